import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpCapture {
  url: string;
  messages: ParsedMail[];
  /** Resolves with the first message to `to` (already received or still to come). */
  waitFor(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail) =>
  [mail.to].flat().flatMap((address) => address?.value.map((v) => v.address?.toLowerCase()) ?? []);

export interface SmtpCaptureOptions {
  /** A port to listen on (to come back where a stopped capture was); a free one by default. */
  port?: number;
  /** Recipients refused with a permanent 550, as a server that knows no such mailbox. */
  refuse?: (address: string) => boolean;
}

/** A real SMTP server on a loopback port that keeps every message it receives. */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const messages: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuse?.(address.address)) return callback();
      callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, timeoutMs = 5000) {
      const wanted = to.toLowerCase();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const check = () => {
          const found = messages.find((mail) => recipients(mail).includes(wanted));
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else {
            waiters.push(check);
          }
        };
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
