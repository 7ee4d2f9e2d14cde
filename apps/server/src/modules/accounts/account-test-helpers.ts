import type { ParsedMail } from 'mailparser';
import type { TestContext } from '../../test/build-test-app.ts';

let sequence = 0;

/** A fresh client address per call, so that only the rate limit a test aims at counts. */
export function nextIp(): string {
  sequence += 1;
  return `10.${20 + Math.floor(sequence / 60000)}.${Math.floor(sequence / 250) % 240}.${sequence % 250}`;
}

export interface CallOptions {
  ip?: string;
  locale?: 'ja' | 'en';
  headers?: Record<string, string>;
}

/** A JSON call as a browser would make it; English unless told. */
export function call(
  ctx: TestContext,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  options: CallOptions = {},
) {
  return ctx.app.inject({
    method,
    url,
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    remoteAddress: options.ip ?? nextIp(),
    headers: { 'x-client-locale': options.locale ?? 'en', ...options.headers },
  });
}

/** The token of the first link to `path` in a mail's text, checking the HTML has it too. */
export function linkToken(mail: ParsedMail, pattern: RegExp): string {
  const match = pattern.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no link matching ${pattern} in:\n${mail.text}`);
  if (typeof mail.html !== 'string' || !mail.html.includes(match[0])) {
    throw new Error('the HTML part lacks the link');
  }
  return decodeURIComponent(match[1]);
}

export const ACTIVATION_LINK = /http:\/\/iagree\.test\/login\?activationToken=([\w%-]+)/;
export const RESET_LINK = /http:\/\/iagree\.test\/api\/password\/reset\/([\w%-]+)/;
