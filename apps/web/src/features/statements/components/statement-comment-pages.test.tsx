import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StatementComment } from '@iagree/contract';
import { renderApp } from '@/testing/render-app';
import { loggedIn } from '@/testing/handlers';
import { server } from '@/testing/server';
import { makeComment, makeStatement } from '@/testing/statement-factory';
import { aUser } from '@/testing/users';

const PAGE = 20;

/**
 * A statement with 45 comments behind a keyset API like the server's: newest first (ids
 * falling), a cursor naming the last id shown. Comment pages wait for `release()`.
 */
function stubServer() {
  let comments: StatementComment[] = Array.from({ length: 45 }, (_, i) =>
    makeComment({ id: 45 - i, statement_id: 7, username: `人${45 - i}`, comment: `意見${45 - i}` }),
  );
  const statement = makeStatement({ id: 7, user_id: 1, title: '公園にベンチを' });
  const pageAfter = (cursor: number) => {
    const rest = comments.filter((c) => c.id < cursor);
    const data = rest.slice(0, PAGE);
    const last = data.at(-1);
    return {
      data,
      total: comments.length,
      next_cursor: rest.length > PAGE && last ? `c${last.id}` : null,
    };
  };
  const pageRequests: string[] = [];
  let release = () => {};
  server.use(
    loggedIn(aUser({ id: 1 })),
    http.get('/api/mcategories', () => HttpResponse.json({ data: [] })),
    http.get('/api/statements/7', () => {
      const first = pageAfter(Infinity);
      return HttpResponse.json({
        data: {
          ...statement,
          comments: first.data,
          comment_count: first.total,
          comments_next_cursor: first.next_cursor,
        },
      });
    }),
    http.get('/api/statements/7/comments', async ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      pageRequests.push(cursor ?? 'first');
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json(pageAfter(cursor ? Number(cursor.slice(1)) : Infinity));
    }),
    http.post('/api/auth/comments', async ({ request }) => {
      const body = (await request.json()) as { comment: string };
      const added = makeComment({ id: 100, statement_id: 7, user_id: 1, comment: body.comment });
      comments = [added, ...comments];
      return HttpResponse.json({ data: added, comment_count: comments.length }, { status: 201 });
    }),
    http.post('/api/auth/comments/delete/7', async ({ request }) => {
      const body = (await request.json()) as { comment_id: number };
      comments = comments.filter((c) => c.id !== body.comment_id);
      return HttpResponse.json({
        message: 'コメントを削除しました。',
        comment_count: comments.length,
      });
    }),
  );
  return { pageRequests, release: () => release() };
}

const SLOW = { timeout: 5000 };

const shown = () =>
  within(screen.getByRole('list', { name: '「公園にベンチを」へのコメント' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^意見|^新しい/).textContent);

describe('the comments of the statement detail', () => {
  it('load page by page with “More comments”, busy while loading, gone at the end', async () => {
    const stub = stubServer();
    renderApp('/?statement=7');
    const user = userEvent.setup();
    const more = await screen.findByRole('button', { name: 'コメントをもっと見る' }, SLOW);
    expect(shown()).toHaveLength(20);
    expect(shown()[0]).toBe('意見45');

    await user.click(more);
    await waitFor(() => expect(more.hasAttribute('data-loading')).toBe(true));
    stub.release();
    await waitFor(() => expect(shown()).toHaveLength(40));
    expect(more.hasAttribute('data-loading')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'コメントをもっと見る' }));
    stub.release();
    await waitFor(() => expect(shown()).toHaveLength(45));
    expect(shown()).toEqual(Array.from({ length: 45 }, (_, i) => `意見${45 - i}`));
    expect(screen.queryByRole('button', { name: 'コメントをもっと見る' })).toBeNull();
    expect(stub.pageRequests).toEqual(['c26', 'c6']);
  });

  it('still show a new comment first and drop a deleted one from an older page', async () => {
    const stub = stubServer();
    renderApp('/?statement=7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'コメントをもっと見る' }, SLOW));
    stub.release();
    await waitFor(() => expect(shown()).toHaveLength(40));

    await user.type(screen.getByRole('textbox', { name: 'コメント' }), '新しい意見');
    await user.click(screen.getByRole('button', { name: 'コメント' }));
    await waitFor(() => expect(shown()[0]).toBe('新しい意見'));
    expect(shown()).toHaveLength(41);

    await user.click(screen.getByRole('button', { name: '人10さんのコメントを削除' }));
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    await waitFor(() => expect(shown()).not.toContain('意見10'));
    // The detail and its pages load again; every page shown comes back without it.
    await waitFor(() => expect(stub.pageRequests.length).toBeGreaterThan(1));
    stub.release();
    await waitFor(() => expect(stub.pageRequests.length).toBeGreaterThan(2));
    stub.release();
    await waitFor(() => expect(shown()).toHaveLength(40));
    expect(shown()).not.toContain('意見10');
  });
});
