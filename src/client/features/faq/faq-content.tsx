import { Link } from "wouter";
import { type Pricing, RUSH_FEE_USD, SERVICE_TIERS, type ServiceTier, TURNAROUND_DAYS, tierDetails } from "../../../domain/commerce/tiers";
import { formatUsd } from "../../../domain/common/format";
import { CONTRACT, ELECTRICAL, GAS, PERMITS } from "../../../domain/sow/code-figures";
import { paths } from "../../app/site";
import type { FaqItem } from "./faq-accordion";

const linkClasses =
  "rounded font-semibold text-ember-700 underline decoration-ember-300 underline-offset-2 hover:text-ember-800 hover:decoration-ember-600";

/** "$49", or for Gold, whose price is a deposit, "$350 deposit". */
function tierPriceText(tier: ServiceTier, pricing: Pricing): string {
  const price = formatUsd(pricing[tier].price);
  return tier === "gold" ? `${price} deposit` : price;
}

/** What each tier includes, in the words of the tier cards of the budget step (one source: tierDetails). */
function ServiceTiersAnswer({ pricing }: { pricing: Pricing }) {
  return (
    <>
      <p>
        Every tier gives you the contractor-ready Statement of Work for your design. Choose the one that matches how
        much help you want:
      </p>
      <div className="mt-4 grid gap-3">
        {SERVICE_TIERS.map((tier) => {
          const details = tierDetails(tier, pricing);
          return (
            <section
              key={tier}
              aria-labelledby={`faq-tier-${tier}`}
              className="rounded-xl border border-stone-200 bg-stone-50 p-4"
            >
              <h3
                id={`faq-tier-${tier}`}
                className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold text-stone-900"
              >
                <span>{details.title}</span>
                <span className="text-sm font-semibold text-ember-700 tabular-nums">{tierPriceText(tier, pricing)}</span>
              </h3>
              <p className="mt-0.5 text-sm leading-6 text-stone-600">{details.tagline}</p>
              <ul className="mt-2 grid list-disc gap-x-8 gap-y-1 pl-5 text-sm leading-6 sm:grid-cols-2">
                {details.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <p>
        <strong>Turnaround:</strong> your documents are delivered within {TURNAROUND_DAYS} days.{" "}
        <strong>Rush delivery</strong> adds {formatUsd(RUSH_FEE_USD)} to any tier and gets them to you by the next
        business day.
      </p>
      <p>
        You pick a tier on the budget step of the{" "}
        <Link href={paths.planner} className={linkClasses}>
          planner
        </Link>{" "}
        once you are signed in. The price shown there, with the rush fee when you tick it, is the price you pay.
      </p>
    </>
  );
}

/** The five questions of the FAQ (docs/product/accounts-and-commerce.md: about SOWs and contractors). Code figures come from the SOW's own. */
export function faqItems(pricing: Pricing): FaqItem[] {
  return [
    {
      id: "what-is-a-sow",
      question: "What is a Statement of Work (SOW)?",
      answer: (
        <>
          <p>
            A Statement of Work is the written scope of your project: what will be built, with which appliances and
            materials, to what size, and on what terms. Contractors price it, you sign it with the one you choose, and
            everyone works from the same document.
          </p>
          <p>The SOW you get from the planner is built from your own design and budget. It contains:</p>
          <ul>
            <li>a to-scale plan drawing of your island, with dimensions, a scale bar and every appliance in its place;</li>
            <li>
              the scope of work by trade (foundation, frame, cladding, countertop, appliances, electrical, plumbing, gas,
              lighting and clean-up), as numbered items a contractor can price;
            </li>
            <li>
              a design check of your plan against common code and layout rules, each with its reference, such as GFCI
              protection for outdoor outlets ({ELECTRICAL.gfciSections}) and a gas shut-off valve within{" "}
              {GAS.shutoffWithinFt} ft of each appliance ({GAS.shutoffSection});
            </li>
            <li>
              your budget line by line, what is included and excluded, the schedule, the payment schedule, the rules for
              change orders, the warranty and how the work is accepted;
            </li>
            <li>a bid form, so that the bids you collect line up row by row.</li>
          </ul>
          <p>You can download it as a PDF to print or e-mail, and as an HTML document that opens in any browser.</p>
        </>
      ),
    },
    {
      id: "why-a-sow-protects-you",
      question: "Why does a Statement of Work protect me as a homeowner?",
      answer: (
        <>
          <p>
            Most disputes with contractors start with a vague scope: a price that “didn't include” the gas line, an
            outlet that fails inspection, or a change agreed on the job site and argued about at the end. A written SOW
            closes those gaps:
          </p>
          <ul>
            <li>
              <strong>One agreed scope.</strong> Every item is written down, so “included” means the same thing to you
              and to your contractor.
            </li>
            <li>
              <strong>Exclusions up front.</strong> What the price does not cover is listed before you sign, such as the
              gas line from the meter, trenching beyond {CONTRACT.trenchingIncludedFt} ft, landscaping and HOA approval.
            </li>
            <li>
              <strong>Change orders in writing.</strong> Any change is priced and signed by both of you before the work
              is done. No verbal changes.
            </li>
            <li>
              <strong>Payments tied to progress.</strong> The deposit stays within the California cap (
              {CONTRACT.depositCapPercent}% of the contract price or {formatUsd(CONTRACT.depositCapUsd)}, whichever is
              less), progress payments follow milestones, and the final payment waits until the punch list is done and
              every inspection has passed, with a lien waiver for each payment.
            </li>
            <li>
              <strong>Code requirements named.</strong> GFCI protection, weather-resistant receptacles, dedicated
              circuits and gas shut-offs are spelled out with their code references, so they are priced from the start
              instead of added after a failed inspection.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "compare-three-bids",
      question: "How do I use the SOW to compare three contractor bids?",
      answer: (
        <>
          <p>
            Send the same SOW to at least three licensed contractors and ask each of them to fill in its bid form. The
            bid form has one row per scope item and per allowance. For each row, the bidder writes whether it is
            included, an allowance or excluded, and its price, then adds the total, their name, licence number and the
            date.
          </p>
          <ol>
            <li>Lay the three bid forms side by side. Because the rows are the same, you compare like with like.</li>
            <li>
              Read the excluded and allowance rows first. A low total that leaves out the electrical work, or carries a
              small allowance for the gas line, is not a low price. The gas line from the meter is priced per foot by
              each bidder, so compare the rate as well as the total.
            </li>
            <li>
              Ask about any row where one price is far from the other two; it often means the scope was read
              differently.
            </li>
            <li>
              Check each contractor's licence and insurance. In California you can look up a licence number with the
              Contractors State License Board (CSLB).
            </li>
            <li>Attach the SOW and the chosen bid form to your contract before you sign.</li>
          </ol>
        </>
      ),
    },
    {
      id: "service-tiers",
      question: "What do the Bronze, Silver and Gold service tiers include?",
      answer: <ServiceTiersAnswer pricing={pricing} />,
    },
    {
      id: "permits-and-inspections",
      question: "Do I need permits and inspections for an outdoor kitchen?",
      answer: (
        <>
          <p>
            Almost always, once the kitchen has new gas, electrical or plumbing work; a portable grill on its own needs
            none. Your SOW lists the permits your design needs:
          </p>
          <ul>
            <li>building, for the island itself;</li>
            <li>electrical, for new circuits and outlets;</li>
            <li>plumbing, when there is a sink;</li>
            <li>gas, when you chose a gas appliance;</li>
            <li>
              structure, for a covered structure: many jurisdictions require a permit for a detached structure larger
              than {PERMITS.structureExemptMaxSqFt} sq ft (some allow up to {PERMITS.structureExemptLocalMaxSqFt} sq ft),
              and for one attached to the house or wired for lighting or heaters.
            </li>
          </ul>
          <p>
            Your contractor pulls the permits, and their fees are a line of your budget. Expect a rough-in inspection
            before anything is covered up (electrical, plumbing and the gas pressure test) and a final inspection of
            the finished work. The SOW makes the final payment wait until every inspection has passed.
          </p>
          <p>
            Rules differ between cities and counties, and a homeowners' association may have to approve the project
            separately. Check with your local building department before you build.
          </p>
        </>
      ),
    },
  ];
}
