import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "../../app/use-hydrated";
import { Link, useLocation } from "wouter";
import { type AuthBody, type AuthUser, loginBodySchema, signupBodySchema, US_STATE_CODES } from "../../../domain/accounts/accounts";
import { PASSWORD_MIN_LENGTH } from "../../../domain/accounts/messages";
import { paths } from "../../app/site";
import { Checkbox } from "../../components/ui/checkbox";
import { SelectField, TextField } from "../../components/ui/field";
import { toast } from "../../components/ui/use-toast";
import { trackEvent } from "../../lib/analytics/track-event";
import { afterSignIn, authSuccessMessage, FAILURE_TEXTS, showCallFailure, submitAuth } from "./api";
import { FormAlert } from "../../components/ui/form-alert";
import { SubmitButton, textLinkClasses } from "./auth-layout";
import { useBotDetection } from "./bot-detection";
import { fieldErrorsFromZod, firstInvalidField } from "../../lib/form-errors";
import { loadPasswordEstimator, usePasswordEstimator } from "./password-estimator";
import { clearSignupDraft, readSignupDraft, saveSignupDraft } from "./signup-draft";

export type AuthMode = AuthBody["mode"];

type TextFieldName =
  | "email"
  | "password"
  | "firstName"
  | "lastName"
  | "phoneNumber"
  | "propertyAddress"
  | "propertyCity"
  | "propertyState"
  | "propertyZip";

type Values = Record<TextFieldName, string> & { acceptTerms: boolean; website: string };

const EMPTY: Values = {
  email: "",
  password: "",
  firstName: "",
  lastName: "",
  phoneNumber: "",
  propertyAddress: "",
  propertyCity: "",
  propertyState: "",
  propertyZip: "",
  acceptTerms: false,
  website: "",
};

/** The order fields appear in, so the first complaint gets the focus. */
const FIELD_ORDER = {
  login: ["email", "password"],
  signup: [
    "firstName",
    "lastName",
    "email",
    "phoneNumber",
    "password",
    "propertyAddress",
    "propertyCity",
    "propertyState",
    "propertyZip",
    "acceptTerms",
  ],
} as const satisfies Record<AuthMode, readonly string[]>;

const STATE_OPTIONS = US_STATE_CODES.map((code) => ({ value: code, label: code }));

function bodyFor(mode: AuthMode, v: Values, botDetection: AuthBody["_bot_detection"]): Record<string, unknown> {
  const common = { email: v.email, password: v.password, website: v.website, _bot_detection: botDetection };
  if (mode === "login") return { mode, ...common };
  return {
    mode,
    ...common,
    firstName: v.firstName,
    lastName: v.lastName,
    phoneNumber: v.phoneNumber,
    propertyAddress: v.propertyAddress,
    propertyCity: v.propertyCity,
    propertyState: v.propertyState,
    propertyZip: v.propertyZip,
    acceptTerms: v.acceptTerms,
  };
}

/**
 * The one form for logging in and creating an account. Rules come from the shared request schemas, so the
 * form and the server complain about the same things in the same words.
 */
