// The contact form (docs/product/accounts-and-commerce.md sections 2, 5 and 8): its request body, shared by the form and
// the server, and the words both sides show.
import { z } from "zod";
import { emailSchema } from "../accounts/accounts";
import { SITE } from "./site-settings";
import { text } from "../common/text";

/**
 * Size caps of the contact form. A real enquiry fits easily (5,000 characters is about two pages); the caps
 * keep one request from filling the support inbox and the contact_messages table with a book, and keep the
 * name and subject short enough to read in a mail client's list of messages.
 */
export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const;

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const LABELS: Record<ContactField, string> = { name: "Name", email: "Email", subject: "Subject", message: "Message" };

function required(field: ContactField): string {
  return `${LABELS[field]} is required`;
}

function tooLong(field: ContactField, max: number): string {
  return `${LABELS[field]} must be at most ${max.toLocaleString("en-US")} characters`;
}

/** A required text, trimmed; a missing value or one of another type is "required" too, not a type error. */
const requiredText = (field: ContactField, max: number) =>
  text({ error: required(field) })
    .trim()
    .min(1, { message: required(field) })
    .max(max, { message: tooLong(field, max) });

/** POST /api/contact (docs/product/accounts-and-commerce.md: name, email, subject and message, all required; the e-mail in e-mail format). */
export const contactBodySchema = z.object({
  name: requiredText("name", CONTACT_LIMITS.name),
  email: text({ error: required("email") })
    .trim()
    .min(1, { message: required("email") })
    .pipe(emailSchema),
  subject: requiredText("subject", CONTACT_LIMITS.subject),
  message: requiredText("message", CONTACT_LIMITS.message),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

/** The answer of POST /api/contact. */
export const contactAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;

/** The server's answer once a message is stored. */
export const CONTACT_SENT_MESSAGE = `Thank you for contacting us. We'll get back to you within ${SITE.replyWithin}.`;

/** The product's toasts of the contact form (error catalogue, "Contact"). */
export const CONTACT_TOASTS = {
  successTitle: "Message Sent",
  /** When the server's answer carries no message of its own. */
  successFallback: CONTACT_SENT_MESSAGE,
  errorTitle: "Error",
  /** When the server refused without a message of its own. */
  failureFallback: "Failed to send message. Please try again.",
  /** When the server could not be reached. */
  network: "An error occurred. Please try again later.",
} as const;

/**
 * The tel: address of a US phone number as people write it ("(916) 555-0142" -> "tel:+19165550142"), so a
 * phone dials it from anywhere.
 */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:${digits}`;
}
