import { ComingSoon } from "../components/layout/coming-soon";

export function PaymentSuccessPage() {
  return (
    <ComingSoon title="Payment">
      Payment confirmation and your SOW downloads are coming to this page.
    </ComingSoon>
  );
}
