import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { outboxMails } from '../../../test/outbox-files.ts';
import { ACTIVATION_LINK, call, linkToken } from '../account-test-helpers.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('account mail without SMTP_URL', () => {
  it('writes the activation mail as an .eml file under DATA_DIR/mail', async () => {
    const res = await call(ctx, 'POST', '/api/auth/signup', {
      name: 'Outbox',
      email: 'outbox@example.jp',
      password: 'outbox-pass-2026',
      password_confirmation: 'outbox-pass-2026',
    });
    expect(res.statusCode).toBe(201);
    const mails = await outboxMails(ctx.dataDir);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('outbox@example.jp');
    expect(mail?.subject).toBe('[iAgree] Activate your account');
    expect(linkToken(mail!, ACTIVATION_LINK)).toMatch(/^[\w-]{43}$/);
  });
});
