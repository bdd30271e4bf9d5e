import { type ComponentType, lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { PageShell } from "../components/layout/page-shell";
import { Spinner } from "../components/ui/spinner";
import { NotFoundPage } from "../pages/not-found-page";
import { paths } from "./site";

/**
 * Lazily loads a page module, so no page carries another's code (the landing page's carousel is not the
 * planner's, nor the planner the landing page's); each page's HTML fetches its module with the entry
 * (scripts/finish-client-build.ts). The 404 page stays in the entry chunk: it is small and must never fail.
 */
function lazyPage<M>(load: () => Promise<M>, name: keyof M): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const HomePage = lazyPage(() => import("../pages/home-page"), "HomePage");
const PlannerPage = lazyPage(() => import("../pages/planner-page"), "PlannerPage");
const FaqPage = lazyPage(() => import("../pages/faq-page"), "FaqPage");
const ContactPage = lazyPage(() => import("../pages/contact-page"), "ContactPage");
const LoginPage = lazyPage(() => import("../pages/login-page"), "LoginPage");
const ForgotPasswordPage = lazyPage(() => import("../pages/forgot-password-page"), "ForgotPasswordPage");
const ResetPasswordPage = lazyPage(() => import("../pages/reset-password-page"), "ResetPasswordPage");
const TermsAndConditionsPage = lazyPage(
  () => import("../pages/terms-and-conditions-page"),
  "TermsAndConditionsPage",
);
const PrivacyPolicyPage = lazyPage(() => import("../pages/privacy-policy-page"), "PrivacyPolicyPage");
const PaymentSuccessPage = lazyPage(() => import("../pages/payment-success-page"), "PaymentSuccessPage");
const AdminDashboardPage = lazyPage(() => import("../pages/admin-dashboard-page"), "AdminDashboardPage");
const ProjectsPage = lazyPage(() => import("../pages/projects-page"), "ProjectsPage");
const AccountPage = lazyPage(() => import("../pages/account-page"), "AccountPage");
const TestCheckoutPage = lazyPage(() => import("../pages/test-checkout-page"), "TestCheckoutPage");

/** The route table of docs/product/accounts-and-commerce.md section 2, one line per route. */
export const routes: ReadonlyArray<{ path: string; component: ComponentType }> = [
  { path: paths.home, component: HomePage },
  { path: paths.planner, component: PlannerPage },
  { path: paths.faq, component: FaqPage },
  { path: paths.contact, component: ContactPage },
  { path: paths.login, component: LoginPage },
  { path: paths.forgotPassword, component: ForgotPasswordPage },
  { path: paths.resetPassword, component: ResetPasswordPage },
  { path: paths.terms, component: TermsAndConditionsPage },
  { path: paths.privacy, component: PrivacyPolicyPage },
  { path: paths.paymentSuccess, component: PaymentSuccessPage },
  { path: paths.adminDashboard, component: AdminDashboardPage },
  { path: paths.projects, component: ProjectsPage },
  { path: paths.account, component: AccountPage },
  { path: paths.testCheckout, component: TestCheckoutPage },
];

function PageLoading() {
  return (
    <div className="flex flex-1 items-center justify-center py-24">
      <Spinner size="lg" label="Loading page..." />
    </div>
  );
}

/**
 * All routes inside the shared layout. Location comes from the nearest wouter <Router> (the browser by
 * default; tests pass memoryLocation).
 */
export function AppRoutes() {
  return (
    <PageShell>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {routes.map(({ path, component }) => (
            <Route key={path} path={path} component={component} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </PageShell>
  );
}
