import { Link } from "wouter";
import { MINIMUM_AGE } from "../../../domain/accounts/messages";
import { CONTRACTOR_MARKUP_PERCENT } from "../../../domain/budget/rates";
import { RUSH_FEE_USD, TIER_TERMS, TURNAROUND_DAYS, tierName } from "../../../domain/commerce/tiers";
import { formatUsd } from "../../../domain/common/format";
import { postalAddress, SITE } from "../../../domain/site/site-settings";
import { paths } from "../../app/site";
import { ContactDetails, type LegalSection, LegalPageLink, legalLinkClasses } from "./legal-document";

function count(n: number, word: string): string {
  return `${n} ${n === 1 ? word : `${word}s`}`;
}

const { bronze, silver, gold } = TIER_TERMS;

export const TERMS_INTRO = (
  <p>
    Please read these terms before you use the planner or buy a Statement of Work. They explain what {SITE.name} does
    and does not do, and the rules for accounts, payments and disputes.
  </p>
);

/** The sections of the terms, in the product's order. */
export const TERMS_SECTIONS: ReadonlyArray<LegalSection> = [
  {
    id: "about",
    title: "About These Terms",
    body: (
      <>
        <p>
          These Terms and Conditions (the “Terms”) govern your use of the {SITE.name} website, planner and services
          (together, the “Service”), operated by {SITE.legalName} (“we”, “us”, “our”), {postalAddress()}.
        </p>
        <p>
          By using the Service, creating an account or buying a service tier, you agree to these Terms and to our{" "}
          <LegalPageLink to="privacy">Privacy Policy</LegalPageLink>. If you do not agree, please do not use the
          Service.
        </p>
      </>
    ),
  },
  {
    id: "legal-disclaimer",
    title: "Legal Disclaimer",
    body: (
      <>
        <p>The Service is a planning tool. Please keep in mind what it is not:</p>
        <ul>
          <li>
            <strong>Budgets are estimates.</strong> They are based on typical rates for appliances, materials, labor,
            utilities and permits and include a {CONTRACTOR_MARKUP_PERCENT}% contractor markup. Real bids vary with your
            site, your region, the contractor and market prices.
          </li>
          <li>
            <strong>The Statement of Work is not professional advice.</strong> Its design check and code references are
            general information, not legal, engineering or architectural advice, and the Statement of Work is not a
            permit drawing.
          </li>
          <li>
            <strong>Local codes and manuals govern.</strong> Building codes are adopted and amended locally. The code in
            force where you build, the requirements of your building department and each appliance's installation
            manual govern clearances, cut-outs and installation.
          </li>
          <li>
            <strong>We are not your contractor.</strong> We do not perform or supervise construction and are not a party
            to your contract with a contractor. Onsite visits of the Gold tier are advisory; they are not inspections.
          </li>
        </ul>
        <p>
          Gas, electrical and plumbing work must be done by licensed professionals where the law requires it. Before
          you build, have a licensed contractor review your plan and confirm the permits with your local building
          department.
        </p>
      </>
    ),
  },
  {
    id: "service",
    title: "Our Service",
    body: (
      <>
        <p>
          Anyone can use the planner without an account: choose appliances, lighting and a covered structure, finishing
          materials, utilities, a shape and dimensions, and see the total budget. A free account adds the itemised
          budget, saved projects and the purchase of a service tier.
        </p>
        <p>
          A service tier produces a contractor-ready Statement of Work for one of your projects, which you can download
          as a PDF file and as an HTML document. The document is generated from your project as it is saved; if you
          change the design, downloading it again issues a new version that says which version it replaces.
        </p>
        <p>
          We keep improving the Service and may add, change or remove features. We aim to keep it available at all
          times but cannot promise uninterrupted access, for example during maintenance.
        </p>
      </>
    ),
  },
  {
    id: "accounts",
    title: "Accounts and Eligibility",
    body: (
      <ul>
        <li>
          You must be at least {MINIMUM_AGE} years old to create an account or buy a service tier. By creating an
          account you confirm that you are.
        </li>
        <li>
          Give accurate and current information, including the property address that appears on your Statement of Work,
          and keep it up to date.
        </li>
        <li>
          Keep your password confidential. You are responsible for what happens under your account; tell us at once if
          you think someone else has used it.
        </li>
        <li>
          An account is for one person. Accounts may not be created by automated means; we use automated checks to tell
          people from bots and may block sign-in attempts that look automated.
        </li>
      </ul>
    ),
  },
  {
    id: "tiers",
    title: "Service Tiers",
    body: (
      <>
        <p>We offer three service tiers, each for one project:</p>
        <ul>
          <li>
            <strong>{tierName("bronze")}:</strong> the Statement of Work for your design, with MSI quotes available at{" "}
            {formatUsd(bronze.msiQuoteUsd)} each.
          </li>
          <li>
            <strong>{tierName("silver")}:</strong> everything in Bronze, plus {count(silver.revisions, "revision")} of
            your design and {count(silver.freeQuotes, "free quote")}.
          </li>
          <li>
            <strong>{tierName("gold")}:</strong> everything in Silver, plus up to {count(gold.onsiteVisits, "onsite visit")}.
            Gold is paid as a deposit against a full price from {formatUsd(gold.fullPriceFromUsd)}; the deposit is
            refundable within {count(gold.refundableDays, "day")} of payment.
          </li>
        </ul>
        <p>
          Your documents are delivered within {count(TURNAROUND_DAYS, "day")}. With rush delivery (+
          {formatUsd(RUSH_FEE_USD)}) they are delivered by the next business day.
        </p>
        <p>
          The current price of each tier, and any limited offer with its regular price struck through, is shown on the
          budget step before you buy. An offer is valid only for the period it states.
        </p>
      </>
    ),
  },
  {
    id: "payment",
    title: "Payment and Refunds",
    body: (
      <>
        <ul>
          <li>
            Prices are in US dollars. You pay the price of the tier shown at checkout, plus the rush fee of{" "}
            {formatUsd(RUSH_FEE_USD)} when you choose rush delivery. The amount is calculated by our server and shown
            before you pay.
          </li>
          <li>
            Payments are processed by our card payment provider on its secure checkout page. Card numbers are never
            stored on our servers.
          </li>
          <li>
            We e-mail a confirmation to the address of your account once the payment is confirmed, and your documents
            can then be downloaded from the payment confirmation page and from My projects.
          </li>
        </ul>
        <h3>Refunds</h3>
        <ul>
          <li>
            The Gold deposit is refundable if you ask within {count(gold.refundableDays, "day")} of payment.
          </li>
          <li>
            Bronze and Silver give you a digital document as soon as the payment is confirmed, so they are not
            refundable once the Statement of Work has been downloaded, unless we cannot deliver it or it has a defect we
            cannot fix. If we miss a rush delivery, we refund the rush fee.
          </li>
          <li>
            To ask for a refund, <Link href={paths.contact} className={legalLinkClasses}>contact us</Link> with the
            e-mail address of your account. Refunds go back to the card you paid with.
          </li>
        </ul>
        <p>Nothing in these Terms limits a right to a refund that the law gives you.</p>
      </>
    ),
  },
  {
    id: "intellectual-property",
    title: "Intellectual Property",
    body: (
      <>
        <p>
          The Service, its software, text, design, document templates and logos belong to {SITE.legalName} or its
          licensors and are protected by copyright and other laws.
        </p>
        <p>
          Your designs, project names and messages remain yours. You allow us to store and process them to provide the
          Service to you.
        </p>
        <p>
          Once paid for, you may use, copy, print and share your Statement of Work for your own project: with
          contractors (who may use it to bid on and build your project), lenders, your homeowners' association and the
          building department. You may not resell the Statement of Work or its template, or use the Service to offer a
          competing service.
        </p>
      </>
    ),
  },
  {
    id: "liability",
    title: "Limitation of Liability",
    body: (
      <>
        <p>
          The Service is provided “as is” and “as available”. To the extent the law allows, we make no warranties beyond
          those stated in these Terms, including warranties of merchantability, fitness for a particular purpose or the
          accuracy of estimates.
        </p>
        <p>To the extent the law allows:</p>
        <ul>
          <li>
            we are not liable for indirect, incidental, special, consequential or punitive damages, or for lost profits;
          </li>
          <li>
            we are not liable for defects, delays, cost overruns, injury or damage caused by construction work done by
            you or by a contractor, even when the work follows a Statement of Work from the Service;
          </li>
          <li>
            our total liability for any claim is limited to the amount you paid us in the 12 months before the claim, or{" "}
            {formatUsd(100)}, whichever is greater.
          </li>
        </ul>
        <p>
          Some states do not allow these limits, so they may not all apply to you. Nothing in these Terms limits
          liability for fraud, gross negligence or willful misconduct.
        </p>
      </>
    ),
  },
  {
    id: "conduct",
    title: "Acceptable Conduct",
    body: (
      <>
        <p>When you use the Service, please do not:</p>
        <ul>
          <li>give false information or pretend to be someone else;</li>
          <li>use bots, scrapers or other automated means to use the Service, create accounts or send forms;</li>
          <li>try to reach accounts or data that are not yours, or get around security checks and rate limits;</li>
          <li>interfere with the Service, overload it, or probe it for weaknesses;</li>
          <li>copy, modify or reverse engineer the software, except where the law allows it;</li>
          <li>send spam, unlawful or harmful content through the contact form;</li>
          <li>use the Service for anything unlawful.</li>
        </ul>
      </>
    ),
  },
  {
    id: "privacy",
    title: "Privacy",
    body: (
      <p>
        Our <LegalPageLink to="privacy">Privacy Policy</LegalPageLink> explains what information we collect, how we
        use and share it, and the rights you have. Payment details are handled by our card payment provider; card
        numbers are never stored on our servers.
      </p>
    ),
  },
  {
    id: "modifications",
    title: "Changes to These Terms",
    body: (
      <p>
        We may update these Terms as the Service changes; the date at the top of this page shows the latest version.
        When a change is significant, we tell account holders by e-mail or by a notice on the site before it takes
        effect. A purchase is governed by the Terms in effect when you made it. If you keep using the Service after a
        change takes effect, you accept the updated Terms.
      </p>
    ),
  },
  {
    id: "termination",
    title: "Termination",
    body: (
      <ul>
        <li>
          You may stop using the Service at any time and ask us to close your account by{" "}
          <Link href={paths.contact} className={legalLinkClasses}>
            contacting us
          </Link>
          . Download your documents first; what we keep afterwards, and for how long, is set out in the Privacy Policy.
        </li>
        <li>
          We may suspend or close an account that breaks these Terms, puts the Service or other users at risk, or when
          the law requires it. Where the law allows, we tell you why.
        </li>
        <li>
          If we stop offering the Service for a reason other than a breach of these Terms, we refund any service you
          paid for that we have not delivered.
        </li>
        <li>
          The sections on the legal disclaimer, intellectual property, limitation of liability and governing law
          continue to apply after your account is closed.
        </li>
      </ul>
    ),
  },
  {
    id: "governing-law",
    title: "Governing Law and Disputes",
    body: (
      <>
        <p>
          These Terms are governed by the laws of the State of California, without regard to its conflict-of-law
          rules.
        </p>
        <ul>
          <li>
            <strong>Talk to us first.</strong> If you have a complaint, contact us and give us 30 days to try to resolve
            it informally.
          </li>
          <li>
            <strong>Arbitration.</strong> A dispute we cannot resolve that way will be settled by final and binding
            arbitration in Sacramento County, California, administered by the American Arbitration Association under
            its Consumer Arbitration Rules. Judgment on the award may be entered in any court with jurisdiction.
          </li>
          <li>
            <strong>Exceptions.</strong> Either of us may bring an individual claim in small claims court, or ask a court
            to stop the misuse of intellectual property.
          </li>
          <li>
            <strong>Class-action waiver.</strong> Claims may be brought only individually, not as a plaintiff or class
            member in a class, consolidated or representative action, and an arbitrator may not combine the claims of
            different people. If this waiver cannot be enforced for a dispute, the arbitration agreement does not apply
            to that dispute, which is then heard by the state or federal courts in Sacramento County, California.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "contact",
    title: "Contact Us",
    body: (
      <>
        <p>Questions about these Terms? Reach us at:</p>
        <ContactDetails />
        <p>We reply within about {SITE.replyWithin} on business days.</p>
      </>
    ),
  },
];
