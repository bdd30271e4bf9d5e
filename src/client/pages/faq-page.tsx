import { Scale } from "lucide-react";
import { Link } from "wouter";
import { DEFAULT_PRICING } from "../../domain/commerce/tiers";
import { SITE } from "../../domain/site/site-settings";
import { paths } from "../app/site";
import { usePageTitle } from "../app/use-page-title";
import { PageSection } from "../components/layout/page-section";
import { buttonClasses } from "../components/ui/button";
import { usePricing } from "../features/checkout/api";
import { FaqAccordion } from "../features/faq/faq-accordion";
import { faqItems } from "../features/faq/faq-content";

export const FAQ_TITLE = "Frequently Asked Questions";
export const FAQ_DESCRIPTION =
  "What a Statement of Work is, why it protects you, how to compare three contractor bids, what the Bronze, Silver and Gold tiers include, and which permits and inspections an outdoor kitchen needs.";

/** The product's legal notice under the questions. */
export const FAQ_LEGAL_NOTICE =
  "The answers on this page are general information, not legal advice. Building codes are adopted and amended locally: the code in force where you build and each appliance's installation manual govern your project. Consult a licensed contractor before you build.";

/** /faq: five questions about Statements of Work and contractors, a legal notice, and links onwards. */
export function FaqPage() {
  usePageTitle(FAQ_TITLE, FAQ_DESCRIPTION);
  // the tier answer shows the current prices; until they arrive (or if they cannot), the default ones
  const pricing = usePricing().data ?? DEFAULT_PRICING;
  return (
    <PageSection
      title={FAQ_TITLE}
      intro="Straight answers about Statements of Work, contractor bids, our service tiers, and permits."
    >
      <FaqAccordion items={faqItems(pricing)} />

      <div
        role="note"
        aria-labelledby="faq-legal-notice"
        className="mt-8 flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm leading-6 text-stone-800 sm:p-5"
      >
        <Scale className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
        <div>
          <h2 id="faq-legal-notice" className="font-semibold text-stone-900">
            Legal notice
          </h2>
          <p className="mt-1">{FAQ_LEGAL_NOTICE}</p>
        </div>
      </div>

      <nav aria-labelledby="faq-next-heading" className="mt-10 border-t border-stone-200 pt-8">
        <h2 id="faq-next-heading" className="text-xl font-semibold text-stone-900">
          Still have a question?
        </h2>
        <p className="mt-2 text-stone-600">
          Start planning your kitchen, or write to us: we reply within about {SITE.replyWithin}.
        </p>
        <ul className="mt-5 flex flex-wrap gap-3">
          <li>
            <Link href={paths.home} className={buttonClasses({ variant: "secondary" })}>
              Home
            </Link>
          </li>
          <li>
            <Link href={paths.planner} className={buttonClasses()}>
              Planner
            </Link>
          </li>
          <li>
            <Link href={paths.contact} className={buttonClasses({ variant: "secondary" })}>
              Contact
            </Link>
          </li>
        </ul>
      </nav>
    </PageSection>
  );
}
