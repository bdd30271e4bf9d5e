// The mails an award sends: the winner is told to open the link of their invitation (only its hash is kept,
// so the mail cannot carry it again); every other bidder is thanked.
import { SITE } from "../../../domain/site/site-settings";
import type { MailMessage } from "../../mail/mailer";
import { escapeHtml } from "../../mail/templates";

type AwardMail = { to: string; name: string; projectName: string; ownerName: string };

function greeting(name: string): string {
  return name.trim() ? `Hello ${name.trim()},` : "Hello,";
}

function mail(to: string, subject: string, lines: string[]): MailMessage {
  const text = [...lines, "", `— ${SITE.name}`].join("\n");
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
${lines.filter((l) => l !== "").map((l) => `<p style="margin:0 0 16px">${escapeHtml(l)}</p>`).join("\n")}
<p style="margin:0;color:#57534e">${escapeHtml(SITE.name)}</p>
</body>
</html>`;
  return { kind: "other", to, subject, text, html };
}

export const AWARD_WON_SUBJECT = "Your bid was accepted";
export const AWARD_LOST_SUBJECT = "Thank you: the owner chose another bid";

export function awardWonMail(options: AwardMail): MailMessage {
  return mail(options.to, AWARD_WON_SUBJECT, [
    greeting(options.name),
    "",
    `${options.ownerName} accepted your bid for "${options.projectName}".`,
    "The agreement is ready: open the link from your invitation to read it, download it and accept it. " +
      "The owner accepts it too; once both of you have, it is locked and you can download the signed copy.",
  ]);
}

export function awardLostMail(options: AwardMail): MailMessage {
  return mail(options.to, AWARD_LOST_SUBJECT, [
    greeting(options.name),
    "",
    `Thank you for your bid for "${options.projectName}". ${options.ownerName} chose another bid this time.`,
    "Your bid link stays readable, but it takes no more revisions.",
  ]);
}
