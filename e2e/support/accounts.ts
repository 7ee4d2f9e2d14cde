import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestMail } from './mail.ts';

/** An address no other test (or earlier run against the same server) uses. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.jp`;
}

const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

/** The path (with query) of the newest link matching `pathPattern` in a mail to `to`. */
export async function linkInMail(to: string, pathPattern: RegExp): Promise<string> {
  const mail = await latestMail(to, ({ text }) => linksIn(text).some((l) => pathPattern.test(l)));
  const url = linksIn(mail.text).find((link) => pathPattern.test(link)) as string;
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/** Signs up and activates an account through the API, as the mail link would. */
export async function activatedAccount(
  request: APIRequestContext,
  email: string,
  password: string,
) {
  const signup = await request.post('/api/auth/signup', {
    data: { name: 'E2E 利用者', email, password, password_confirmation: password, locale: 'ja' },
  });
  expect(signup.status()).toBe(201);
  const link = await linkInMail(email, /activationToken=/);
  const token = new URL(link, 'http://x').searchParams.get('activationToken') ?? '';
  expect((await request.get(`/api/auth/signup/activate/${token}`)).ok()).toBe(true);
}

export async function userRoleCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'user-role')?.value;
}
