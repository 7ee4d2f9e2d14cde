import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { openTestDatabase } from './test/database.ts';
import { ACTIVATION_LINK, linkToken } from './modules/accounts/account-test-helpers.ts';
import { outboxMails } from './test/outbox-files.ts';

/** The app as it runs, logging at info into lines this test reads; mail goes to the outbox. */
let app: App;
let handle: DatabaseHandle;
let dataDir: string;
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'iagree-log-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://iagree.test',
    LOG_LEVEL: 'info',
  });
  handle = await openTestDatabase();
  app = await buildApp({ config, db: handle.db, logStream: { write: (line) => lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the log', () => {
  it('says a mail was written to the outbox without its link, and redacts tokens in URLs', async () => {
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'Log',
        email: 'log@example.jp',
        password: 'log-pass-2026',
        password_confirmation: 'log-pass-2026',
      },
    });
    expect(signup.statusCode).toBe(201);
    const [mail] = await outboxMails(dataDir);
    const token = linkToken(mail!, ACTIVATION_LINK);
    expect(log()).toContain('mail written to outbox');

    const paths = [
      `/api/auth/signup/activate/${token}`,
      `/api/auth/password/reset/${token}`,
      `/api/password/reset/${token}`,
      `/login?activationToken=${token}`,
      `/api/auth/social/line/callback?code=${token}&state=${token}`,
      `/api/notifications/unsubscribe/${token}`,
      `/unsubscribe/${token}`,
    ];
    for (const url of paths) await app.inject({ method: 'GET', url });

    const requests = lines
      .map((line) => JSON.parse(line) as { req?: { url: string } })
      .flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(requests).toEqual(
      expect.arrayContaining([
        '/api/auth/signup/activate/[redacted]',
        '/api/auth/password/reset/[redacted]',
        '/api/password/reset/[redacted]',
        '/login?activationToken=[redacted]',
        '/api/auth/social/line/callback?code=[redacted]&state=[redacted]',
        '/api/notifications/unsubscribe/[redacted]',
        '/unsubscribe/[redacted]',
      ]),
    );
    expect(log()).not.toContain(token);
  });
});
