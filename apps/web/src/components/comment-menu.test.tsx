import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROLES, type StatementComment } from '@iagree/contract';
import { loggedIn, statementPages } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';
import { makeComment, makeStatement } from '@/testing/statement-factory';
import { aUser } from '@/testing/users';

const SLOW = { timeout: 15_000 };
const HIDE = '/api/auth/moderation/comment/31/hide';

/** Statement 9 with one comment by someone else, which the server hides on request. */
function stubServer() {
  let comment: StatementComment = makeComment({
    id: 31,
    statement_id: 9,
    user_id: 5,
    username: '佐藤',
    comment: '宣伝です',
  });
  const statement = () => makeStatement({ id: 9, title: '街灯を増やして', comments: [comment] });
  server.use(
    http.get('/api/statements/9', () => HttpResponse.json({ data: statement() })),
    http.get('/api/statements/9/comments', () =>
      HttpResponse.json({ data: [comment], total: 1, next_cursor: null }),
    ),
    http.post(HIDE, () => {
      comment = { ...comment, hidden_reason: 'moderator' };
      return HttpResponse.json({ message: '非表示にしました。' });
    }),
    ...statementPages([[statement()]]),
  );
}

describe('a comment’s menu', { timeout: 60_000 }, () => {
  it('lets role 1 hide a visible comment with a reason', async () => {
    const sent = recordRequests();
    stubServer();
    server.use(loggedIn(aUser({ id: 4, role: ROLES.privileged })));
    renderApp('/?statement=9');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', {}, SLOW);

    await user.click(
      await within(dialog).findByRole('button', { name: '佐藤さんのコメントの操作' }, SLOW),
    );
    await user.click(await screen.findByRole('menuitem', { name: '非表示にする' }));
    const confirm = await screen.findByRole('dialog', { name: 'コメントを非表示にする' });
    const run = within(confirm).getByRole('button', { name: '実行する' });
    // No report asked for this hide: it says why.
    expect(run).toHaveProperty('disabled', true);
    await user.type(within(confirm).getByRole('textbox', { name: '理由（必須）' }), '宣伝のため');
    await user.click(run);

    expect(await screen.findByText('コメントを非表示にしました')).toBeTruthy();
    const [hide] = sentTo(sent, HIDE);
    expect(await hide?.json()).toEqual({ reason: '宣伝のため' });
    // Loaded again: role 1 sees it marked as hidden, and no Hide any more.
    expect(await within(dialog).findByText(/^管理者が非表示にしました/, {}, SLOW)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'コメントを非表示にする' })).toBeNull(),
    );
  });

  it('offers a signed-in user Report, not Hide', async () => {
    stubServer();
    server.use(loggedIn(aUser({ id: 1 })));
    renderApp('/?statement=9');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.click(
      await within(dialog).findByRole('button', { name: '佐藤さんのコメントの操作' }, SLOW),
    );
    expect(await screen.findByRole('menuitem', { name: '報告する' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: '非表示にする' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: '報告する' }));
    expect(await screen.findByRole('dialog', { name: '報告する' })).toBeTruthy();
  });
});
