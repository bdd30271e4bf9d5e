import { useQueryClient } from "@tanstack/react-query";
import { Download, KeyRound, LoaderCircle, Save, Trash2 } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { ACCOUNT_PAGE_MESSAGES, type AccountProfile, type AccountProfileBody, accountProfileBodySchema, ORDER_RECORD_RETENTION_YEARS } from "../../domain/accounts/account-page";
import { US_STATE_CODES } from "../../domain/accounts/accounts";
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH, PROFILE_FIELD_NAMES } from "../../domain/accounts/messages";
import { passwordWeakness } from "../../domain/accounts/password-strength";
import { ApiError } from "../app/query-client";
import { paths } from "../app/site";
import { usePageTitle } from "../app/use-page-title";
import { PageLoading, PageSection } from "../components/layout/page-section";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../components/ui/alert-dialog";
import { Button, buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { SelectField, TextField } from "../components/ui/field";
import { toast } from "../components/ui/use-toast";
import { authQueryKey, useAuth } from "../features/auth/api";
import { type FieldErrors, fieldErrorsFromZod, firstInvalidField } from "../lib/form-errors";
import { loadPasswordEstimator, usePasswordEstimator } from "../features/auth/password-estimator";
import {
  ACCOUNT_EXPORT_URL,
  accountQueryKey,
  changeAccountPassword,
  deleteAccount,
  updateAccount,
  useAccount,
} from "../features/account/api";

export const ACCOUNT_TEXTS = {
  title: "My account",
  intro: "See and correct what we hold about you, change your password, take a copy of your data or delete your account.",
  loading: "Loading your account...",
  loadFailed: "We couldn't load your account.",
  detailsTitle: "Your details",
  detailsIntro: "The name and property address your Statements of Work are made out to.",
  emailNote: "To use another e-mail address, contact us.",
  passwordTitle: "Password",
  passwordIntro: "Changing it signs you out on your other devices.",
  exportTitle: "Your data",
  exportIntro:
    "Download everything we hold about you as a JSON file: your details, projects with their plans, orders, downloads, contact messages, sign-ins and the usage events tied to you.",
  deleteTitle: "Delete account",
  deleteIntro: `Deletes your details, projects and plans, messages and sign-ins for good. Paid orders are kept for ${ORDER_RECORD_RETENTION_YEARS} years as our tax record, without your name, address or plans.`,
  deleteConfirmTitle: "Delete your account?",
  deleteConfirmText: "This cannot be undone. Enter your password to confirm.",
  deletedTitle: "Account deleted",
  savedTitle: "Details saved",
  passwordTitleDone: "Password changed",
} as const;

const LOGIN_FOR_ACCOUNT = `${paths.login}?returnTo=${paths.account}`;
const STATE_OPTIONS = US_STATE_CODES.map((code) => ({ value: code, label: code }));

const PROFILE_ORDER = PROFILE_FIELD_NAMES satisfies readonly (keyof AccountProfileBody)[];
type ProfileValues = Record<(typeof PROFILE_ORDER)[number], string>;

function valuesOf(profile: AccountProfile): ProfileValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber,
    propertyAddress: profile.propertyAddress,
    propertyCity: profile.propertyCity,
    propertyState: profile.propertyState,
    propertyZip: profile.propertyZip,
  };
}

function showError(description: string): void {
  toast({ title: "Error", description, variant: "destructive" });
}

function Busy({ busy, busyText, icon, children }: { busy: boolean; busyText: string; icon: ReactNode; children: ReactNode }) {
  return busy ? (
    <>
      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      {busyText}
    </>
  ) : (
    <>
      {icon}
      {children}
    </>
  );
}

function SectionCard({ title, intro, children, id }: { title: string; intro: string; children: ReactNode; id: string }) {
  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-semibold text-stone-900">
          {title}
        </h2>
        <p className="text-pretty text-stone-600">{intro}</p>
      </div>
      {children}
    </Card>
  );
}

/**
 * The state of one of this page's forms: its values, the complaint of each field, each field's props, and
 * `refuse` (show the complaints, say why, focus the first wrong field in the form's order).
 */
function useFormState<T extends Record<string, string>>(initial: () => T, order: readonly (keyof T & string)[]) {
  const id = useId();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (name: keyof T & string) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });
  function refuse(fieldErrors: FieldErrors, message: string) {
    setErrors(fieldErrors);
    showError(message);
    const first = firstInvalidField(order, fieldErrors);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }
  return { id, values, setValues, field, refuse };
}

