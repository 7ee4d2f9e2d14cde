import { currentUserSchema } from '@iagree/contract';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { api, ApiError } from './api-client';

describe('api client', () => {
  it('sends the locale header, same-origin credentials and a JSON body', async () => {
    const fetchMock = mockFetch({ 'POST /api/contact': { body: { message: 'ok' } } });

    await expect(api.post('/api/contact', { name: 'A' })).resolves.toEqual({ message: 'ok' });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/contact');
    expect(headers.get('X-Client-Locale')).toBe('ja');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"name":"A"}');
  });

  it('turns an error body into an ApiError with status, message and field errors', async () => {
    mockFetch({
      'POST /api/contact': {
        status: 422,
        body: { message: 'Invalid', errors: { name: ['Name is required'] } },
      },
    });

    const error = await api.post('/api/contact', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Invalid',
      errors: { name: ['Name is required'] },
      isClientError: true,
    });
  });

  it('falls back to the localized generic message when the body says nothing', async () => {
    mockFetch({ 'GET /api/config': { status: 500, body: 'oops' } });

    await expect(api.get('/api/config')).rejects.toMatchObject({
      status: 500,
      message: 'エラーが発生しました。',
    });
  });

  it('validates the response with the given schema', async () => {
    mockFetch({ 'GET /api/auth/user': { body: { id: 'not a number' } } });

    await expect(api.get('/api/auth/user', { schema: currentUserSchema })).rejects.toThrow();
  });

  it('adds query parameters, skipping empty ones', async () => {
    const fetchMock = mockFetch({ 'GET /api/mcategories': { body: { data: [] } } });

    await api.get('/api/mcategories', { query: { language: 'en', category: undefined } });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/mcategories?language=en');
  });
});
