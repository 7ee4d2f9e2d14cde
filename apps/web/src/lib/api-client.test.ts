import {
  accountCalls,
  categoryCalls,
  configCalls,
  contactCalls,
  statementCalls,
} from '@iagree/contract';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { errorAnswer } from '@/testing/handlers';
import { recordRequests, server } from '@/testing/server';
import { ApiError, call, callEarly } from './api-client';

const message = { name: 'A', email: 'a@example.test', content: 'Hello' };

describe('api client', () => {
  it('sends the locale header, same-origin credentials and a JSON body', async () => {
    let sent: Request | undefined;
    server.use(
      http.post('/api/contact', ({ request }) => {
        sent = request.clone();
        return HttpResponse.json({ message: 'ok' });
      }),
    );

    await expect(call(contactCalls.send, { body: message })).resolves.toEqual({ message: 'ok' });

    expect(sent?.headers.get('X-Client-Locale')).toBe('ja');
    expect(sent?.headers.get('Content-Type')).toBe('application/json');
    expect(sent?.credentials).toBe('same-origin');
    expect(await sent?.json()).toEqual(message);
  });

  it('turns an error body into an ApiError with status, message and field errors', async () => {
    server.use(
      http.post('/api/contact', () =>
        errorAnswer(422, 'Invalid', { errors: { name: ['Name is required'] } }),
      ),
    );

    const error = await call(contactCalls.send, { body: message }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Invalid',
      errors: { name: ['Name is required'] },
      isClientError: true,
    });
  });

  it('falls back to the localized generic message when the body says nothing', async () => {
    server.use(http.get('/api/config', () => HttpResponse.text('oops', { status: 500 })));

    await expect(call(configCalls.get)).rejects.toMatchObject({
      status: 500,
      message: 'エラーが発生しました。',
    });
  });

  it('reads an error body by hand: keeps the message and code, drops field errors that are not text', async () => {
    server.use(
      http.post('/api/contact', () =>
        HttpResponse.json(
          { message: 'Invalid', code: 'why', errors: { name: ['Required', 3], email: 'no' } },
          { status: 422 },
        ),
      ),
    );

    await expect(call(contactCalls.send, { body: message })).rejects.toMatchObject({
      status: 422,
      message: 'Invalid',
      code: 'why',
      errors: { name: ['Required'] },
    });
  });

  it('checks the answer against the described schema in tests', async () => {
    server.use(http.get('/api/auth/user', () => HttpResponse.json({ id: 'not a number' })));

    await expect(call(accountCalls.currentUser)).rejects.toThrow();
  });

  it('adds query parameters, skipping empty ones', async () => {
    const sent = recordRequests();

    await call(statementCalls.list, {
      query: { sortBy: 'created_at_desc', offset: 0, keyword: undefined },
    });

    expect(sent[0]?.url.search).toBe('?sortBy=created_at_desc&offset=0');
  });

  it('answers the first call of a GET started early with it, and asks again after', async () => {
    const sent = recordRequests();

    callEarly(categoryCalls.list, { query: { language: 'en' } });
    await call(categoryCalls.list, { query: { language: 'en' } });
    expect(sent).toHaveLength(1);

    await call(categoryCalls.list, { query: { language: 'en' } });
    expect(sent).toHaveLength(2);
  });

  describe('call', () => {
    it('fills the path from the description and sends the query and the body', async () => {
      const sent = recordRequests();
      server.use(
        http.post('/api/auth/comments/delete/:id', () =>
          HttpResponse.json({ message: 'ok', comment_count: 2 }),
        ),
      );

      await expect(
        call(statementCalls.deleteComment, { params: { id: 7 }, body: { comment_id: 3 } }),
      ).resolves.toEqual({ message: 'ok', comment_count: 2 });

      expect(sent.map((request) => [request.method, request.url.pathname])).toEqual([
        ['POST', '/api/auth/comments/delete/7'],
      ]);
      expect(await sent[0]?.json()).toEqual({ comment_id: 3 });
    });

    it('checks the answer against the described schema of its status in tests', async () => {
      server.use(
        http.put('/api/auth/statements/:id/follow', () => HttpResponse.json({ following: 'yes' })),
      );

      await expect(call(statementCalls.follow, { params: { id: 1 } })).rejects.toThrow();
    });
  });
});