function ProfileForm({ profile }: { profile: AccountProfile }) {
  const queryClient = useQueryClient();
  const { id, values, setValues, field, refuse } = useFormState<ProfileValues>(() => valuesOf(profile), PROFILE_ORDER);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = accountProfileBodySchema.safeParse(values);
    if (!checked.success) {
      const fieldErrors = fieldErrorsFromZod(checked.error);
      refuse(fieldErrors, Object.values(fieldErrors)[0] ?? "Please check the form.");
      return;
    }
    setBusy(true);
    const result = await updateAccount(checked.data);
    setBusy(false);
    if (!result.ok) {
      refuse(result.fieldErrors, result.message);
      return;
    }
    setValues(valuesOf(result.data));
    queryClient.setQueryData(accountQueryKey, result.data);
    // the header greets by name
    await queryClient.invalidateQueries({ queryKey: authQueryKey });
    toast({ title: ACCOUNT_TEXTS.savedTitle, description: ACCOUNT_PAGE_MESSAGES.profileSaved });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-labelledby={`${id}-title`} aria-busy={busy}>
      <span id={`${id}-title`} hidden>
        {ACCOUNT_TEXTS.detailsTitle}
      </span>
      <div className="grid gap-1">
        <span className="text-sm font-medium text-stone-700">E-mail</span>
        <span className="break-all font-medium text-stone-900" data-testid="account-email">
          {profile.email}
        </span>
        <span className="text-sm text-stone-600">{ACCOUNT_TEXTS.emailNote}</span>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required {...field("firstName")} />
        <TextField label="Last name" autoComplete="family-name" required {...field("lastName")} />
      </div>
      <TextField label="Phone number (optional)" type="tel" autoComplete="tel" {...field("phoneNumber")} />
      <TextField label="Street address" autoComplete="street-address" required {...field("propertyAddress")} />
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr_1fr]">
        <TextField label="City" autoComplete="address-level2" required {...field("propertyCity")} />
        <SelectField
          label="State"
          autoComplete="address-level1"
          required
          options={STATE_OPTIONS}
          placeholder="Choose"
          {...field("propertyState")}
        />
        <TextField label="ZIP code" autoComplete="postal-code" inputMode="numeric" required {...field("propertyZip")} />
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          <Busy busy={busy} busyText="Saving..." icon={<Save className="size-4" aria-hidden="true" />}>
            Save details
          </Busy>
        </Button>
      </div>
    </form>
  );
}

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };
const PASSWORD_ORDER = ["currentPassword", "newPassword", "confirmPassword"] as const;
const EMPTY_PASSWORDS: PasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

function PasswordForm({ email }: { email: string }) {
  const form = useFormState<PasswordValues>(() => EMPTY_PASSWORDS, PASSWORD_ORDER);
  const { values, setValues, refuse } = form;
  const [busy, setBusy] = useState(false);
  usePasswordEstimator(true);

  const field = (name: keyof PasswordValues & string) => ({ ...form.field(name), type: "password", required: true });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!values.currentPassword) return refuse({ currentPassword: "Current password is required" }, "Current password is required");
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
      return refuse({ newPassword: ACCOUNT_MESSAGES.passwordTooShort }, ACCOUNT_MESSAGES.passwordTooShort);
    }
    if (values.newPassword !== values.confirmPassword) {
      return refuse({ confirmPassword: ACCOUNT_MESSAGES.passwordsDontMatch }, ACCOUNT_MESSAGES.passwordsDontMatch);
    }
    try {
      // the same rule and estimator as sign-up and reset
      await loadPasswordEstimator();
      const weakness = passwordWeakness(values.newPassword, email);
      if (weakness) return refuse({ newPassword: weakness }, weakness);
    } catch {
      // the server judges it anyway
    }
    setBusy(true);
    const result = await changeAccountPassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    setBusy(false);
    if (!result.ok) return refuse(result.fieldErrors, result.message);
    setValues(EMPTY_PASSWORDS);
    toast({ title: ACCOUNT_TEXTS.passwordTitleDone, description: result.data.message });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-labelledby="account-password" aria-busy={busy}>
      {/* lets password managers file the new password under the right account */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField label="Current password" autoComplete="current-password" {...field("currentPassword")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="New password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          {...field("newPassword")}
        />
        <TextField label="Confirm new password" autoComplete="new-password" {...field("confirmPassword")} />
      </div>
      <div>
        <Button type="submit" variant="secondary" disabled={busy}>
          <Busy busy={busy} busyText="Changing..." icon={<KeyRound className="size-4" aria-hidden="true" />}>
            Change password
          </Busy>
        </Button>
      </div>
    </form>
  );
}

