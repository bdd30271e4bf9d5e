import { SITE_NAME } from "../app/site";
import { usePageTitle } from "../app/use-page-title";
import { LegalDocument } from "../features/legal/legal-document";
import { TERMS_INTRO, TERMS_SECTIONS } from "../features/legal/terms-content";

export const TERMS_TITLE = "Terms and Conditions";
export const TERMS_DESCRIPTION =
  `The terms for using the ${SITE_NAME}: accounts, service tiers, payments and refunds, the limits of budget estimates and Statements of Work, and governing law.`;

/** /terms-and-conditions (docs/product/accounts-and-commerce.md: static text, last updated January 25, 2025). */
export function TermsAndConditionsPage() {
  usePageTitle(TERMS_TITLE, TERMS_DESCRIPTION);
  return <LegalDocument title={TERMS_TITLE} intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}
