import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedIn, statementPages } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { makeStatement } from '@/testing/statement-factory';
import { aUser } from '@/testing/users';

const SLOW = { timeout: 15_000 };
const statement = makeStatement({ id: 4, title: '駅前に駐輪場を', user_id: 2 });
const list = () => screen.findByRole('region', { name: 'Agree ランキング' }, SLOW);

describe('the post composer', { timeout: 60_000 }, () => {
  it('invites a signed-in user to post and to comment', async () => {
    server.use(loggedIn(), ...statementPages([[statement]]));
    renderApp('/');
    expect(
      await screen.findByRole(
        'button',
        { name: /山田 花子さん、まちにどんなことを望みますか/ },
        SLOW,
      ),
    ).toBeTruthy();
    const card = await within(await list()).findByRole('article', {}, SLOW);
    expect(within(card).getByRole('textbox', { name: 'コメント' })).toBeTruthy();
  });

  it('shows a blocked user why they cannot post instead of the composer and comment boxes', async () => {
    server.use(loggedIn(aUser({ blocked: true })), ...statementPages([[statement]]));
    renderApp('/');
    expect(
      await screen.findByText(/アカウントが停止されているため、声を投稿できません/, {}, SLOW),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /まちにどんなことを望みますか/ })).toBeNull();
    const card = await within(await list()).findByRole('article', {}, SLOW);
    expect(within(card).getByText('駅前に駐輪場を')).toBeTruthy();
    expect(within(card).queryByRole('textbox', { name: 'コメント' })).toBeNull();
  });
});
