import { expect } from '@playwright/test';
import type { FacebookUser } from '../../apps/server/src/test/fake-facebook.ts';
import type { LineUser } from '../../apps/server/src/test/fake-line.ts';
import { mailURL } from './ports.ts';

async function loginAs(provider: 'facebook' | 'line', user: unknown) {
  const response = await fetch(`${mailURL}/social/${provider}`, {
    method: 'PUT',
    body: JSON.stringify(user),
  });
  expect(response.ok).toBe(true);
}

/** Who the fake Facebook login dialog logs in next; null: the user cancels. */
export const facebookLogsInAs = (user: FacebookUser | null) => loginAs('facebook', user);

/** Who the fake LINE Login logs in next. */
export const lineLogsInAs = (user: LineUser) => loginAs('line', user);
