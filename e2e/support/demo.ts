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

/** A PDF named as a JPEG, which the browser takes for image/jpeg by its name. */
export const pdfNamedJpg = (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
});

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A file that starts as a PNG and has `megabytes` of nothing after it. */
export const bigPngFile = (name: string, megabytes: number) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(megabytes * 1024 * 1024)]),
});

/** A PNG's first bytes and then garbage: only the server's decoder finds it broken. */
export const brokenPngFile = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG_SIGNATURE, Buffer.from('not really an image')]),
});
