import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID, sharedMessages } from '@iagree/contract';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestContext } from './test/build-test-app.ts';
import type { TestUser } from './test/factories.ts';
import {
  minimalEventFields as eventFields,
  minimalStatementFields as statementFields,
  uploadFixture,
} from './test/upload-routes.ts';
import { multipartForm } from './test/uploads.ts';

/** Items 6 and 7 of issue 10: ids PostgreSQL cannot hold and control characters in text. */

let ctx: TestContext;
let user: TestUser;
let organiser: TestUser;
let statementId: number;
let eventId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  ({ user, organiser, statementId, eventId } = await uploadFixture(ctx));
});
afterAll(() => ctx.close());

const TOO_BIG = String(MAX_ID + 1);

describe('ids above PostgreSQL’s integer', () => {
  const cases: Array<[string, () => InjectOptions, string]> = [
    ['a statement', () => ({ url: `/api/statements/${TOO_BIG}` }), 'id'],
    ['a list category', () => ({ url: `/api/statements?category=${TOO_BIG}` }), 'category'],
    [
      'the edit form',
      () => ({ url: `/api/auth/user/statements/${TOO_BIG}/edit`, headers: user.auth }),
      'id',
    ],
    [
      'a statement delete',
      () => ({
        method: 'POST',
        url: `/api/auth/user/statements/delete/${TOO_BIG}`,
        headers: user.auth,
      }),
      'id',
    ],
    [
      'a statement update',
      () => ({
        method: 'POST',
        url: `/api/auth/user/statements/update/${TOO_BIG}`,
        headers: user.auth,
        payload: multipartForm(statementFields),
      }),
      'id',
    ],
    [
      'categories[] of a new statement',
      () => ({
        method: 'POST',
        url: '/api/auth/statements',
        headers: user.auth,
        payload: multipartForm({ ...statementFields, categories: `1,${TOO_BIG}` }),
      }),
      'categories',
    ],
    [
      'removed_images of an update',
      () => ({
        method: 'POST',
        url: `/api/auth/user/statements/update/${statementId}`,
        headers: user.auth,
        payload: multipartForm({ ...statementFields, removed_images: TOO_BIG }),
      }),
      'removed_images',
    ],
    [
      'an agree',
      () => ({
        method: 'POST',
        url: '/api/auth/agrees',
        headers: user.auth,
        payload: { statement_id: TOO_BIG },
      }),
      'statement_id',
    ],
    [
      'an un-agree',
      () => ({ method: 'POST', url: `/api/auth/agrees/delete/${TOO_BIG}`, headers: user.auth }),
      'id',
    ],
    [
      'a comment',
      () => ({
        method: 'POST',
        url: '/api/auth/comments',
        headers: user.auth,
        payload: { statement_id: Number(TOO_BIG), comment: 'こんにちは' },
      }),
      'statement_id',
    ],
    [
      'a comment delete',
      () => ({
        method: 'POST',
        url: `/api/auth/comments/delete/${statementId}`,
        headers: user.auth,
        payload: { comment_id: TOO_BIG },
      }),
      'comment_id',
    ],
    ['an event', () => ({ url: `/api/events/${TOO_BIG}` }), 'id'],
    ['an event category', () => ({ url: `/api/events?category=${TOO_BIG}` }), 'category'],
    ['event comments', () => ({ url: `/api/events/${TOO_BIG}/comments` }), 'id'],
    [
      'an event comment',
      () => ({
        method: 'POST',
        url: `/api/events/${TOO_BIG}/comments`,
        headers: user.auth,
        payload: { comment: 'こんにちは' },
      }),
      'id',
    ],
    [
      'an event update (event_id)',
      () => ({
        method: 'POST',
        url: `/api/auth/events/update/${TOO_BIG}`,
        headers: organiser.auth,
        payload: multipartForm(eventFields),
      }),
      'event_id',
    ],
    [
      'an event delete',
      () => ({ method: 'DELETE', url: `/api/auth/events/${TOO_BIG}`, headers: organiser.auth }),
      'id',
    ],
    [
      'categories[] of a new event',
      () => ({
        method: 'POST',
        url: '/api/auth/events',
        headers: organiser.auth,
        payload: multipartForm({ ...eventFields, categories: TOO_BIG }),
      }),
      'categories',
    ],
  ];

  it.each(cases)('answers 422 on the field for %s', async (_name, request, field) => {
    const res = await ctx.app.inject({ method: 'GET', ...request() });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('still finds the rows of ids in range', async () => {
    expect((await ctx.app.inject({ url: `/api/statements/${statementId}` })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/events/${eventId}` })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/statements/${MAX_ID}` })).statusCode).toBe(404);
  });
});

describe('control characters in text', () => {
  const refused = (locale: 'ja' | 'en') => sharedMessages[locale]['validation.control_characters'];

  const cases: Array<[string, () => InjectOptions, string]> = [
    [
      'a statement comment',
      () => ({
        method: 'POST',
        url: '/api/auth/comments',
        headers: user.auth,
        payload: { statement_id: statementId, comment: 'a\u0000b' },
      }),
      'comment',
    ],
    ['an event keyword', () => ({ url: '/api/events?keyword=%00' }), 'keyword'],
    ['a place search', () => ({ url: '/api/geo/search?q=%E6%9D%B1%00' }), 'q'],
    [
      'a multipart statement title',
      () => ({
        method: 'POST',
        url: '/api/auth/statements',
        headers: user.auth,
        payload: multipartForm({ ...statementFields, title: 'タイ\u0000トル' }),
      }),
      'title',
    ],
    [
      'a multipart event description',
      () => ({
        method: 'POST',
        url: `/api/auth/events/update/${eventId}`,
        headers: organiser.auth,
        payload: multipartForm({ ...eventFields, description: 'bell\u0007' }),
      }),
      'description',
    ],
    [
      'an event comment place',
      () => ({
        method: 'POST',
        url: `/api/events/${eventId}/comments`,
        headers: user.auth,
        payload: { comment: 'ok', location: { locationName: 'x\u001b[31m' } },
      }),
      'location.locationName',
    ],
    [
      'a signup name',
      () => ({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          name: 'na\u0000me',
          email: 'nul@example.test',
          password: 'a long enough passphrase',
          password_confirmation: 'a long enough passphrase',
        },
      }),
      'name',
    ],
    [
      'a login e-mail',
      () => ({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a\u0000b@example.test', password: 'whatever-it-is' },
      }),
      'email',
    ],
    [
      'a login password',
      () => ({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'pass\u0000word' },
      }),
      'password',
    ],
    [
      'a contact message',
      () => ({
        method: 'POST',
        url: '/api/contact',
        payload: { name: '名前', email: 'a@example.test', content: 'C1 \u0085 control' },
      }),
      'content',
    ],
  ];

  it.each(cases)('refuses them in %s with the field message', async (_name, request, field) => {
    const res = await ctx.app.inject({ method: 'GET', ...request() });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([refused('ja')]);
  });

  it('says so in English too', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/events?keyword=%00',
      headers: { 'x-client-locale': 'en' },
    });
    expect(res.json().errors.keyword).toEqual([refused('en')]);
  });

  it('keeps line breaks and tabs', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/comments',
      headers: user.auth,
      payload: { statement_id: statementId, comment: '一行目\r\n二行目\n\tおわり' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.comment).toBe('一行目\r\n二行目\n\tおわり');
  });
});