function DeleteAccount({ onLeaving }: { onLeaving(): void }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      setError("Password is required");
      document.getElementById(`${id}-password`)?.focus();
      return;
    }
    setBusy(true);
    const result = await deleteAccount(password);
    setBusy(false);
    if (!result.ok) {
      const message = result.fieldErrors.password ?? result.message;
      setError(message);
      showError(message);
      document.getElementById(`${id}-password`)?.focus();
      return;
    }
    setOpen(false);
    // home, not the login page this page sends the signed-out to
    onLeaving();
    navigate(paths.home, { replace: true });
    // nothing of the account stays in this browser's cache; the server has cleared the session cookies
    queryClient.clear();
    queryClient.setQueryData(authQueryKey, null);
    toast({ title: ACCOUNT_TEXTS.deletedTitle, description: result.data.message });
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        setPassword("");
        setError(undefined);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive" className="justify-self-start">
          <Trash2 className="size-4" aria-hidden="true" />
          Delete my account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent aria-busy={busy} onEscapeKeyDown={(event) => (busy ? event.preventDefault() : undefined)}>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <div className="grid gap-2">
            <AlertDialogTitle>{ACCOUNT_TEXTS.deleteConfirmTitle}</AlertDialogTitle>
            <AlertDialogDescription>{ACCOUNT_TEXTS.deleteConfirmText}</AlertDialogDescription>
          </div>
          <TextField
            id={`${id}-password`}
            name="password"
            type="password"
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            error={error}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
          />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={busy}>
              <Busy busy={busy} busyText="Deleting..." icon={null}>
                Delete account
              </Busy>
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function AccountSections({ onLeaving }: { onLeaving(): void }) {
  const [, navigate] = useLocation();
  const query = useAccount();
  const sessionEnded = query.error instanceof ApiError && query.error.status === 401;

  useEffect(() => {
    if (sessionEnded) navigate(LOGIN_FOR_ACCOUNT, { replace: true });
  }, [sessionEnded, navigate]);


  if (query.isPending || sessionEnded) return <PageLoading label={ACCOUNT_TEXTS.loading} />;
  if (query.isError) {
    return (
      <Card className="grid justify-items-start gap-4 p-6">
        <p role="alert" className="font-semibold text-stone-900">
          {ACCOUNT_TEXTS.loadFailed}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Card>
    );
  }
  const profile = query.data;
  return (
    <div className="grid gap-6">
      <SectionCard id="account-details" title={ACCOUNT_TEXTS.detailsTitle} intro={ACCOUNT_TEXTS.detailsIntro}>
        <ProfileForm profile={profile} />
      </SectionCard>
      <SectionCard id="account-password" title={ACCOUNT_TEXTS.passwordTitle} intro={ACCOUNT_TEXTS.passwordIntro}>
        <PasswordForm email={profile.email} />
      </SectionCard>
      <SectionCard id="account-export" title={ACCOUNT_TEXTS.exportTitle} intro={ACCOUNT_TEXTS.exportIntro}>
        <a href={ACCOUNT_EXPORT_URL} download className={buttonClasses({ variant: "secondary", className: "justify-self-start" })}>
          <Download className="size-4" aria-hidden="true" />
          Download my data (JSON)
        </a>
      </SectionCard>
      <SectionCard id="account-delete" title={ACCOUNT_TEXTS.deleteTitle} intro={ACCOUNT_TEXTS.deleteIntro}>
        <DeleteAccount onLeaving={onLeaving} />
      </SectionCard>
      <p className="text-sm text-stone-600">
        What we keep and for how long: see our{" "}
        <Link href={paths.privacy} className="font-medium text-ember-700 underline underline-offset-2">
          privacy policy
        </Link>
        .
      </p>
    </div>
  );
}

/** /account: the signed-in person's details, password, data export and account deletion. */
export function AccountPage() {
  usePageTitle(ACCOUNT_TEXTS.title);
  const { user } = useAuth();
  const [, navigate] = useLocation();
  // set once the account is deleted: signed out then, but on the way home rather than to the login page
  const leaving = useRef(false);

  useEffect(() => {
    if (user === null && !leaving.current) navigate(LOGIN_FOR_ACCOUNT, { replace: true });
  }, [user, navigate]);

  return (
    <PageSection title={ACCOUNT_TEXTS.title} intro={ACCOUNT_TEXTS.intro}>
      {user ? (
        <AccountSections
          onLeaving={() => {
            leaving.current = true;
          }}
        />
      ) : (
        <PageLoading label={ACCOUNT_TEXTS.loading} />
      )}
    </PageSection>
  );
}
