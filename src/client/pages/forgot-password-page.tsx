import { ComingSoon } from "../components/layout/coming-soon";

export function ForgotPasswordPage() {
  return (
    <ComingSoon title="Forgot Password">
      Requesting a password reset link by e-mail is coming to this page.
    </ComingSoon>
  );
}
