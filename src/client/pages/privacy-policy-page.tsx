import { ComingSoon } from "../components/layout/coming-soon";

export function PrivacyPolicyPage() {
  return (
    <ComingSoon title="Privacy Policy">
      The full privacy policy is coming to this page.
    </ComingSoon>
  );
}
