import { CLIENT_PATHS, SITE } from "../../domain/site/site-settings";

/** The company's details live in the domain's site settings (docs/product/accounts-and-commerce.md section 10.7); these names are the shell's. */
export const SITE_NAME = SITE.name;
export const SUPPORT_EMAIL = SITE.supportEmail;
/** docs/product/accounts-and-commerce.md: "support hours Mon-Fri 9AM-6PM EST". */
export const SUPPORT_HOURS = `Support hours: ${SITE.supportHours}`;

/** Every route of the route table (docs/product/accounts-and-commerce.md section 2), and the product's own additions. */
export const paths = CLIENT_PATHS;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The external scheduling page for the free 30-minute design consultation (a site setting, docs/product/accounts-and-commerce.md section 10.7). */
export const CONSULTATION_URL: string | null = SITE.consultationUrl;
