import { type ReactNode, useRef } from "react";
import { Link, useLocation, useRoute } from "wouter";
import { paths, SITE_NAME } from "../../app/site";
import { LOGOUT_URL, pageNavigation, useAuth } from "../../lib/session";
import { Button, buttonClasses } from "../ui/button";
import { BrandMark } from "./brand-mark";
import { useHeightVariable } from "./use-height-variable";

const navLinks = [
  { href: paths.faq, label: "FAQ" },
  { href: paths.contact, label: "Contact" },
] as const;

function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const [active] = useRoute(href);
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={buttonClasses({
        variant: "ghost",
        size: "sm",
        className: active ? "text-ember-700 underline decoration-2 underline-offset-4" : "",
      })}
    >
      {children}
    </Link>
  );
}

/**
 * Login while signed out (and while that is still being asked, so a visitor never sees the bar jump);
 * My Projects, Account and Logout once signed in, plus the dashboard for administrators.
 */
/** Pages that logging in should not come back to: home is the default, and the account pages lead nowhere. */
const NO_RETURN: ReadonlySet<string> = new Set([paths.home, paths.login, paths.forgotPassword, paths.resetPassword]);

function AccountActions() {
  const { user } = useAuth();
  const [location] = useLocation();
  if (!user) {
    // back to the page the visitor was on: the planner reopens the budget step with the plan kept there
    const href = NO_RETURN.has(location) ? paths.login : `${paths.login}?returnTo=${encodeURIComponent(location)}`;
    return (
      <Link href={href} className={buttonClasses({ variant: "secondary", size: "sm" })}>
        Login
      </Link>
    );
  }
  return (
    <>
      <Link href={paths.projects} className={buttonClasses({ variant: "secondary", size: "sm" })}>
        My Projects
      </Link>
      <Link href={paths.account} className={buttonClasses({ variant: "secondary", size: "sm" })}>
        Account
      </Link>
      {user.isAdmin ? (
        <Link href={paths.adminDashboard} className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Admin Dashboard
        </Link>
      ) : null}
      {/* docs/product/accounts-and-commerce.md: signing out is a full-page navigation, so the server ends the session and the cache starts empty. */}
      <Button variant="secondary" size="sm" onClick={() => pageNavigation.assign(LOGOUT_URL)}>
        Logout
      </Button>
    </>
  );
}

/** Site header of every page. */
export function SiteHeader() {
  const ref = useRef<HTMLElement>(null);
  // toasts open below it, and focus scrolls clear of it where it sticks (see styles.css)
  useHeightVariable(ref, "--site-header-h");
  return (
    <header ref={ref} className="border-b border-stone-200 bg-stone-50/95 backdrop-blur sm:sticky sm:top-0 sm:z-40">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:flex-nowrap sm:px-6">
        <Link href={paths.home} className="mr-auto flex items-center gap-2.5 rounded-lg text-stone-900">
          <BrandMark />
          <span className="text-base font-bold tracking-tight sm:text-lg">{SITE_NAME}</span>
        </Link>
        <div className="flex w-full flex-wrap items-center justify-end gap-x-1 gap-y-2 sm:w-auto sm:flex-nowrap sm:gap-2">
          <nav aria-label="Main" className="-ml-3 mr-auto sm:mr-2 sm:ml-0">
            <ul className="flex items-center gap-1">
              {navLinks.map((link) => (
                <li key={link.href}>
                  <NavLink href={link.href}>{link.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <AccountActions />
          <Link href={paths.planner} className={buttonClasses({ variant: "primary", size: "sm" })}>
            Start Planning
          </Link>
        </div>
      </div>
    </header>
  );
}
