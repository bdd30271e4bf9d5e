import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { paths } from "../../app/site";
import { buttonClasses } from "../../components/ui/button";

/** The query the login page adds to its terms and privacy links, so their back buttons return to it. */
export const RETURN_TO_LOGIN_QUERY = "returnTo=login";

export type LegalReturn = {
  /** True when the page was opened from the login page (?returnTo=login). */
  fromLogin: boolean;
  /** The words of the button above the text and of the one below it. */
  topLabel: string;
  bottomLabel: string;
  /** The query to keep on a link to the other legal page, so its back buttons lead to the same place. */
  query: string;
};

/**
 * Where the back buttons of the terms and the privacy policy lead (docs/product/accounts-and-commerce.md): with ?returnTo=login they read
 * "Back to Login" / "Return to Login" and go back in the browser's history; otherwise "Back to Home" /
 * "Return to Home" and go to the home page.
 */
export function useLegalReturn(): LegalReturn {
  const fromLogin = new URLSearchParams(useSearch()).get("returnTo") === "login";
  return fromLogin
    ? { fromLogin, topLabel: "Back to Login", bottomLabel: "Return to Login", query: `?${RETURN_TO_LOGIN_QUERY}` }
    : { fromLogin, topLabel: "Back to Home", bottomLabel: "Return to Home", query: "" };
}

/** A click that would open the link in this tab (not a new tab or window, not a download). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The back button above (position "top") or below ("bottom") a legal text. From the login page it is a link
 * to /login that goes back in history instead, so the login page comes back as it was left; when this tab
 * has no page to go back to (the link was opened in a new tab), it opens the login page.
 */
export function LegalReturnLink({ position }: { position: "top" | "bottom" }) {
  const back = useLegalReturn();
  const [, navigate] = useLocation();
  const label = position === "top" ? back.topLabel : back.bottomLabel;
  const className =
    position === "top"
      ? buttonClasses({ variant: "ghost", size: "sm", className: "-ml-3" })
      : buttonClasses({ variant: "secondary" });
  const content = (
    <>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </>
  );

  if (!back.fromLogin) {
    return (
      <Link href={paths.home} className={className}>
        {content}
      </Link>
    );
  }

  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (window.history.length > 1) window.history.back();
    else navigate(paths.login);
  }

  return (
    <a href={paths.login} className={className} onClick={goBack}>
      {content}
    </a>
  );
}
