import { ComingSoon } from "../components/layout/coming-soon";

export function AdminDashboardPage() {
  return (
    <ComingSoon title="Download Analytics Dashboard">
      Download analytics, bot-detection figures and the tier price editor are coming to this page.
    </ComingSoon>
  );
}
