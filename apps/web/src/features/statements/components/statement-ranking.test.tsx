import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Statement } from '@iagree/contract';
import { errorAnswer, loggedIn, statementPages } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';
import { makeComment, makeStatement } from '@/testing/statement-factory';
import { aUser } from '@/testing/users';

interface ServerOptions {
  loggedIn?: boolean;
  pages?: Statement[][];
  /** How the agree call answers; it waits until `release` is called. */
  agree?: { status: number };
}

/** The statements API as far as the home screen uses it; records every request. */
function stubServer({
  loggedIn: user = true,
  pages = [[]],
  agree = { status: 200 },
}: ServerOptions) {
  let release = () => {};
  const agreeAnswered = new Promise<void>((resolve) => (release = resolve));
  const all = pages.flat();
  server.use(
    ...(user ? [loggedIn()] : []),
    ...statementPages(pages),
    http.post('/api/auth/agrees', async ({ request }) => {
      const { statement_id } = (await request.json()) as { statement_id: number };
      await agreeAnswered;
      const statement = all.find((s) => s.id === statement_id);
      if (agree.status !== 200) return errorAnswer(agree.status, 'サーバーエラー');
      return HttpResponse.json({
        data: { statement_id, agree_flag: true, agree_count: (statement?.agree_count ?? 0) + 1 },
      });
    }),
    http.post('/api/auth/comments', async ({ request }) => {
      const body = (await request.json()) as { statement_id: number; comment: string };
      return HttpResponse.json(
        {
          data: makeComment({ statement_id: body.statement_id, comment: body.comment, user_id: 1 }),
          comment_count: 1,
        },
        { status: 201 },
      );
    }),
  );
  return { requests: recordRequests(), release };
}

/**
 * The first render loads the lazy page chunk, and the cards after the first few follow in
 * transitions: both take a while on a busy machine.
 */
const SLOW = { timeout: 5000 };

const article = (title: string) => screen.getByRole('article', { name: title });

/**
 * A card, once it is there, as a reader finds it. The wait itself skips the role query's
 * visibility check: the query runs on every DOM change of the cards' transitions, and with the
 * check (computed styles up the tree for every element) it took over 5 s on a busy machine.
 */
async function findCard(title: string) {
  await screen.findByRole('article', { name: title, hidden: true }, SLOW);
  return article(title);
}

