import { SUPPORT_EMAIL } from "../app/site";
import { ComingSoon } from "../components/layout/coming-soon";

export function ContactPage() {
  return (
    <ComingSoon title="Contact Us">
      The contact form is coming. Until then, write to{" "}
      <a className="font-medium text-ember-700 underline underline-offset-2" href={`mailto:${SUPPORT_EMAIL}`}>
        {SUPPORT_EMAIL}
      </a>
      .
    </ComingSoon>
  );
}
