import { useId } from "react";
import { SITE } from "../../domain/site/site-settings";
import { usePageTitle } from "../app/use-page-title";
import { Card } from "../components/ui/card";
import { ContactDetails } from "../features/contact/contact-details";
import { ContactForm } from "../features/contact/contact-form";

const DESCRIPTION = `Questions about planning your outdoor kitchen, your budget or a Statement of Work? Send us a message, call ${SITE.supportPhone} or write to ${SITE.supportEmail}; we reply within ${SITE.replyWithin}.`;

/** /contact: the contact form, and beside it how else to reach us (docs/product/accounts-and-commerce.md section 2). */
export function ContactPage() {
  usePageTitle("Contact", DESCRIPTION);
  const formHeading = useId();
  return (
    <section aria-labelledby="page-heading" className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 id="page-heading" className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">
        Contact Us
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-pretty text-stone-600">
        Questions about your outdoor kitchen plan, your budget or a Statement of Work? Send us a message and we'll get
        back to you within {SITE.replyWithin}.
      </p>
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:mt-10 lg:grid-cols-[minmax(0,1fr)_25rem] lg:gap-8">
        <Card className="p-5 sm:p-8">
          <h2 id={formHeading} className="mb-6 text-xl font-semibold text-stone-900">
            Send us a message
          </h2>
          <ContactForm labelledBy={formHeading} />
        </Card>
        <aside aria-label="Other ways to reach us">
          <ContactDetails />
        </aside>
      </div>
    </section>
  );
}
