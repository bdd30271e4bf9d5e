import { purchaseNextSteps } from "../../domain/commerce/after-purchase";
import { fromCents, RUSH_FEE_USD, type ServiceTier, tierName } from "../../domain/commerce/tiers";
import { formatUsd } from "../../domain/common/format";
import { SITE } from "../../domain/site/site-settings";
import type { MailMessage } from "./mailer";

/** Text interpolated into HTML mail must never become markup (a first name is user input). */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** "1 hour", "2 hours", "30 minutes": how long a link stays valid, in words a reader expects. */
export function describeDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes >= 60 && minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? "1 hour" : `${hours} hours`;
  }
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** The frame every HTML mail shares: a white card on a light page, inline styles only (mail clients drop the rest). */
export function htmlMail(content: string): string {
  return `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px">
<tr><td style="padding:32px">
${content}
</td></tr>
</table>
</body>
</html>`;
}

/** The one call to action of a mail, as a button. */
export function actionButton(href: string, label: string): string {
  return `<p style="margin:0 0 24px"><a href="${href}" style="display:inline-block;padding:12px 20px;background:#c2410c;color:#ffffff;text-decoration:none;border-radius:12px;font-weight:bold">${label}</a></p>`;
}

export function passwordResetMail(options: {
  to: string;
  firstName: string;
  link: string;
  token: string;
  validForMs: number;
}): MailMessage {
  const { to, firstName, link, token, validForMs } = options;
  const validity = describeDuration(validForMs);
  const greeting = firstName.trim() ? `Hello ${firstName.trim()},` : "Hello,";
  const text = [
    greeting,
    "",
    `We received a request to reset the password of your ${SITE.name} account.`,
    "Open this link to choose a new password:",
    "",
    link,
    "",
    `The link expires in ${validity} and works only once.`,
    "",
    "If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.",
    "",
    `— ${SITE.name}`,
  ].join("\n");
  const href = escapeHtml(link);
  const html = htmlMail(`<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px">We received a request to reset the password of your ${SITE.name} account.</p>
${actionButton(href, "Choose a new password")}
<p style="margin:0 0 16px;font-size:14px">Or copy this address into your browser:<br><a href="${href}" style="color:#c2410c;word-break:break-all">${href}</a></p>
<p style="margin:0 0 16px;font-size:14px">The link expires in ${validity} and works only once.</p>
<p style="margin:0;font-size:14px;color:#57534e">If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.</p>`);
  return {
    kind: "password_reset",
    to,
    subject: `Reset your ${SITE.name} password`,
    text,
    html,
    link,
    secrets: [token],
  };
}

