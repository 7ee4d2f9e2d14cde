import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EventComment, EventDetail } from '@iagree/contract';
import { makeEvent } from '@/testing/event-factory';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const comment = (id: number): EventComment => ({
  id,
  user_id: 100 + id,
  comment: `感想${id}`,
  username: `参加者${id}`,
  author_deleted: false,
  avatar: null,
  created_at: '2026-07-01T10:00:00.000Z',
  address: null,
  latitude: null,
  longitude: null,
});

const event: EventDetail = {
  ...makeEvent({ id: 5, title: '川べりの清掃', user_id: 9, address: null, comments_count: 25 }),
  statements: [{ id: 1, title: '最初の声', agree_count: 2 }],
  statements_total: 2,
  statements_next_cursor: 's1',
};

/** 25 comments in two pages (the second waits for `release()`), two linked statements. */
function stubServer() {
  const all = Array.from({ length: 25 }, (_, i) => comment(25 - i));
  let release = () => {};
  server.use(
    http.get('/api/events/5', () => HttpResponse.json({ data: event })),
    http.get('/api/events/5/comments', async ({ request }) => {
      if (!new URL(request.url).searchParams.get('cursor'))
        return HttpResponse.json({ data: all.slice(0, 20), total: 25, next_cursor: 'c6' });
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({ data: all.slice(20), total: 25, next_cursor: null });
    }),
    http.get('/api/events/5/statements', () =>
      HttpResponse.json({
        data: [{ id: 2, title: '次の声', agree_count: 0 }],
        total: 2,
        next_cursor: null,
      }),
    ),
  );
  return { release: () => release() };
}

const SLOW = { timeout: 5000 };

describe('the event detail page', () => {
  it('loads older comments with “More comments”, busy while loading, gone at the end', async () => {
    const stub = stubServer();
    renderApp('/event/5');
    const user = userEvent.setup();
    const more = await screen.findByRole('button', { name: 'コメントをもっと見る' }, SLOW);
    expect(screen.getAllByText(/^感想/)).toHaveLength(20);

    await user.click(more);
    await waitFor(() => expect(more.hasAttribute('data-loading')).toBe(true));
    stub.release();
    await waitFor(() => expect(screen.getAllByText(/^感想/)).toHaveLength(25));
    expect(screen.getAllByText(/^感想/).at(-1)?.textContent).toBe('感想1');
    expect(screen.queryByRole('button', { name: 'コメントをもっと見る' })).toBeNull();
  });

  it('loads the older linked statements with “More statements”', async () => {
    stubServer();
    renderApp('/event/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '声をもっと見る' }, SLOW));
    expect(await screen.findByRole('link', { name: '次の声' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '最初の声' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '声をもっと見る' })).toBeNull();
  });
});
