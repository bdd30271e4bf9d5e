import { CircleCheck } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { RESET_REDIRECT_MS } from "../../domain/accounts/accounts";
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from "../../domain/accounts/messages";
import { passwordWeakness } from "../../domain/accounts/password-strength";
import { paths } from "../app/site";
import { usePageTitle } from "../app/use-page-title";
import { TextField } from "../components/ui/field";
import { toast } from "../components/ui/use-toast";
import { FAILURE_TEXTS, resetPassword, showCallFailure } from "../features/auth/api";
import { FormAlert } from "../components/ui/form-alert";
import { AuthLayout, SubmitButton, textLinkClasses } from "../features/auth/auth-layout";
import { loadPasswordEstimator, usePasswordEstimator } from "../features/auth/password-estimator";

/** The catalogue's titles and texts of this page. */
const RESET_TEXTS = {
  invalidTitle: "Invalid Link",
  invalidText: "This password reset link is invalid.",
  mismatchTitle: "Passwords don't match",
  mismatchText: ACCOUNT_MESSAGES.passwordsDontMatch,
  tooShortTitle: "Password too short",
  tooShortText: ACCOUNT_MESSAGES.passwordTooShort,
  weakTitle: "Choose a stronger password",
} as const;

function InvalidLink() {
  const [, navigate] = useLocation();
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    toast({ title: RESET_TEXTS.invalidTitle, description: RESET_TEXTS.invalidText, variant: "destructive" });
    navigate(paths.login, { replace: true });
  }, [navigate]);
  return (
    <AuthLayout title={RESET_TEXTS.invalidTitle} intro={RESET_TEXTS.invalidText}>
      <Link href={paths.forgotPassword} className={textLinkClasses}>
        Request a new link
      </Link>
    </AuthLayout>
  );
}

function ResetDone({ message }: { message: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.login), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthLayout title="Password reset">
      <div className="grid gap-4">
        <div className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4">
          <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden="true" />
          <p role="status" className="text-stone-800">
            {message} Taking you to the login page...
          </p>
        </div>
        <Link href={paths.login} className={textLinkClasses}>
          Go to login now
        </Link>
      </div>
    </AuthLayout>
  );
}

type Errors = { password?: string; confirm?: string };

function ResetForm({ token }: { token: string }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [linkExpired, setLinkExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  usePasswordEstimator(true);
  const id = useId();

  function refuse(field: keyof Errors, title: string, text: string) {
    setErrors({ [field]: text });
    toast({ title, description: text, variant: "destructive" });
    document.getElementById(`${id}-${field}`)?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (password !== confirm) {
      refuse("confirm", RESET_TEXTS.mismatchTitle, RESET_TEXTS.mismatchText);
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      refuse("password", RESET_TEXTS.tooShortTitle, RESET_TEXTS.tooShortText);
      return;
    }
    try {
      // the new password is judged with it (fetched as the page opened)
      await loadPasswordEstimator();
    } catch {
      showCallFailure({ ok: false, network: true }, FAILURE_TEXTS.reset, setFormError);
      return;
    }
    const weakness = passwordWeakness(password);
    if (weakness) {
      refuse("password", RESET_TEXTS.weakTitle, weakness);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await resetPassword(token, password);
    setBusy(false);
    if (result.ok) {
      setDone(result.data?.message ?? ACCOUNT_MESSAGES.resetDone);
      return;
    }
    // A used or expired link cannot be fixed on this page: say where to get a new one.
    setLinkExpired(!result.network && result.code === "bad_request");
    showCallFailure(
      result,
      FAILURE_TEXTS.reset,
      setFormError,
      (failure) => failure.fieldErrors.newPassword ?? failure.message,
    );
  }

  if (done !== null) return <ResetDone message={done} />;

  return (
    <AuthLayout title="Choose a new password" intro={`Use at least ${PASSWORD_MIN_LENGTH} characters.`}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={busy}>
        <TextField
          id={`${id}-password`}
          name="newPassword"
          type="password"
          label="New password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors({});
          }}
          error={errors.password}
        />
        <TextField
          id={`${id}-confirm`}
          name="confirmPassword"
          type="password"
          label="Confirm new password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => {
            setConfirm(e.target.value);
            setErrors({});
          }}
          error={errors.confirm}
        />
        <FormAlert>{formError}</FormAlert>
        {linkExpired ? (
          <p className="-mt-2 text-sm">
            <Link href={paths.forgotPassword} className={textLinkClasses}>
              Request a new link
            </Link>
          </p>
        ) : null}
        <SubmitButton busy={busy} busyLabel="Saving...">
          Reset password
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}

/** /reset-password?token=…: the page the e-mailed link opens. */
export function ResetPasswordPage() {
  usePageTitle("Reset password");
  const token = new URLSearchParams(useSearch()).get("token")?.trim() ?? "";
  return token ? <ResetForm token={token} /> : <InvalidLink />;
}
