import { ComingSoon } from "../components/layout/coming-soon";

export function TermsAndConditionsPage() {
  return (
    <ComingSoon title="Terms and Conditions">
      The full terms and conditions are coming to this page.
    </ComingSoon>
  );
}
