import { SITE_NAME } from "../app/site";
import { usePageTitle } from "../app/use-page-title";
import { LegalDocument } from "../features/legal/legal-document";
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from "../features/legal/privacy-content";

export const PRIVACY_TITLE = "Privacy Policy";
export const PRIVACY_DESCRIPTION =
  `How the ${SITE_NAME} collects, uses, shares and protects your personal information, how long it is kept, and your privacy rights, including California residents' rights.`;

/** /privacy-policy (docs/product/accounts-and-commerce.md: dated January 25, 2025). */
export function PrivacyPolicyPage() {
  usePageTitle(PRIVACY_TITLE, PRIVACY_DESCRIPTION);
  return <LegalDocument title={PRIVACY_TITLE} intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />;
}
