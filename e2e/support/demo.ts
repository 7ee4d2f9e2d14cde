import { expect, type Page } from '@playwright/test';

/** The password of every demo account the server seeds. */
export const DEMO_PASSWORD = 'iagree-demo-2026';
export const DEMO_USER = 'hanako@iagree.local';
export const DEMO_ORGANISER = 'organizer@iagree.local';

/** An 8×6 PNG; the server re-encodes whatever it accepts. */
export const pngFile = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNQWjUTK2IYSAkAh7NC8Yn4KvwAAAAASUVORK5CYII=',
    'base64',
  ),
});

/** Logs in through the API; the session cookies land in the page's context. */
export async function logIn(page: Page, email: string) {
  const response = await page.request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
}