export function orderConfirmationMail(options: {
  to: string;
  firstName: string;
  orderId: number;
  tier: ServiceTier;
  amountCents: number;
  rushFee: boolean;
  projectName: string;
  projectId: number;
  /** Where the customer downloads the documents. */
  documentsUrl: string;
}): MailMessage {
  const { to, firstName, orderId, tier, amountCents, rushFee, projectName, projectId, documentsUrl } = options;
  const greeting = firstName.trim() ? `Hello ${firstName.trim()},` : "Hello,";
  const amount = formatUsd(fromCents(amountCents));
  const rows: Array<[string, string]> = [
    ["Order", `#${orderId}`],
    ["Service package", tierName(tier)],
    ["Project", `${projectName} (#${projectId})`],
    ...(rushFee ? ([["Rush delivery", `Next business day (${formatUsd(RUSH_FEE_USD)} included)`]] as Array<[string, string]>) : []),
    ["Amount paid", amount],
  ];
  // what happens next, in the words of the payment success page
  const nextSteps = purchaseNextSteps(tier, rushFee);
  const text = [
    greeting,
    "",
    `Thank you for your purchase. Your ${tierName(tier)} package for "${projectName}" is paid.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "What happens next:",
    ...nextSteps.map((step) => `- ${step.title}: ${step.text}`),
    "",
    "Your Statement of Work is ready to download (PDF and HTML) from your projects:",
    documentsUrl,
    "",
    "The payment was processed by our card payment provider; your card number is not stored on our servers.",
    "",
    `— ${SITE.name}`,
  ].join("\n");
  const href = escapeHtml(documentsUrl);
  const tableRows = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 0;color:#57534e">${escapeHtml(label)}</td><td style="padding:6px 0;text-align:right;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = htmlMail(`<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px">Thank you for your purchase. Your ${escapeHtml(tierName(tier))} package for &ldquo;${escapeHtml(projectName)}&rdquo; is paid.</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 24px;font-size:14px;border-top:1px solid #e7e5e4;border-bottom:1px solid #e7e5e4">${tableRows}</table>
${actionButton(href, "Download your Statement of Work")}
<h2 style="margin:0 0 12px;font-size:16px">What happens next</h2>
<ul style="margin:0 0 24px;padding:0 0 0 20px;font-size:14px;line-height:1.5">${nextSteps
    .map((step) => `<li style="margin:0 0 8px"><strong>${escapeHtml(step.title)}:</strong> ${escapeHtml(step.text)}</li>`)
    .join("")}</ul>
<p style="margin:0;font-size:14px;color:#57534e">The payment was processed by our card payment provider; your card number is not stored on our servers.</p>`);
  return {
    kind: "order_confirmation",
    to,
    subject: `Your ${tierName(tier)} package is confirmed (order #${orderId})`,
    text,
    html,
    link: documentsUrl,
  };
}

/** One line of a header or a table cell: newlines and runs of spaces a visitor typed become one space. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/**
 * A contact-form message for the support inbox. Replies go to the visitor (Reply-To), and the visitor's
 * address is also printed at the top, for mail clients that ignore Reply-To and for the local outbox.
 */
export function contactMessageMail(options: {
  to: string;
  messageId: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The sender's account, when they were signed in. */
  userId: number | null;
}): MailMessage {
  const { to, messageId, email, message, userId } = options;
  const name = oneLine(options.name);
  const subject = oneLine(options.subject);
  const rows: Array<[string, string]> = [
    ["From", name],
    ["Email", email],
    ["Subject", subject],
    ["Account", userId === null ? "Not signed in" : `Signed in (user #${userId})`],
    ["Reference", `#${messageId}`],
  ];
  const text = [
    `New message from the ${SITE.name} contact form.`,
    `Reply to this e-mail to answer ${name} at ${email}.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    "",
    message,
  ].join("\n");
  const replyHref = escapeHtml(`mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`);
  const tableRows = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 16px 6px 0;color:#57534e;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;font-weight:bold;word-break:break-word">${
          label === "Email" ? `<a href="mailto:${escapeHtml(email)}" style="color:#c2410c">${escapeHtml(value)}</a>` : escapeHtml(value)
        }</td></tr>`,
    )
    .join("");
  const html = htmlMail(`<p style="margin:0 0 8px;font-size:14px;color:#57534e">New message from the ${SITE.name} contact form</p>
<h1 style="margin:0 0 24px;font-size:20px;line-height:1.3">${escapeHtml(subject)}</h1>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 24px;font-size:14px;border-top:1px solid #e7e5e4;border-bottom:1px solid #e7e5e4;width:100%">${tableRows}</table>
<div style="margin:0 0 24px;padding:16px;background:#f5f5f4;border-radius:12px;font-size:15px;line-height:1.5;white-space:pre-wrap;word-break:break-word">${escapeHtml(message)}</div>
${actionButton(replyHref, `Reply to ${escapeHtml(name)}`)}
<p style="margin:0;font-size:14px;color:#57534e">Replying to this e-mail also reaches ${escapeHtml(email)}.</p>`);
  return {
    kind: "contact",
    to,
    subject: `Contact form: ${subject} (from ${name})`,
    text,
    html,
    replyTo: { name, address: email },
  };
}
