import { ComingSoon } from "../components/layout/coming-soon";

export function TestCheckoutPage() {
  return <ComingSoon title="Test payment">The test checkout is coming to this page.</ComingSoon>;
}