export function LoginForm({
  mode,
  onModeChange,
  returnTo,
  destinationAfterSignIn,
}: {
  mode: AuthMode;
  onModeChange(mode: AuthMode): void;
  returnTo: string;
  /** Where to go once signed in; the page decides (the planner's rule lives with the planner). */
  destinationAfterSignIn(returnTo: string, user: AuthUser | undefined): Promise<string>;
}) {
  // what was typed before a look at the Terms or the Privacy Policy comes back (never the password)
  const hydrated = useHydrated();
  // a page drawn at build time shows the empty form first; the draft this tab kept fills it in right after
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...(hydrated ? readSignupDraft() : {}) }));
  const draftRead = useRef(hydrated);
  useEffect(() => {
    if (!hydrated || draftRead.current) return;
    draftRead.current = true;
    setValues((v) => ({ ...v, ...readSignupDraft() }));
  }, [hydrated]);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const botDetection = useBotDetection();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const ids = useId();
  const idOf = (field: string) => `${ids}-${field}`;

  const signup = mode === "signup";
  usePasswordEstimator(signup);
  useEffect(() => {
    if (signup) saveSignupDraft(values);
  }, [signup, values]);
  // docs/product/accounts-and-commerce.md: the phone number is offered once an e-mail has been typed.
  const showPhone = signup && values.email.trim() !== "";

  function set<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    // an edited field's complaint may no longer hold; the next submit checks again
    if (errors[field] !== undefined) setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function switchMode(next: AuthMode) {
    onModeChange(next);
    setErrors({});
    setFormError(null);
  }

  function focusField(field: string | undefined) {
    if (!field) return;
    document.getElementById(idOf(field))?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (signup) {
      try {
        // the sign-up schema judges the new password with it (fetched as the form opened)
        await loadPasswordEstimator();
      } catch {
        showCallFailure({ ok: false, network: true }, FAILURE_TEXTS.login, setFormError);
        return;
      }
    }
    const body = bodyFor(mode, values, botDetection(signup));
    const parsed = (signup ? signupBodySchema : loginBodySchema).safeParse(body);
    if (!parsed.success) {
      const found = fieldErrorsFromZod(parsed.error);
      setErrors(found);
      focusField(firstInvalidField(FIELD_ORDER[mode], found));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await submitAuth(parsed.data);
    if (!result.ok) {
      setBusy(false);
      if (!result.network && Object.keys(result.fieldErrors).length > 0) {
        setErrors(result.fieldErrors);
        focusField(firstInvalidField(FIELD_ORDER[mode], result.fieldErrors));
      }
      showCallFailure(result, FAILURE_TEXTS.login, setFormError);
      return;
    }
    clearSignupDraft();
    toast({ title: authSuccessMessage(mode) });
    if (signup) trackEvent("sign_up", { method: "email" });
    await afterSignIn(queryClient, result.data?.user);
    navigate(await destinationAfterSignIn(returnTo, result.data?.user));
  }

  const textField = (
    field: TextFieldName,
    label: string,
    props: Omit<Parameters<typeof TextField>[0], "label"> = {},
  ) => (
    <TextField
      id={idOf(field)}
      name={field}
      label={label}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={errors[field]}
      {...props}
    />
  );

  const busyText = signup ? "Creating account..." : "Logging in...";
  const submitText = signup ? "Create account" : "Log in";

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={busy} inert={!hydrated}>
      {signup ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {textField("firstName", "First name", { autoComplete: "given-name", required: true })}
          {textField("lastName", "Last name", { autoComplete: "family-name", required: true })}
        </div>
      ) : null}
      {textField("email", "Email", {
        type: "email",
        autoComplete: "email",
        inputMode: "email",
        required: true,
        spellCheck: false,
      })}
      {showPhone
        ? textField("phoneNumber", "Phone number (optional)", {
            type: "tel",
            autoComplete: "tel",
            inputMode: "tel",
            hint: "Only used to reach you about your project.",
          })
        : null}
      {textField("password", "Password", {
        type: "password",
        autoComplete: signup ? "new-password" : "current-password",
        required: true,
        hint: signup ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined,
      })}
      {!signup ? (
        <p className="-mt-2 text-sm">
          <Link href={paths.forgotPassword} className={textLinkClasses}>
            Forgot your password?
          </Link>
        </p>
      ) : null}

      {signup ? (
        <fieldset>
          <legend className="text-base font-semibold text-stone-900">Property address</legend>
          <p className="mt-0.5 mb-4 text-sm text-stone-600">Where the outdoor kitchen will be built.</p>
          <div className="grid gap-5">
            {textField("propertyAddress", "Street address", { autoComplete: "street-address", required: true })}
            <div className="grid grid-cols-2 gap-5 sm:grid-cols-[1fr_8rem_9rem]">
              {textField("propertyCity", "City", {
                autoComplete: "address-level2",
                required: true,
                className: "col-span-2 sm:col-span-1",
              })}
              <SelectField
                id={idOf("propertyState")}
                name="propertyState"
                label="State"
                placeholder="Choose"
                options={STATE_OPTIONS}
                value={values.propertyState}
                onChange={(e) => set("propertyState", e.target.value)}
                autoComplete="address-level1"
                required
                error={errors.propertyState}
              />
              {textField("propertyZip", "ZIP code", {
                autoComplete: "postal-code",
                inputMode: "numeric",
                required: true,
              })}
            </div>
          </div>
        </fieldset>
      ) : null}

      {signup ? (
        <Checkbox
          id={idOf("acceptTerms")}
          checked={values.acceptTerms}
          onCheckedChange={(checked) => set("acceptTerms", checked)}
          label={
            <>
              I am at least 18 years old and accept the{" "}
              <Link href={`${paths.terms}?returnTo=login`} className={textLinkClasses}>
                Terms and Conditions
              </Link>{" "}
              and the{" "}
              <Link href={`${paths.privacy}?returnTo=login`} className={textLinkClasses}>
                Privacy Policy
              </Link>
            </>
          }
          description={
            errors.acceptTerms ? <span className="font-medium text-red-700">{errors.acceptTerms}</span> : undefined
          }
        />
      ) : null}

      {/* Honeypot: off-screen and hidden from assistive technology, so only a script fills it in. Not
          display:none, which many bots recognise and skip. */}
      <div aria-hidden="true" className="pointer-events-none absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={idOf("website")}>Website</label>
        <input
          id={idOf("website")}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => set("website", e.target.value)}
        />
      </div>

      <FormAlert>{formError}</FormAlert>

      <SubmitButton busy={busy} busyLabel={busyText}>
        {submitText}
      </SubmitButton>

      <p className="text-center text-sm text-stone-600">
        {signup ? "Already have an account?" : "New here?"}{" "}
        <button
          type="button"
          className={textLinkClasses}
          onClick={() => switchMode(signup ? "login" : "signup")}
        >
          {signup ? "Log in" : "Create account"}
        </button>
      </p>
    </form>
  );
}
