import { SITE } from "../../../domain/site/site-settings";
import type { MailMessage } from "../../mail/mailer";
import { actionButton, escapeHtml, htmlMail } from "../../mail/templates";

/** One line of a subject or a sentence: newlines and runs of spaces someone typed become one space. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/**
 * The contractor's invitation: who asks, where the work is (city and state only), and the private link. The
 * token is a secret of the mail: the stored copy drops it once the mail server has the message.
 */
export function bidInvitationMail(options: {
  to: string;
  contractorName: string;
  ownerName: string;
  location: string;
  link: string;
  token: string;
}): MailMessage {
  const { to, link, token } = options;
  const contractor = oneLine(options.contractorName);
  const owner = oneLine(options.ownerName) || "A homeowner";
  const where = oneLine(options.location);
  const greeting = contractor ? `Hello ${contractor},` : "Hello,";
  const ask = `${owner} invites you to bid on an outdoor kitchen${where ? ` in ${where}` : ""}.`;
  const text = [
    greeting,
    "",
    ask,
    "The link below opens the Statement of Work and the bid form: price each row, save a draft as often as you like, and submit when the bid is complete. You need no account.",
    "",
    link,
    "",
    "The link is yours alone: anyone holding it can see the scope and answer for your company.",
    "",
    `— ${SITE.name}`,
  ].join("\n");
  const href = escapeHtml(link);
  const html = htmlMail(`<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(ask)}</p>
<p style="margin:0 0 24px">The link below opens the Statement of Work and the bid form: price each row, save a draft as often as you like, and submit when the bid is complete. You need no account.</p>
${actionButton(href, "Open the bid form")}
<p style="margin:0 0 16px;font-size:14px">Or copy this address into your browser:<br><a href="${href}" style="color:#c2410c;word-break:break-all">${href}</a></p>
<p style="margin:0;font-size:14px;color:#57534e">The link is yours alone: anyone holding it can see the scope and answer for your company.</p>`);
  return {
    kind: "bid_invitation",
    to,
    subject: `${owner} invites you to bid on an outdoor kitchen${where ? ` in ${where}` : ""}`,
    text,
    html,
    secrets: [token],
  };
}

/** The owner hears of each submission, with the way to the comparison. */
export function bidSubmittedMail(options: {
  to: string;
  ownerFirstName: string;
  company: string;
  projectName: string;
  revision: number;
  link: string;
}): MailMessage {
  const { to, link, revision } = options;
  const company = oneLine(options.company);
  const project = oneLine(options.projectName);
  const greeting = options.ownerFirstName.trim() ? `Hello ${oneLine(options.ownerFirstName)},` : "Hello,";
  const what = revision > 1 ? `${company} submitted a revised bid (revision ${revision}) for "${project}".` : `${company} submitted a bid for "${project}".`;
  const text = [greeting, "", what, "See it leveled beside the other bids:", "", link, "", `— ${SITE.name}`].join("\n");
  const href = escapeHtml(link);
  const html = htmlMail(`<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px">${escapeHtml(what)}</p>
${actionButton(href, "Compare the bids")}
<p style="margin:0;font-size:14px">Or copy this address into your browser:<br><a href="${href}" style="color:#c2410c;word-break:break-all">${href}</a></p>`);
  return { kind: "bid_submitted", to, subject: `${company} submitted a bid`, text, html, link };
}
