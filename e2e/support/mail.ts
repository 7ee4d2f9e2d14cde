import { expect } from '@playwright/test';
import { mailURL } from './ports.ts';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Waits for the newest mail to `to` that the local SMTP capture received. */
export async function latestMail(to: string): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailURL}/messages?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as CapturedMail[];
        found = mails.at(-1);
        return mails.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  return found as CapturedMail;
}
