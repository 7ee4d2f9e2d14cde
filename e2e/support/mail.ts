import { expect } from '@playwright/test';
import { mailURL } from './ports.ts';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Waits for the newest mail to `to` that the local SMTP capture received and `matches`. */
export async function latestMail(
  to: string,
  matches: (mail: CapturedMail) => boolean = () => true,
): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailURL}/messages?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as CapturedMail[];
        found = mails.filter(matches).at(-1);
        return found !== undefined;
      },
      { timeout: 10_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found as CapturedMail;
}
