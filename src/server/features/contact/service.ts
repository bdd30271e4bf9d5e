import { CONTACT_SENT_MESSAGE, type ContactAnswer, type ContactBody } from "../../../domain/site/contact";
import { SITE } from "../../../domain/site/site-settings";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { MailLog, Mailer } from "../../mail/mailer";
import { contactMessageMail } from "../../mail/templates";

/**
 * Keeps a contact message and mails it to the support address: the message and its mail are written in one
 * transaction (both or neither), and the mail worker delivers the mail, retrying while the mail server is
 * away, so the visitor's answer never waits for it.
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
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...body, ipAddress, userId })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("the contact message insert returned no row");
    await mailer.send(contactMessageMail({ to: SITE.supportEmail, messageId: row.id, ...body, userId }), { db: tx, log });
  });
  mailer.wake();
  return { success: true, message: CONTACT_SENT_MESSAGE };
}
