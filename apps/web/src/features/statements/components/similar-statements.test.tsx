import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SimilarStatement } from '@iagree/contract';
import { loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';

/** The first render loads the lazy page chunks, which takes a while on a busy machine. */
const SLOW = { timeout: 10_000 };

const bench: SimilarStatement = {
  id: 7,
  title: '公園にベンチを',
  agree_count: 12,
  agree_flag: false,
};
const clock: SimilarStatement = { id: 8, title: '公園に時計を', agree_count: 3, agree_flag: true };

/** Similar statements for any title that contains 公園, none otherwise. */
function stubServer() {
  server.use(
    loggedIn(),
    http.get('/api/statements/similar', ({ request }) => {
      const title = new URL(request.url).searchParams.get('title') ?? '';
      return HttpResponse.json({ data: title.includes('公園') ? [bench, clock] : [] });
    }),
    http.post('/api/auth/agrees', () =>
      HttpResponse.json({ data: { statement_id: 7, agree_flag: true, agree_count: 13 } }),
    ),
  );
  return recordRequests();
}

async function openAddModal() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /どんなことを望みますか/ }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: '声を投稿' });
  return { user, dialog, title: within(dialog).getByRole('textbox', { name: 'タイトル' }) };
}

describe('similar voices in the add form', () => {
  it('lists similar statements as the title is typed, and agrees with one instead', async () => {
    const requests = stubServer();
    renderApp('/');
    const { user, dialog, title } = await openAddModal();

    await user.type(title, '駅');
    await user.type(title, '前');
    // Nothing similar: nothing shown.
    await waitFor(() => expect(sentTo(requests, '/api/statements/similar')).toHaveLength(1));
    expect(within(dialog).queryByText('似た声がすでにあります')).toBeNull();

    await user.clear(title);
    await user.type(title, '公園のトイレ');
    const item = (await within(dialog).findByText('公園にベンチを')).closest('li');
    if (!item) throw new Error('no list item');
    expect(within(item).getByText('12 Agree')).toBeTruthy();
    expect(within(dialog).getByText('似た声が 2 件見つかりました')).toBeTruthy();
    // One look-up per pause in typing, not one per character.
    expect(
      sentTo(requests, '/api/statements/similar').map((r) => r.url.searchParams.get('title')),
    ).toEqual(['駅前', '公園のトイレ']);

    await user.click(
      within(item).getByRole('button', { name: '代わりに「公園にベンチを」に Agree する' }),
    );

    expect(await screen.findByText('「公園にベンチを」に Agree しました')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '声を投稿' })).toBeNull());
    const [agree] = sentTo(requests, '/api/auth/agrees');
    expect(await agree?.json()).toEqual({ statement_id: 7 });
  });

  it('says so and agrees no more when the user already agrees', async () => {
    const requests = stubServer();
    renderApp('/');
    const { user, dialog, title } = await openAddModal();
    await user.type(title, '公園');
    await user.click(
      await within(dialog).findByRole('button', { name: '代わりに「公園に時計を」に Agree する' }),
    );
    expect(await screen.findByText('「公園に時計を」にはすでに Agree しています')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '声を投稿' })).toBeNull());
    expect(sentTo(requests, '/api/auth/agrees')).toHaveLength(0);
  });
});
