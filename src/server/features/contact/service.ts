import { CONTACT_SENT_MESSAGE, type ContactAnswer, type ContactBody, SITE } from "../../../domain";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { MailLog, Mailer } from "../../mail/mailer";
import { contactMessageMail } from "../../mail/templates";

/**
 * Keeps a contact message and mails it to the support address. The row is written first, so whatever
 * happens to the mail afterwards, support can still read the message; a mail that cannot even be queued
 * is logged for the operator and the visitor is still thanked (their message is safe).
 */
export async function submitContactMessage(options: {
  db: Db;
  mailer: Mailer;
  body: ContactBody;
  ipAddress: string | null;
  userId: number | null;
  log: MailLog;
}): Promise<ContactAnswer> {
  const { db, mailer, body, ipAddress, userId, log } = options;
  const [row] = await db
    .insert(contactMessages)
    .values({ ...body, ipAddress, userId })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("the contact message insert returned no row");

  try {
    await mailer.send(contactMessageMail({ to: SITE.supportEmail, messageId: row.id, ...body, userId }), log);
  } catch (err) {
    log.error({ err, contactMessageId: row.id }, "the contact message is stored but could not be mailed to support");
  }
  return { success: true, message: CONTACT_SENT_MESSAGE };
}
