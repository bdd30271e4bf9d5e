import { Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useRoute } from "wouter";
import { paths, SITE_NAME } from "../../app/site";
import { useHydrated } from "../../app/use-hydrated";
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

/** Pages that logging in should not come back to: home is the default, and the account pages lead nowhere. */
const NO_RETURN: ReadonlySet<string> = new Set([paths.home, paths.login, paths.forgotPassword, paths.resetPassword]);

/**
 * Login while signed out; My Projects, Account and Logout once signed in, plus the dashboard for administrators.
 * While the server is asked who is signed in (the signed-in hint is set, so most likely someone is), the
 * member's links already show: the bar does not change its shape when the answer comes, and a page drawn at
 * build time for a member is what the member's browser draws.
 */
function AccountActions() {
  const { user } = useAuth();
  const [location] = useLocation();
  // drawn at build time, Logout waits for the page's code before it takes a click (none is lost)
  const hydrated = useHydrated();
  if (user === null) {
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
      {user?.isAdmin ? (
        <Link href={paths.adminDashboard} className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Admin Dashboard
        </Link>
      ) : null}
      {/* docs/product/accounts-and-commerce.md: signing out is a full-page navigation, so the server ends the session and the cache starts empty. */}
      <Button variant="secondary" size="sm" inert={!hydrated} onClick={() => pageNavigation.assign(LOGOUT_URL)}>
        Logout
      </Button>
    </>
  );
}

/**
 * Site header of every page. On a phone a signed-in user's links and buttons (five, six for an administrator)
 * would take three or four rows: they fold into a menu behind one button, so the header stays one row.
 */
export function SiteHeader() {
  const ref = useRef<HTMLElement>(null);
  const { user } = useAuth();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const hydrated = useHydrated();
  const menuButton = useRef<HTMLButtonElement>(null);
  const folds = user !== null;
  // toasts open below it, and focus scrolls clear of it where it sticks (see styles.css)
  useHeightVariable(ref, "--site-header-h");
  // a link followed from the menu closes it
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every change of page is the point
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    // Escape closes the menu and hands focus back to its button
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <header ref={ref} className="border-b border-stone-200 bg-stone-50/95 backdrop-blur sm:sticky sm:top-0 sm:z-40">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:flex-nowrap sm:gap-x-6 sm:px-6">
        {/* the brand and, on a phone, the menu button: one row that never wraps */}
        <div className="flex w-full min-w-0 items-center gap-3 sm:mr-auto sm:w-auto">
          <Link href={paths.home} className="mr-auto flex min-w-0 items-center gap-2.5 rounded-lg text-stone-900">
            <BrandMark />
            <span className="truncate text-base font-bold tracking-tight sm:text-lg">{SITE_NAME}</span>
          </Link>
          {folds ? (
            <button
              ref={menuButton}
              type="button"
              // drawn at build time, it waits for the page's code before it takes a tap (none is lost)
              inert={!hydrated}
              className={buttonClasses({ variant: "secondary", size: "sm", className: "shrink-0 sm:hidden" })}
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? <X className="size-4" aria-hidden="true" /> : <Menu className="size-4" aria-hidden="true" />}
              {/* on the narrowest phones the word gives its room to the site's name; it stays the button's name */}
              <span className="max-[27rem]:sr-only">Menu</span>
            </button>
          ) : null}
        </div>
        <div
          id={menuId}
          className={
            folds
              ? `${open ? "grid" : "hidden"} w-full gap-2 pb-1 sm:flex sm:w-auto sm:flex-nowrap sm:items-center sm:gap-2 sm:pb-0 [&_a]:justify-start sm:[&_a]:justify-center [&_button]:justify-start sm:[&_button]:justify-center`
              : "flex w-full flex-wrap items-center justify-end gap-x-1 gap-y-2 sm:w-auto sm:flex-nowrap sm:gap-2"
          }
        >
          <nav aria-label="Main" className={folds ? "sm:mr-2" : "-ml-3 mr-auto sm:mr-2 sm:ml-0"}>
            <ul className={folds ? "grid gap-1 sm:flex sm:items-center" : "flex items-center gap-1"}>
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
