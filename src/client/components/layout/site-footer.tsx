import { Link } from "wouter";
import { paths, SITE_NAME, SUPPORT_EMAIL, SUPPORT_HOURS } from "../../app/site";
import { BrandMark } from "./brand-mark";

const footerLinks = [
  { href: paths.planner, label: "Planner" },
  { href: paths.faq, label: "FAQ" },
  { href: paths.contact, label: "Contact" },
  { href: paths.terms, label: "Terms and Conditions" },
  { href: paths.privacy, label: "Privacy Policy" },
] as const;

export function SiteFooter() {
  return (
    <footer className="on-dark mt-auto bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-[1.4fr_1fr_1fr] sm:px-6">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2.5 font-bold text-stone-50">
            <BrandMark />
            {SITE_NAME}
          </p>
          <p className="max-w-sm text-sm">
            Plan your outdoor kitchen, see the budget before you build, and hand your contractor a Statement of Work.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-stone-50 uppercase">Explore</h2>
          <ul className="flex flex-col gap-1 text-sm">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="inline-block rounded py-1 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-stone-50 uppercase">Support</h2>
          <a href={`mailto:${SUPPORT_EMAIL}`} className="rounded text-sm break-all hover:text-white hover:underline">
            {SUPPORT_EMAIL}
          </a>
          <p className="mt-2 text-sm text-stone-400">{SUPPORT_HOURS}</p>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-stone-400 sm:px-6">
          {/* a page drawn at build time may carry last year's number until it is built again */}©{" "}
          <span suppressHydrationWarning>{new Date().getFullYear()}</span> {SITE_NAME}. All prices in US dollars; all sizes in inches.
        </p>
      </div>
    </footer>
  );
}
