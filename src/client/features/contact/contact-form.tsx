import { CircleCheck, LoaderCircle, Send } from "lucide-react";
import { useHydrated } from "../../app/use-hydrated";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { CONTACT_FIELDS, CONTACT_LIMITS, CONTACT_TOASTS, type ContactBody, type ContactField, contactBodySchema } from "../../../domain/site/contact";
import { Button } from "../../components/ui/button";
import { TextAreaField, TextField } from "../../components/ui/field";
import { toast } from "../../components/ui/use-toast";
import { trackEvent } from "../../lib/analytics/track-event";
import { useAuth } from "../../lib/session";
import { FormAlert } from "../../components/ui/form-alert";
import { type FieldErrors, fieldErrorsFromZod, firstInvalidField } from "../../lib/form-errors";
import { sendContactMessage } from "./api";

type Values = Record<ContactField, string>;

const EMPTY: Values = { name: "", email: "", subject: "", message: "" };

/** The message's hint counts characters once the cap comes into sight. */
const COUNT_FROM = CONTACT_LIMITS.message - 1000;

/**
 * The contact form (docs/product/accounts-and-commerce.md: name, email, subject and message, all required). Checked with the server's own
 * schema before sending; the product's toasts tell how it went, and a confirmation stays above the emptied form.
 */
export function ContactForm({ labelledBy }: { /** The id of the heading that names the form. */ labelledBy?: string }) {
  const { user } = useAuth();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const fieldId = (field: ContactField) => `${id}-${field}`;

  // a signed-in owner does not type their name and address again
  const blank: Values = user
    ? { ...EMPTY, name: [user.firstName, user.lastName].filter(Boolean).join(" "), email: user.email }
    : EMPTY;
  useEffect(() => {
    if (!user) return;
    setValues((v) => ({
      ...v,
      name: v.name || [user.firstName, user.lastName].filter(Boolean).join(" "),
      email: v.email || user.email,
    }));
  }, [user]);

  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  function change(field: ContactField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] === undefined ? e : { ...e, [field]: undefined }));
  }

  function showFieldErrors(fieldErrors: FieldErrors) {
    setErrors(fieldErrors);
    const first = firstInvalidField(CONTACT_FIELDS, fieldErrors);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed = contactBodySchema.safeParse(values);
    if (!parsed.success) {
      showFieldErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setErrors({});
    setSent(null);
    setBusy(true);
    const body: ContactBody = parsed.data;
    const result = await sendContactMessage(body);
    setBusy(false);
    if (result.ok) {
      toast({ title: CONTACT_TOASTS.successTitle, description: result.message });
      trackEvent("contact_submitted");
      setValues(blank);
      setSent({ message: result.message, email: body.email });
      return;
    }
    setFormError(result.message);
    toast({ title: CONTACT_TOASTS.errorTitle, description: result.message, variant: "destructive" });
    if (!result.network) showFieldErrors(result.fieldErrors);
  }

  const length = values.message.trim().length;

  return (
    <div className="grid gap-6">
      {sent ? (
        <div
          ref={confirmationRef}
          tabIndex={-1}
          role="status"
          className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4"
        >
          <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden="true" />
          <div>
            <p className="font-semibold text-stone-900">{CONTACT_TOASTS.successTitle}</p>
            <p className="mt-1 text-stone-700">{sent.message}</p>
            <p className="mt-1 text-sm text-stone-600">
              Our answer will go to <span className="font-medium break-words text-stone-800">{sent.email}</span>.
            </p>
          </div>
        </div>
      ) : null}

      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={busy} aria-labelledby={labelledBy} inert={!hydrated}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={fieldId("name")}
            name="name"
            label="Name"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            value={values.name}
            onChange={(e) => change("name", e.target.value)}
            error={errors.name}
          />
          <TextField
            id={fieldId("email")}
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            value={values.email}
            onChange={(e) => change("email", e.target.value)}
            error={errors.email}
          />
        </div>
        <TextField
          id={fieldId("subject")}
          name="subject"
          label="Subject"
          required
          maxLength={CONTACT_LIMITS.subject}
          value={values.subject}
          onChange={(e) => change("subject", e.target.value)}
          error={errors.subject}
        />
        <TextAreaField
          id={fieldId("message")}
          name="message"
          label="Message"
          required
          rows={7}
          value={values.message}
          onChange={(e) => change("message", e.target.value)}
          hint={
            length >= COUNT_FROM
              ? `${length.toLocaleString("en-US")} of ${CONTACT_LIMITS.message.toLocaleString("en-US")} characters`
              : "Tell us about your project: the appliances, the space, your timeline or your question."
          }
          error={errors.message}
        />
        <FormAlert>{formError}</FormAlert>
        <div>
          <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
            {busy ? (
              <>
                <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
                Sending...
              </>
            ) : (
              <>
                <Send className="size-5" aria-hidden="true" />
                Send Message
              </>
            )}
          </Button>
        </div>
      </form>
    </div>
  );
}
