import type { Database } from "../db/client";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Sends e-mail: always recorded in the outbox table; over SMTP too when SMTP_URL is set. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(_options: { database: Database; smtpUrl: string | undefined; from: string }): Mailer {
  return {
    async send() {
      // filled in by the password-reset work
    },
  };
}
