import { MailCheck } from "lucide-react";
import { useHydrated } from "../app/use-hydrated";
import { type FormEvent, useId, useState } from "react";
import { Link } from "wouter";
import { forgotPasswordBodySchema } from "../../domain/accounts/accounts";
import { paths } from "../app/site";
import { usePageTitle } from "../app/use-page-title";
import { TextField } from "../components/ui/field";
import { FAILURE_TEXTS, requestPasswordReset, showCallFailure } from "../features/auth/api";
import { FormAlert } from "../components/ui/form-alert";
import { AuthLayout, SubmitButton, textLinkClasses } from "../features/auth/auth-layout";

const CHECK_EMAIL_TITLE = "Check your email";

function BackToLogin() {
  return (
    <Link href={paths.login} className={textLinkClasses}>
      Back to login
    </Link>
  );
}

/** /forgot-password: asks for a reset link by e-mail. The answer never says whether the account exists. */
export function ForgotPasswordPage() {
  usePageTitle("Forgot password");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [sent, setSent] = useState<string | null>(null);
  const id = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed = forgotPasswordBodySchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setBusy(true);
    const result = await requestPasswordReset(parsed.data.email);
    setBusy(false);
    if (result.ok) {
      setSent(result.data?.message ?? "");
      return;
    }
    showCallFailure(result, FAILURE_TEXTS.forgot, setFormError);
  }

  if (sent !== null) {
    return (
      <AuthLayout title={CHECK_EMAIL_TITLE} footer={<BackToLogin />}>
        <div className="grid gap-4">
          <div className="flex items-start gap-3 rounded-xl bg-ember-50 p-4">
            <MailCheck className="mt-0.5 size-6 shrink-0 text-ember-700" aria-hidden="true" />
            <p role="status" className="text-stone-800">
              {sent}
            </p>
          </div>
          <p className="text-sm text-stone-600">
            The link works for one hour. Nothing arrived after a few minutes? Check your spam folder, or{" "}
            <button type="button" className={textLinkClasses} onClick={() => setSent(null)}>
              send it again
            </button>
            .
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={<BackToLogin />}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={busy} inert={!hydrated}>
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <FormAlert>{formError}</FormAlert>
        <SubmitButton busy={busy} busyLabel="Sending...">
          Send reset link
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
