import { ComingSoon } from "../components/layout/coming-soon";

export function ResetPasswordPage() {
  return (
    <ComingSoon title="Reset Password">
      Choosing a new password from your reset link is coming to this page.
    </ComingSoon>
  );
}
