import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { contactMessages, mailOutbox } from '../../db/schema.ts';

const CONTACT_EMAIL = 'desk@iagree.test';
let capture: SmtpCapture;
let ctx: TestContext;
let ipSequence = 0;

/** Each test writes from its own address so the per-IP limit of one test does not leak. */
function post(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    remoteAddress: `10.0.0.${ipSequence}`,
    headers,
  });
}

beforeAll(async () => {
  capture = await startSmtpCapture();
  ctx = await buildTestApp({
    SMTP_URL: capture.url,
    CONTACT_EMAIL,
    CONTACT_RATE_LIMIT: '3',
  });
});
afterAll(async () => {
  await ctx.close();
  await capture.close();
});
beforeEach(async () => {
  ipSequence += 1;
  capture.messages.length = 0;
  await ctx.db.delete(contactMessages);
});

describe('POST /api/contact', () => {
  it('stores the message, mails the operators and thanks the sender in Japanese', async () => {
    const res = await post({
      name: '山田 花子',
      email: 'hanako@example.jp',
      content: '公園のベンチを <b>増やして</b> ほしいです。',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'お問い合わせありがとうございます。担当者より折り返しご連絡いたします。',
    });

    const rows = await ctx.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: '山田 花子', email: 'hanako@example.jp', locale: 'ja' });

    const mail = await capture.waitFor(CONTACT_EMAIL);
    expect(mail.subject).toBe('[iAgree] お問い合わせ: 山田 花子');
    expect(mail.replyTo?.value[0]?.address).toBe('hanako@example.jp');
    expect(mail.text).toContain('公園のベンチを <b>増やして</b> ほしいです。');
    expect(mail.html).toContain('&lt;b&gt;増やして&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>増やして');
  });

  it('answers in English and writes the mail in English for an English caller', async () => {
    const res = await post(
      { name: 'Jane', email: 'jane@example.com', content: 'Hello' },
      { 'x-client-locale': 'en' },
    );
    expect(res.json()).toEqual({
      message: 'Thank you for your contact. We will get back to you shortly!',
    });
    const mail = await capture.waitFor(CONTACT_EMAIL);
    expect(mail.subject).toBe('[iAgree] Contact from Jane');
    expect(mail.text).toContain('Name: Jane');
  });

  it('accepts an address it cannot reply to, without a Reply-To', async () => {
    const res = await post({ name: 'Ken', email: 'ken at home', content: 'Hi' });
    expect(res.statusCode).toBe(200);
    const mail = await capture.waitFor(CONTACT_EMAIL);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('ken at home');
  });

  it('refuses empty and missing fields with 422, one message per field, storing nothing', async () => {
    const res = await post({ name: '  ', content: '' }, { 'x-client-locale': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      content: ['Content is required'],
    });
    const ja = await post({ name: '', email: '', content: '' });
    expect(ja.json().errors.name).toEqual(['お名前は必須です']);
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(0);
    expect(capture.messages).toHaveLength(0);
  });

  it('pretends to succeed for a filled honeypot but keeps and sends nothing', async () => {
    const res = await post({
      name: 'bot',
      email: 'bot@spam.test',
      content: 'cheap pills',
      website: 'https://spam.test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('お問い合わせありがとうございます');
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(capture.messages).toHaveLength(0);
  });

  it('limits the messages per IP address with 429', async () => {
    const body = { name: 'A', email: 'a@example.jp', content: 'x' };
    for (let i = 0; i < 3; i += 1) expect((await post(body)).statusCode).toBe(200);
    const refused = await post(body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
    );
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(3);

    ipSequence += 1;
    expect((await post(body)).statusCode).toBe(200);
  });
});

describe('POST /api/contact while the SMTP server is down', () => {
  it('thanks the sender and keeps the message with its mail queued', async () => {
    // Nothing listens on port 9 of the loopback, so the SMTP connection is refused.
    const token = 'a-long-metrics-token-for-tests';
    const outage = await buildTestApp({
      SMTP_URL: 'smtp://127.0.0.1:9',
      CONTACT_EMAIL,
      METRICS_TOKEN: token,
    });
    try {
      const res = await outage.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'A', email: 'a@example.jp', content: 'x' },
      });
      expect(res.statusCode).toBe(200);
      expect(await outage.db.select().from(contactMessages)).toHaveLength(1);
      const [queued] = await outage.db.select().from(mailOutbox);
      expect(queued).toMatchObject({
        recipient: CONTACT_EMAIL,
        replyTo: 'a@example.jp',
        sentAt: null,
      });
      const metrics = await outage.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(metrics.body).toMatch(/^iagree_mail_queue_depth 1$/m);
    } finally {
      await outage.close();
    }
  });
});