describe('statement ranking on the home screen', () => {
  it('shows guests the ranked items without the prompt box, and pages with View more', async () => {
    const first = Array.from({ length: 10 }, (_, index) =>
      makeStatement({ id: index + 1, title: `声${index + 1}`, agree_count: 20 - index }),
    );
    const { requests } = stubServer({
      loggedIn: false,
      pages: [first, [makeStatement({ id: 11, title: '声11' })]],
    });
    renderApp('/');
    const user = userEvent.setup();

    expect(await findCard('声1')).toBeTruthy();
    expect(within(article('声1')).getByText('Top 01')).toBeTruthy();
    // The cards after the first few follow in transitions.
    expect(within(await findCard('声10')).getByText('Top 10')).toBeTruthy();
    expect(within(article('声1')).getByText('20 Agree')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /どんなことを望みますか/ })).toBeNull();
    expect(within(article('声1')).getByRole('button', { name: '「声1」をシェア' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'もっと見る' }));
    expect(await findCard('声11')).toBeTruthy();
    expect(within(article('声11')).getByText('Top 11')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'もっと見る' })).toBeNull();
    const lists = sentTo(requests, '/api/statements');
    expect(
      lists.map((r) => [r.url.searchParams.get('offset'), r.url.searchParams.get('sortBy')]),
    ).toEqual([
      ['0', 'agree_desc'],
      ['10', 'agree_desc'],
    ]);
  });

  describe('far below the screen', () => {
    /** The browser's IntersectionObserver as far as the list uses it: told by the test. */
    let observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    afterEach(() => {
      observed = [];
      vi.unstubAllGlobals();
    });
    function stubObserver() {
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
          constructor(callback: IntersectionObserverCallback) {
            this.entry = { callback };
            observed.push(this.entry);
          }
          observe(target: Element) {
            this.entry.target = target;
          }
          disconnect() {
            observed = observed.filter((entry) => entry !== this.entry);
          }
        },
      );
    }
    /** The observer's report that the list is in view. */
    const comeNear = () => {
      for (const { callback, target } of observed)
        callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
    };
    const tenStatements = () =>
      stubServer({
        loggedIn: false,
        pages: [
          Array.from({ length: 10 }, (_, i) => makeStatement({ id: i + 1, title: `声${i + 1}` })),
        ],
      });

    it('holds the cards’ place until the list comes near the screen, then shows them all', async () => {
      stubObserver();
      tenStatements();
      const { queryClient } = renderApp('/');
      const list = await screen.findByRole('region', { name: 'Agree ランキング' }, SLOW);
      await waitFor(() =>
        expect(observed.some(({ target }) => list.contains(target ?? null))).toBe(true),
      );
      // The answer is in, and still no card renders.
      await waitFor(() =>
        expect(
          queryClient
            .getQueryCache()
            .findAll({ queryKey: ['statements'] })
            .some((query) => query.state.data !== undefined),
        ).toBe(true),
      );
      expect(within(list).getByRole('status', { name: '読み込み中…' })).toBeTruthy();
      await expect(screen.findByRole('article', {}, { timeout: 500 })).rejects.toThrow();

      comeNear();
      expect(await findCard('声1')).toBeTruthy();
      expect(await findCard('声10')).toBeTruthy();
      expect(screen.queryByRole('status', { name: '読み込み中…' })).toBeNull();
      // Shown once, the list no longer watches the screen.
      expect(observed).toEqual([]);
    });

    it('shows the cards when focus enters the list, as a keyboard reaches its filters', async () => {
      stubObserver();
      tenStatements();
      renderApp('/');
      const list = await screen.findByRole('region', { name: 'Agree ランキング' }, SLOW);
      expect(screen.queryByRole('article')).toBeNull();
      fireEvent.focusIn(within(list).getByLabelText('並び順'));
      expect(await findCard('声10')).toBeTruthy();
    });
  });

  it('raises the agree count in the list and the open modal at once, and takes it back on failure', async () => {
    const statement = makeStatement({ id: 7, title: 'ベンチを増やして', agree_count: 4 });
    const { release } = stubServer({
      pages: [[statement]],
      agree: { status: 500 },
    });
    renderApp('/?statement=7');
    const user = userEvent.setup();
    const modal = await screen.findByRole('dialog', { name: '声の詳細' }, SLOW);
    await within(modal).findByText('4 Agree');
    // The list behind the modal is hidden from the accessibility tree while the modal is open.
    // The list renders its first answer in a transition: it may come after the modal’s copy.
    const listItem = await waitFor(() => {
      const copies = screen.getAllByRole('article', { name: 'ベンチを増やして', hidden: true });
      const item = copies.find((copy) => !modal.contains(copy));
      if (!item) throw new Error('the list item is missing');
      return item;
    });

    await user.click(within(modal).getByRole('button', { name: 'Agree' }));

    expect(within(modal).getByText('5 Agree')).toBeTruthy();
    expect(within(listItem).getByText('5 Agree')).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Agree を取り消す' })).toHaveProperty(
      'disabled',
      true,
    );

    release();
    await waitFor(() => expect(within(modal).getByText('4 Agree')).toBeTruthy());
    expect(within(listItem).getByText('4 Agree')).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Agree' })).toBeTruthy();
    expect(await screen.findByText('サーバーエラー')).toBeTruthy();
  });

  it('keeps the server’s count after a successful agree, and refreshes the map', async () => {
    const statement = makeStatement({ id: 8, title: '街灯を明るく', agree_count: 2 });
    const { release, requests } = stubServer({ pages: [[statement]] });
    const { queryClient } = renderApp('/');
    const mapKey = ['map', 'statements', 'in view'];
    queryClient.setQueryData(mapKey, { data: [] });
    const user = userEvent.setup();
    const item = await findCard('街灯を明るく');

    await user.click(within(item).getByRole('button', { name: 'Agree' }));
    release();

    await within(item).findByRole('button', { name: 'Agree を取り消す' });
    expect(within(item).getByText('3 Agree')).toBeTruthy();
    expect(await sentTo(requests, '/api/auth/agrees')[0]?.json()).toEqual({
      statement_id: 8,
    });
    // SPEC §4: the map's counts follow too.
    expect(queryClient.getQueryState(mapKey)?.isInvalidated).toBe(true);
  });

  it('adds a comment: the count rises, the comment shows and the box clears', async () => {
    const statement = makeStatement({ id: 9, title: '公園に日陰を', comment_count: 0 });
    stubServer({ pages: [[statement]] });
    renderApp('/');
    const user = userEvent.setup();
    const item = await findCard('公園に日陰を');

    await user.type(within(item).getByRole('textbox', { name: 'コメント' }), '賛成です');
    await user.click(within(item).getByRole('button', { name: 'コメント' }));

    expect(await within(item).findByText('賛成です')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'コメント 1 件' })).toBeTruthy();
    expect(within(item).getByRole('textbox', { name: 'コメント' })).toHaveProperty('value', '');
  });

  /** A guest on the home screen with one statement, and the login the modal sends. */
  async function asGuest() {
    const statement = makeStatement({ id: 7, title: '川辺にベンチを', agree_count: 2 });
    const { requests, release } = stubServer({ loggedIn: false, pages: [[statement]] });
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json({ ...aUser(), access_token: 'x' })),
    );
    release();
    renderApp('/');
    const user = userEvent.setup();
    const item = await findCard('川辺にベンチを');
    /** The login dialog a guest's action opened, with the reason it gives. */
    const reason = async () => {
      const dialog = await screen.findByRole('dialog', { name: 'ログイン' });
      return within(dialog).queryByRole('note')?.textContent ?? null;
    };
    const logIn = async () => {
      const dialog = await screen.findByRole('dialog', { name: 'ログイン' });
      await user.type(within(dialog).getByLabelText(/メールアドレス/), 'hanako@example.jp');
      await user.type(within(dialog).getByLabelText(/^パスワード\s*\*?$/), 'secret-pass{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ログイン' })).toBeNull());
    };
    return { requests, user, item, reason, logIn };
  }

  it('asks a guest’s Agree to log in first, saying why, then agrees without a second click', async () => {
    const { requests, user, item, reason, logIn } = await asGuest();

    await user.click(within(item).getByRole('button', { name: 'Agree' }));
    expect(await reason()).toBe(
      'Agree するにはログインしてくださいログインすると、この声への Agree が反映されます。',
    );
    expect(sentTo(requests, '/api/auth/agrees')).toHaveLength(0);
    await logIn();

    expect(await within(item).findByText('3 Agree')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Agree を取り消す' })).toBeTruthy();
    expect(sentTo(requests, '/api/auth/agrees')).toHaveLength(1);
  });

  it('forgets a guest’s Agree when the login modal is closed instead', async () => {
    const { requests, user, item, reason, logIn } = await asGuest();

    await user.click(within(item).getByRole('button', { name: 'Agree' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ログイン' })).toBeNull());
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'ログイン' }));
    // The header's Login is asked for nothing in particular.
    expect(await reason()).toBeNull();
    await logIn();

    expect(await screen.findByRole('button', { name: 'ユーザーメニュー' })).toBeTruthy();
    expect(within(item).getByText('2 Agree')).toBeTruthy();
    expect(sentTo(requests, '/api/auth/agrees')).toHaveLength(0);
  });

  it('keeps a guest’s Agree and its reason through a look at the signup view', async () => {
    const { requests, user, item, reason, logIn } = await asGuest();

    await user.click(within(item).getByRole('button', { name: 'Agree' }));
    const login = await screen.findByRole('dialog', { name: 'ログイン' });
    await user.click(within(login).getByRole('button', { name: '新規登録' }));
    const signup = await screen.findByRole('dialog', { name: '新規登録' });
    expect(
      within(signup).getByText(
        '登録後、メールのリンクを開くとこの声に戻り、押した Agree が反映されます。',
      ),
    ).toBeTruthy();
    await user.click(within(signup).getByRole('button', { name: 'ログイン' }));
    expect(await reason()).toContain('Agree するにはログインしてください');
    await logIn();

    expect(await within(item).findByText('3 Agree')).toBeTruthy();
    expect(sentTo(requests, '/api/auth/agrees')).toHaveLength(1);
  });

  it('sends a comment a guest typed once they have logged in, and not before', async () => {
    const { requests, user, item, reason, logIn } = await asGuest();

    await user.type(within(item).getByRole('textbox', { name: 'コメント' }), '賛成です');
    await user.click(within(item).getByRole('button', { name: 'コメント' }));
    expect(await reason()).toBe(
      'コメントするにはログインしてくださいログインすると、書いたコメントが送信されます。',
    );
    expect(sentTo(requests, '/api/auth/comments')).toHaveLength(0);
    await logIn();

    expect(await within(item).findByText('賛成です')).toBeTruthy();
    expect(within(item).getByRole('textbox', { name: 'コメント' })).toHaveProperty('value', '');
    expect(sentTo(requests, '/api/auth/comments')).toHaveLength(1);
  });

  it('marks the user’s own statement and filters by a clicked category', async () => {
    const own = makeStatement({
      id: 10,
      user_id: 1,
      title: '自分の声',
      categories: [{ id: 5, category: '公園・緑地' }],
      categoryType: 'drop_list',
    });
    const { requests } = stubServer({ pages: [[own]] });
    renderApp('/');
    const user = userEvent.setup();
    const item = await findCard('自分の声');

    expect(within(item).getByText('あなたの声')).toBeTruthy();
    expect(within(item).getByRole('button', { name: '「自分の声」の操作' })).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: '「公園・緑地」だけを表示' }));
    await waitFor(() =>
      expect(requests.some((r) => r.url.searchParams.get('category') === '5')).toBe(true),
    );
  });

  it('reads the sort and category from the address and writes the chosen ones there', async () => {
    const { requests } = stubServer({ pages: [[makeStatement({ id: 3, title: '声3' })]] });
    const { router } = renderApp('/?sortBy=comment_desc&category=5&statement=3');
    const user = userEvent.setup();

    expect(await screen.findByRole('dialog', { name: '声の詳細' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '並び順' })).toHaveProperty(
      'value',
      'コメントが多い順',
    );
    // The category's name comes with the master categories.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'カテゴリー' })).toHaveProperty(
        'value',
        '公園・緑地',
      ),
    );
    const first = sentTo(requests, '/api/statements')[0]?.url.searchParams;
    expect([first?.get('sortBy'), first?.get('category')]).toEqual(['comment_desc', '5']);

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sortBy=comment_desc&category=5'),
    );
    await user.click(screen.getByRole('combobox', { name: '並び順' }));
    await user.click(await screen.findByRole('option', { name: '新しい順' }));
    expect(router.state.location.search).toBe('?sortBy=created_at_desc&category=5');
    await waitFor(() =>
      expect(
        sentTo(requests, '/api/statements').some(
          (r) => r.url.searchParams.get('sortBy') === 'created_at_desc',
        ),
      ).toBe(true),
    );
  });

  it('falls back to the defaults for an address it cannot read', async () => {
    const { requests } = stubServer({ pages: [[makeStatement({ id: 3, title: '声3' })]] });
    renderApp('/?sortBy=best&category=abc&status=done,bogus');

    expect(await findCard('声3')).toBeTruthy();
    const first = sentTo(requests, '/api/statements')[0]?.url.searchParams;
    expect([first?.get('sortBy'), first?.get('category'), first?.get('status')]).toEqual([
      'agree_desc',
      null,
      null,
    ]);
  });
});
