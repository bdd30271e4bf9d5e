import { Link } from "wouter";
import { ORDER_RECORD_RETENTION_YEARS } from "../../../domain/accounts/account-page";
import { MINIMUM_AGE } from "../../../domain/accounts/messages";
import { SITE } from "../../../domain/site/site-settings";
import { ANALYTICS_RETENTION_MONTHS } from "../../../domain/analytics/event-names";
import { paths } from "../../app/site";
import { ContactDetails, type LegalSection, LegalPageLink, legalLinkClasses, SectionLink } from "./legal-document";

const replyDays = `${SITE.privacyReplyDays} days`;

export const PRIVACY_INTRO = (
  <p>
    This policy explains what personal information {SITE.name} collects when you plan an outdoor kitchen, create an
    account or buy a Statement of Work, why we need it, who we share it with, and the choices you have.
  </p>
);

/** The sections of the privacy policy, in the product's order. */
export const PRIVACY_SECTIONS: ReadonlyArray<LegalSection> = [
  {
    id: "about",
    title: "About This Policy",
    body: (
      <>
        <p>
          {SITE.legalName} (“we”, “us”, “our”) operates the {SITE.name} website, planner and services (the “Service”).
          This policy applies to the information we collect through the Service and when you contact us. Our{" "}
          <LegalPageLink to="terms">Terms and Conditions</LegalPageLink> apply together with it.
        </p>
        <p>
          It does not cover contractors or anyone else you share your Statement of Work with; their own privacy
          practices apply to what they receive from you.
        </p>
      </>
    ),
  },
  {
    id: "information-we-collect",
    title: "Information We Collect",
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account information:</strong> your first and last name, e-mail address, password (stored only in
            hashed form, never readable) and, if you choose to give it, your phone number.
          </li>
          <li>
            <strong>Property address:</strong> the street, city, state and ZIP code of the property where the kitchen
            will be built. It appears on your Statement of Work.
          </li>
          <li>
            <strong>Project details:</strong> your choices in the planner (appliances, lighting and covered structure,
            materials, utilities, shape and dimensions), the contract information you enter (contractor, licence number,
            start date, warranty and completion incentive) and the budgets we calculate.
          </li>
          <li>
            <strong>Payment information:</strong> the tier you bought, whether you chose rush delivery, the amount, date
            and status of the payment, and the payment provider's reference for it. You enter your card details on the
            page of our card payment provider: card numbers are never stored on our servers.
          </li>
          <li>
            <strong>Communication:</strong> the messages you send us through the contact form or by e-mail (your name,
            e-mail address, subject and message), and the e-mails we send you, such as order confirmations and password
            reset links.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            <strong>Device information:</strong> your IP address, browser and operating system, and the time of your
            requests.
          </li>
          <li>
            <strong>Usage information:</strong> the pages you visit, the planner steps you complete, the documents you
            download (PDF or HTML), and the timing of your interactions with our sign-in form, which helps us tell people
            from bots.
          </li>
          <li>
            <strong>Approximate location:</strong> a city- or region-level location that can be inferred from your IP
            address. We do not collect the precise location of your device.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use",
    title: "How We Use Your Information",
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>provide the Service: calculate budgets, save your projects and generate your Statement of Work;</li>
          <li>process payments and send order confirmations;</li>
          <li>run your account, including sign-in and password resets;</li>
          <li>
            protect the Service and its users: detect bots, fraud and abuse, for example by limiting failed sign-ins from
            one IP address;
          </li>
          <li>answer your messages and support requests;</li>
          <li>
            understand how the planner is used (which steps people complete and where they stop) and improve it, using
            aggregated statistics;
          </li>
          <li>keep the records the law requires, and enforce our Terms.</li>
        </ul>
        <p>
          We do not sell your personal information, and we do not share it for cross-context behavioral advertising. We
          do not make decisions with legal or similarly significant effects about you by automated means.
        </p>
      </>
    ),
  },
  {
    id: "how-we-share",
    title: "How We Share Your Information",
    body: (
      <>
        <p>We share personal information only in these cases:</p>
        <ul>
          <li>
            <strong>Service providers</strong> that work for us under contract and may use the information only to do
            that work: our card payment provider, our hosting and database providers, our e-mail delivery provider, and
            Google Analytics when the site is configured to use it.
          </li>
          <li>
            <strong>People you choose.</strong> We do not send your Statement of Work to contractors. When you share it
            with contractors, your homeowners' association or a building department, they receive what it contains,
            such as your name, property address and project.
          </li>
          <li>
            <strong>Legal reasons:</strong> when the law, a court order or a government request requires it, or to
            protect the rights, property and safety of our users, the public or us.
          </li>
          <li>
            <strong>Business transfers:</strong> if our business is merged, acquired or sold, your information may be
            transferred as part of it; we will tell you before it becomes subject to a different privacy policy.
          </li>
          <li>
            <strong>With your consent</strong>, in any other case.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "data-security",
    title: "Data Security",
    body: (
      <>
        <ul>
          <li>Every connection to the Service is encrypted (HTTPS).</li>
          <li>Passwords are stored only as hashes made with a modern password-hashing algorithm.</li>
          <li>Your sign-in session lives in a cookie that scripts on the page cannot read, and it expires.</li>
          <li>
            Card payments are handled by our card payment provider, which is certified to the Payment Card Industry Data
            Security Standard (PCI DSS).
          </li>
          <li>Only staff who need your information to help you can see it.</li>
          <li>Automated checks block bots and repeated password guessing.</li>
        </ul>
        <p>
          No method of storing or sending information is completely secure. If a breach affects your personal
          information, we will tell you as the law requires.
        </p>
      </>
    ),
  },
  {
    id: "data-retention",
    title: "Data Retention",
    body: (
      <>
        <p>We keep personal information only as long as we need it:</p>
        <ul>
          <li>
            <strong>Account data:</strong> while your account is open. When you delete your account on{" "}
            <Link href={paths.account} className={legalLinkClasses}>
              your account page
            </Link>
            , your details, projects with their plans, contact messages and sign-in sessions are deleted at once, and the
            usage events linked to you are no longer linked to anyone.
          </li>
          <li>
            <strong>Project data</strong> (designs, budgets and Statements of Work): while your account is open. Deleting a
            project deletes its plan at once. A project with a paid order cannot be deleted while your account is open, so
            its documents stay available to you.
          </li>
          <li>
            <strong>Payment data:</strong> a paid order is kept for {ORDER_RECORD_RETENTION_YEARS} years after the
            purchase, as long as tax and financial record-keeping rules require: the amount, the service tier, the dates
            and the payment provider's references. If you delete your account, the order is kept without your name,
            e-mail, address, phone number or plans.
          </li>
          <li>
            <strong>Usage data:</strong> indefinitely, but only in anonymized form that can no longer be linked to you.
          </li>
        </ul>
        <p>When we no longer need information, we delete it or anonymize it.</p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and Similar Technologies",
    body: (
      <>
        <p>We use a small number of cookies and similar browser storage:</p>
        <ul>
          <li>
            <strong>Sign-in cookies</strong> (strictly necessary): a session cookie that keeps you signed in and that
            scripts on the page cannot read, and a second cookie that only tells the page a session may exist. Both are
            removed when you log out.
          </li>
          <li>
            <strong>Your plan in progress:</strong> the planner keeps your unfinished design in your browser's local
            storage, so it survives a page reload until you save the project. It stays on your device.
          </li>
          <li>
            <strong>First-party analytics:</strong> we record conversion events, such as starting the planner, reaching
            the budget, a purchase or a download, on our own servers. Each visit gets a random identifier, kept in your
            browser's session storage until you close the tab, that does not identify you; when you are signed in, the
            events are linked to your account. We delete these events {ANALYTICS_RETENTION_MONTHS} months after they are recorded.
          </li>
          <li>
            <strong>Analytics cookies:</strong> only when the site is configured for it, Google Analytics sets its own
            cookies to count visits and measure how pages are used. You can block them in your browser settings or with{" "}
            <a
              href="https://tools.google.com/dlpage/gaoptout"
              className={legalLinkClasses}
              target="_blank"
              rel="noopener noreferrer"
            >
              Google's opt-out add-on
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </li>
        </ul>
        <p>
          You can delete or block cookies in your browser's settings. Without the sign-in cookies you can still use the
          planner, but you cannot sign in.
        </p>
      </>
    ),
  },
  {
    id: "your-rights",
    title: "Your Rights",
    subsections: [{ id: "california-privacy-rights", title: "California residents" }],
    body: (
      <>
        <p>Wherever you live, you may ask us to:</p>
        <ul>
          <li>
            <strong>Access</strong> your information: receive a copy of the personal information we hold about you;
          </li>
          <li>
            <strong>Correct</strong> information that is wrong or incomplete;
          </li>
          <li>
            <strong>Delete</strong> your information, except records the law requires us to keep, such as payment
            records;
          </li>
          <li>
            <strong>Port</strong> your information: receive it in a structured, commonly used, machine-readable format;
          </li>
          <li>
            <strong>Restrict</strong> how we use your information, for example while a question about its accuracy is
            resolved;
          </li>
          <li>
            <strong>Object</strong> to our use of your information, including for analytics.
          </li>
        </ul>
        <p>
          When you are signed in, you can use most of these rights yourself on{" "}
          <Link href={paths.account} className={legalLinkClasses}>
            your account page
          </Link>
          : see and correct your details (access, correction), download everything we hold about you as a JSON file
          (access, portability), and delete your account (deletion). For anything else, or if you cannot sign in, contact
          us.
        </p>
        <p>
          To make a request, e-mail or call us (see <SectionLink id="contact">Contact Us</SectionLink>). To
          protect your account, we may ask you to confirm the request from the e-mail address of your account. We reply
          within {replyDays}, and you will not be treated differently for using your rights.
        </p>
        <h3 id="california-privacy-rights" tabIndex={-1}>
          California residents (CCPA/CPRA)
        </h3>
        <p>
          If you live in California, the California Consumer Privacy Act, as amended by the California Privacy Rights
          Act, gives you the right to:
        </p>
        <ul>
          <li>
            know the categories and specific pieces of personal information we collect, where it comes from, why we use
            it and with whom we share it (sections 2 to 4 of this policy);
          </li>
          <li>delete it, and correct it when it is inaccurate;</li>
          <li>
            opt out of its sale or sharing: we do not sell personal information or share it for cross-context behavioral
            advertising, and have not done so in the past 12 months;
          </li>
          <li>
            limit the use of sensitive personal information: the only sensitive information we hold is your account
            log-in, which we use only to provide the Service and keep it secure;
          </li>
          <li>not be discriminated against for using these rights.</li>
        </ul>
        <p>
          You may also make a request through an authorized agent who has your written permission; we may ask you to
          confirm your identity with us directly. We answer California requests within {replyDays} as well.
        </p>
      </>
    ),
  },
  {
    id: "childrens-privacy",
    title: "Children's Privacy",
    body: (
      <p>
        The Service is not meant for children. You must be at least {MINIMUM_AGE} years old to create an account or buy a
        service tier, and we do not knowingly collect personal information from anyone under {MINIMUM_AGE}. If you
        believe a child has given us personal information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: "international-transfers",
    title: "International Transfers",
    body: (
      <p>
        We are based in the United States, and we store and process information there. If you use the Service from
        another country, your information is transferred to the United States, where data protection laws may differ
        from those of your country. Where the law requires it, we protect such transfers with safeguards such as
        standard contractual clauses.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to This Policy",
    body: (
      <p>
        We may update this policy as the Service or the law changes; the date at the top of this page shows the latest
        version. When a change is significant, we tell account holders by e-mail or by a notice on the site before it
        takes effect.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact Us",
    body: (
      <>
        <p>For questions about this policy or to use your rights, reach us at:</p>
        <ContactDetails />
        <p>We answer privacy requests within {replyDays}.</p>
      </>
    ),
  },
];
