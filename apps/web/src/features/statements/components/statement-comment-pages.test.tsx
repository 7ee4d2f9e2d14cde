import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StatementComment } from '@iagree/contract';
import { renderApp } from '@/testing/render-app';
import { makeComment, makeStatement, makeUser } from '@/testing/statement-factory';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), window.location.origin);
      const path = url.pathname;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      if (path === '/api/auth/user') return json(makeUser({ id: 1 }));
      if (path === '/api/mcategories') return json({ data: [] });
      if (path === '/api/statements') return json({ data: [], totalPage: 0 });
      if (path === '/api/statements/7') {
        const first = pageAfter(Infinity);
        return json({
          data: {
            ...statement,
            comments: first.data,
            comment_count: first.total,
            comments_next_cursor: first.next_cursor,
          },
        });
      }
      if (path === '/api/statements/7/comments') {
        const cursor = url.searchParams.get('cursor');
        pageRequests.push(cursor ?? 'first');
        await new Promise<void>((resolve) => (release = resolve));
        return json(pageAfter(cursor ? Number(cursor.slice(1)) : Infinity));
      }
      if (path === '/api/auth/comments') {
        const added = makeComment({ id: 100, statement_id: 7, user_id: 1, comment: body.comment });
        comments = [added, ...comments];
        return json({ data: added, comment_count: comments.length }, 201);
      }
      if (path === '/api/auth/comments/delete/7') {
        comments = comments.filter((c) => c.id !== body.comment_id);
        return json({ message: 'コメントを削除しました。', comment_count: comments.length });
      }
      return json({ message: 'Not found' }, 404);
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
    const server = stubServer();
    renderApp('/?statement=7');
    const user = userEvent.setup();
    const more = await screen.findByRole('button', { name: 'コメントをもっと見る' }, SLOW);
    expect(shown()).toHaveLength(20);
    expect(shown()[0]).toBe('意見45');

    await user.click(more);
    await waitFor(() => expect(more.hasAttribute('data-loading')).toBe(true));
    server.release();
    await waitFor(() => expect(shown()).toHaveLength(40));
    expect(more.hasAttribute('data-loading')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'コメントをもっと見る' }));
    server.release();
    await waitFor(() => expect(shown()).toHaveLength(45));
    expect(shown()).toEqual(Array.from({ length: 45 }, (_, i) => `意見${45 - i}`));
    expect(screen.queryByRole('button', { name: 'コメントをもっと見る' })).toBeNull();
    expect(server.pageRequests).toEqual(['c26', 'c6']);
  });

  it('still show a new comment first and drop a deleted one from an older page', async () => {
    const server = stubServer();
    renderApp('/?statement=7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'コメントをもっと見る' }, SLOW));
    server.release();
    await waitFor(() => expect(shown()).toHaveLength(40));

    await user.type(screen.getByRole('textbox', { name: 'コメント' }), '新しい意見');
    await user.click(screen.getByRole('button', { name: 'コメント' }));
    await waitFor(() => expect(shown()[0]).toBe('新しい意見'));
    expect(shown()).toHaveLength(41);

    await user.click(screen.getByRole('button', { name: '人10さんのコメントを削除' }));
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    await waitFor(() => expect(shown()).not.toContain('意見10'));
    // The detail and its pages load again; every page shown comes back without it.
    await waitFor(() => expect(server.pageRequests.length).toBeGreaterThan(1));
    server.release();
    await waitFor(() => expect(server.pageRequests.length).toBeGreaterThan(2));
    server.release();
    await waitFor(() => expect(shown()).toHaveLength(40));
    expect(shown()).not.toContain('意見10');
  });
});
