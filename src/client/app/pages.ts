import type { CLIENT_PATHS } from "../../domain/site/site-settings";

/** A page of the client: its module under src/client/pages and the component that module exports. */
export type PageModule = { file: string; component: string };

/**
 * The page module of every client path (CLIENT_PATHS gives the paths): the router loads each one lazily
 * (./router.tsx), and the build gives each page's HTML the chunks of its module
 * (scripts/finish-client-build.ts). A path without a page here fails the typecheck. The 404 page is not a
 * path: it stays in the entry chunk.
 */
export const PAGE_MODULES: Readonly<Record<keyof typeof CLIENT_PATHS, PageModule>> = {
  home: { file: "home-page.tsx", component: "HomePage" },
  planner: { file: "planner-page.tsx", component: "PlannerPage" },
  faq: { file: "faq-page.tsx", component: "FaqPage" },
  contact: { file: "contact-page.tsx", component: "ContactPage" },
  login: { file: "login-page.tsx", component: "LoginPage" },
  forgotPassword: { file: "forgot-password-page.tsx", component: "ForgotPasswordPage" },
  resetPassword: { file: "reset-password-page.tsx", component: "ResetPasswordPage" },
  terms: { file: "terms-and-conditions-page.tsx", component: "TermsAndConditionsPage" },
  privacy: { file: "privacy-policy-page.tsx", component: "PrivacyPolicyPage" },
  paymentSuccess: { file: "payment-success-page.tsx", component: "PaymentSuccessPage" },
  adminDashboard: { file: "admin-dashboard-page.tsx", component: "AdminDashboardPage" },
  projects: { file: "projects-page.tsx", component: "ProjectsPage" },
  account: { file: "account-page.tsx", component: "AccountPage" },
  localCheckout: { file: "local-checkout-page.tsx", component: "LocalCheckoutPage" },
  projectBids: { file: "project-bids-page.tsx", component: "ProjectBidsPage" },
  contractorBid: { file: "contractor-bid-page.tsx", component: "ContractorBidPage" },
};
