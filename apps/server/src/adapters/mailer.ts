import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra header lines, e.g. List-Unsubscribe (nodemailer writes them as given). */
  headers?: Record<string, string>;
}

/** A mail as the queue hands it over: its Message-ID is derived from its queue row. */
export interface QueuedMail extends Mail {
  messageId: string;
}

export interface Mailer {
  send(mail: QueuedMail): Promise<void>;
}

/**
 * Whether the SMTP server refused the mail for good (a 5xx answer, such as an unknown
 * recipient): sending it again would be refused again. Anything else — a refused connection,
 * a timeout, a 4xx — is worth another try.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * The SMTP conversation must end well within the mail worker's lease (mail-worker.ts), so that
 * no other worker takes the mail while this one may still be sending it.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

interface Logger {
  info(obj: object, msg: string): void;
}

/** Where mail goes without SMTP_URL. */
export const outboxDir = (dataDir: string) => path.join(dataDir, 'mail');

/** SMTP when a URL is configured; otherwise each mail is written as an .eml file and logged. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // The file, not the log, holds the mail: its links (activation, reset) are credentials.
      options.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
