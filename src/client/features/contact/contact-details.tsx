import { Clock, Headset, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { phoneHref } from "../../../domain/site/contact";
import { SITE } from "../../../domain/site/site-settings";
import { paths } from "../../app/site";
import { Card } from "../../components/ui/card";

const QUICK_LINKS = [
  { href: paths.planner, label: "Planner" },
  { href: paths.faq, label: "FAQ" },
  { href: paths.terms, label: "Terms and Conditions" },
  { href: paths.privacy, label: "Privacy Policy" },
] as const;

const linkClasses =
  "rounded font-medium text-ember-700 underline decoration-ember-300 underline-offset-2 hover:text-ember-800 hover:decoration-ember-600";

function Heading({ children }: { children: ReactNode }) {
  return <h2 className="text-base font-semibold text-stone-900">{children}</h2>;
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-ember-50 text-ember-700" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-stone-600">{label}</p>
        <div className="text-stone-900">{children}</div>
      </div>
    </li>
  );
}

/** An e-mail address that may wrap only before its "@", never in the middle of a word. */
function BreakableEmail({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/** Beside the contact form (docs/product/accounts-and-commerce.md): how else to reach us, when we are open, how soon we answer, quick links. */
export function ContactDetails() {
  const { address } = SITE;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] content-start gap-6">
      <Card className="grid grid-cols-[minmax(0,1fr)] gap-5 p-6">
        <Heading>Get in touch</Heading>
        <ul className="grid gap-4">
          <Detail icon={<Mail className="size-5" />} label="Email">
            <a href={`mailto:${SITE.supportEmail}`} className={`${linkClasses} [overflow-wrap:anywhere]`}>
              <BreakableEmail address={SITE.supportEmail} />
            </a>
          </Detail>
          <Detail icon={<Phone className="size-5" />} label="Phone">
            <a href={phoneHref(SITE.supportPhone)} className={linkClasses}>
              {SITE.supportPhone}
            </a>
          </Detail>
          <Detail icon={<MapPin className="size-5" />} label="Headquarters">
            <address className="not-italic">
              {address.street}
              <br />
              {address.city}, {address.state} {address.zip}
            </address>
          </Detail>
        </ul>
      </Card>

      <Card className="grid grid-cols-[minmax(0,1fr)] gap-4 p-6">
        <div className="flex items-center gap-2">
          <Clock className="size-5 text-ember-700" aria-hidden="true" />
          <Heading>Business hours</Heading>
        </div>
        <dl className="grid gap-2 text-sm">
          {SITE.businessHours.map((row) => (
            <div key={row.days} className="flex justify-between gap-4">
              <dt className="text-stone-600">{row.days}</dt>
              <dd className="text-right font-medium text-stone-900">{row.hours}</dd>
            </div>
          ))}
        </dl>
        <div className="flex gap-3 border-t border-stone-200 pt-4 text-sm text-stone-700">
          <Headset className="mt-0.5 size-5 shrink-0 text-ember-700" aria-hidden="true" />
          <div className="grid gap-1">
            <p>
              Support hours: <span className="font-medium text-stone-900">{SITE.supportHours}</span>
            </p>
            <p>We reply to every message within about {SITE.replyWithin}.</p>
          </div>
        </div>
      </Card>

      <nav aria-label="Quick links" className="grid gap-2 px-1">
        <Heading>Quick links</Heading>
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          {QUICK_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={`${linkClasses} inline-block py-1`}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
