import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type CapturedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on loopback that keeps every message it receives, so tests exercise the same
 * nodemailer path production uses. Plain text on purpose: no TLS on a loopback test socket.
 */
export async function startSmtpCapture(options: { port?: number } = {}): Promise<{
  url: string;
  messages: CapturedMail[];
  /** Resolves with the next message received (or one already waiting beyond `alreadySeen`). */
  nextMessage(alreadySeen?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}> {
  const messages: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // no reverse DNS of the loopback client: a slow resolver would hold back the greeting
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = session.envelope;
        messages.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : "",
          to: envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async nextMessage(alreadySeen = messages.length) {
      while (messages.length <= alreadySeen) {
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
      return messages[alreadySeen]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable (soft line breaks, =XX bytes), the encoding nodemailer picks for text parts. */
export function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The decoded text/plain part of a raw MIME message (single-part or multipart). */
export function plainTextOf(raw: string): string {
  const match = raw.match(/Content-Type: text\/plain[^\r\n]*\r?\n((?:[^\r\n]+\r?\n)*?)\r?\n([\s\S]*?)(?:\r?\n--[^\r\n]+|$)/i);
  if (!match) throw new Error(`no text/plain part in the captured mail:\n${raw}`);
  const headers = match[1] ?? "";
  const body = match[2] ?? "";
  const encoding = headers.match(/Content-Transfer-Encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** The reset link in a mail's plain text. */
export function extractResetLink(text: string): string {
  const match = text.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_%-]+/);
  if (!match) throw new Error(`no reset link in the mail:\n${text}`);
  return match[0];
}
