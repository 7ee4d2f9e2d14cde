import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ModerationLogEntry, ReportedTarget } from '@iagree/contract';
import { loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';
import { makeStatement } from '@/testing/statement-factory';
import { aUser } from '@/testing/users';

const SLOW = { timeout: 15_000 };

const reported = (overrides: Partial<ReportedTarget> = {}): ReportedTarget => ({
  target_type: 'comment',
  target_id: 31,
  parent_id: 7,
  excerpt: 'ひどいコメント',
  author_id: 4,
  author_name: '佐藤太郎',
  author_blocked: false,
  hidden_reason: 'reports',
  reports_count: 3,
  reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'offensive', count: 1 },
  ],
  details: ['宣伝ばかりです'],
  last_reported_at: '2026-11-23T08:00:00.000Z',
  ...overrides,
});

function stubModeration(targets: ReportedTarget[]) {
  let open = targets;
  server.use(
    loggedIn(aUser({ role: 1 })),
    http.get('/api/auth/moderation/reports', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json({
        data: status === 'open' ? open : [],
        meta: { current_page: 1, last_page: 1 },
      });
    }),
    http.post('/api/auth/moderation/:type/:id/restore', () => {
      open = [];
      return HttpResponse.json({ message: '表示に戻しました。' });
    }),
    http.post('/api/auth/moderation/users/:id/block', () =>
      HttpResponse.json({ message: 'ユーザーを停止しました。' }),
    ),
  );
  return recordRequests();
}

describe('the moderation page', { timeout: 60_000 }, () => {
  it('lists reported things with their reasons and counts, and restores one with a reason', async () => {
    const eventComment = reported({
      target_type: 'event_comment',
      target_id: 40,
      excerpt: 'イベントへの悪口',
      author_blocked: true,
      hidden_reason: null,
    });
    const requests = stubModeration([reported(), eventComment]);
    renderApp('/moderation');
    const user = userEvent.setup();
    const card = (await screen.findByText('ひどいコメント', {}, SLOW)).closest('li')!;
    expect(within(card).getByText('報告 3件')).toBeTruthy();
    expect(within(card).getByText('スパム・宣伝 × 2')).toBeTruthy();
    expect(within(card).getByText('報告により非表示')).toBeTruthy();
    const buttons = (item: HTMLElement) =>
      within(item)
        .getAllByRole('button')
        .map((button) => button.textContent);
    // A hidden thing offers Restore, not Hide again; an event comment cannot be deleted.
    expect(buttons(card)).toEqual(['復元', '削除', '投稿者を停止']);
    const other = screen.getByText('イベントへの悪口').closest('li')!;
    expect(buttons(other)).toEqual(['非表示', '復元', '停止を解除']);

    await user.click(within(card).getByRole('button', { name: '復元' }));
    const dialog = await screen.findByRole('dialog', { name: '復元' });
    await user.type(within(dialog).getByRole('textbox'), '問題なし');
    await user.click(within(dialog).getByRole('button', { name: '実行する' }));
    expect(await screen.findByText('報告はありません。')).toBeTruthy();
    const [sent] = sentTo(requests, '/api/auth/moderation/comment/31/restore');
    expect(await sent?.json()).toEqual({ reason: '問題なし' });
  });

  it('blocks an author only with a reason', async () => {
    const requests = stubModeration([reported({ hidden_reason: null, target_type: 'statement' })]);
    renderApp('/moderation');
    const user = userEvent.setup();
    const card = (await screen.findByText('ひどいコメント', {}, SLOW)).closest('li')!;
    await user.click(within(card).getByRole('button', { name: '投稿者を停止' }));
    const dialog = await screen.findByRole('dialog', { name: '投稿者を停止' });
    // Who, what a block does, and for how long (issue 29).
    expect(within(dialog).getByText(/^佐藤太郎さんのアカウントを停止します。/)).toBeTruthy();
    expect(within(dialog).getByText(/書き込みはできなくなり/)).toBeTruthy();
    expect(within(dialog).getByText(/停止に期限はなく、解除するまで続きます/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: '実行する' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox'), '荒らし');
    await user.click(confirm);
    await screen.findByText('投稿者の停止状態を変更しました');
    const [sent] = sentTo(requests, '/api/auth/moderation/users/4/block');
    expect(await sent?.json()).toEqual({ reason: '荒らし' });
  });

  it('makes the statement list load again after a hide, however fresh its answer was', async () => {
    let listed = [makeStatement({ id: 12, title: '通報された声' })];
    const requests = stubModeration([
      reported({ target_type: 'statement', target_id: 12, parent_id: null, hidden_reason: null }),
    ]);
    server.use(
      http.get('/api/statements', () => HttpResponse.json({ data: listed, totalPage: 1 })),
      http.post('/api/auth/moderation/statement/12/hide', () => {
        listed = [];
        return HttpResponse.json({ message: '非表示にしました。' });
      }),
    );
    // Fresh for longer than the test takes: only the hide can make the list ask again.
    const { router } = renderApp('/', { staleTime: 60 * 60_000 });
    await screen.findByText('通報された声', {}, SLOW);
    const listReads = () => sentTo(requests, '/api/statements').length;
    const readsBefore = listReads();

    await router.navigate('/moderation');
    const user = userEvent.setup();
    const card = (await screen.findByText('ひどいコメント', {}, SLOW)).closest('li')!;
    await user.click(within(card).getByRole('button', { name: '非表示' }));
    const dialog = await screen.findByRole('dialog', { name: '非表示' });
    await user.click(within(dialog).getByRole('button', { name: '実行する' }));
    await screen.findByText('非表示にしました');

    await router.navigate('/');
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore), SLOW);
    await waitFor(() => expect(screen.queryByText('通報された声')).toBeNull(), SLOW);
  });

  it('names in the action log whom and what each action was on', async () => {
    stubModeration([]);
    const entry = (overrides: Partial<ModerationLogEntry>): ModerationLogEntry => ({
      id: 1,
      actor_name: '管理者',
      action: 'block',
      target_type: 'user',
      target_id: 7,
      target_name: '佐藤太郎',
      reason: '荒らし',
      details: null,
      created_at: '2026-11-23T08:00:00.000Z',
      ...overrides,
    });
    server.use(
      http.get('/api/auth/moderation/log', () =>
        HttpResponse.json({
          data: [
            entry({}),
            entry({
              id: 2,
              action: 'hide',
              target_type: 'statement',
              target_id: 12,
              target_name: '公園にベンチを',
            }),
            entry({
              id: 3,
              action: 'delete',
              target_type: 'comment',
              target_id: 31,
              target_name: null,
            }),
          ],
          meta: { current_page: 1, last_page: 1 },
        }),
      ),
    );
    renderApp('/moderation');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '操作履歴' }, SLOW));
    const table = await screen.findByRole('table', { name: '操作履歴' }, SLOW);
    expect(within(table).getByRole('cell', { name: 'ユーザー: 佐藤太郎' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '声: 公園にベンチを' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'コメント: 削除済み（#31）' })).toBeTruthy();
    expect(within(table).queryByText(/ユーザー #7/)).toBeNull();
  });

  it('tells an ordinary user that the page is for moderators, and the sidebar has no link', async () => {
    server.use(loggedIn(aUser()));
    renderApp('/moderation');
    expect(
      await screen.findByText('このページは管理者だけが利用できます。', {}, SLOW),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'モデレーション' })).toBeNull();
  });
});
