import { ComingSoon } from "../components/layout/coming-soon";

export function LoginPage() {
  return (
    <ComingSoon title="Log In">
      Logging in and creating an account are coming to this page.
    </ComingSoon>
  );
}
