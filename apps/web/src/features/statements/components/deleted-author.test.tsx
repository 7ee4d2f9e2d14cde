import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statementPages } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { makeComment, makeStatement } from '@/testing/statement-factory';

const SLOW = { timeout: 15_000 };
const FORMER = '退会したユーザー';

describe('a deleted author', { timeout: 60_000 }, () => {
  it('is named without a link to the profile that no longer exists; others keep theirs', async () => {
    const statement = makeStatement({
      id: 8,
      title: '橋に歩道を',
      user_id: 5,
      username: FORMER,
      author_deleted: true,
      comment_count: 2,
      comments: [
        makeComment({ statement_id: 8, user_id: 5, username: FORMER, author_deleted: true }),
        makeComment({ statement_id: 8, user_id: 2, username: '佐藤太郎' }),
      ],
    });
    server.use(...statementPages([[statement]]));
    renderApp('/');
    const list = await screen.findByRole('region', { name: 'Agree ランキング' }, SLOW);
    const card = await within(list).findByRole('article', {}, SLOW);
    expect(within(card).getAllByText(FORMER)).toHaveLength(2);
    expect(within(card).queryByRole('link', { name: FORMER })).toBeNull();
    expect(card.querySelector('a[href="/user/5"]')).toBeNull();
    expect(within(card).getByRole('link', { name: '佐藤太郎' }).getAttribute('href')).toBe(
      '/user/2',
    );
  });
});
