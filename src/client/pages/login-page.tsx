import { useState } from "react";
import { useSearch } from "wouter";
import { safeReturnTo } from "../../domain/accounts/accounts";
import { paths } from "../app/site";
import { usePageTitle } from "../app/use-page-title";
import { AuthLayout } from "../features/auth/auth-layout";
import { type AuthMode, LoginForm } from "../features/auth/login-form";
import { destinationAfterLogin } from "../features/planner";

const TITLES: Record<AuthMode, string> = { login: "Log in", signup: "Create account" };

/** Reads ?mode=signup and ?returnTo= (only a path on this site; anything else goes home). */
function useLoginParams(): { mode: AuthMode; returnTo: string } {
  const params = new URLSearchParams(useSearch());
  return {
    mode: params.get("mode") === "signup" ? "signup" : "login",
    returnTo: safeReturnTo(params.get("returnTo") ?? undefined, paths.home),
  };
}

function intro(mode: AuthMode, fromPlanner: boolean): string {
  if (fromPlanner) {
    return mode === "signup"
      ? "Create a free account to see every line of your budget. Your plan is kept and you go straight back to it."
      : "Log in to see every line of your budget. Your plan is kept and you go straight back to it.";
  }
  return mode === "signup"
    ? "A free account saves your projects and shows the itemised budget."
    : "Welcome back. Log in to see your budgets and saved projects.";
}

/** /login: one page that switches between logging in and creating an account. */
export function LoginPage() {
  const params = useLoginParams();
  const [mode, setMode] = useState<AuthMode>(params.mode);
  usePageTitle(TITLES[mode]);
  return (
    <AuthLayout title={TITLES[mode]} intro={intro(mode, params.returnTo === paths.planner)} wide={mode === "signup"}>
      <LoginForm mode={mode} onModeChange={setMode} returnTo={params.returnTo} destinationAfterSignIn={destinationAfterLogin} />
    </AuthLayout>
  );
}
