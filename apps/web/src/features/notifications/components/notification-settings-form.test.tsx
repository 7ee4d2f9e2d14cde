import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_SETTINGS } from '@iagree/contract';
import { errorAnswer, loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';

const SLOW = { timeout: 15_000 };
const SETTINGS = '/api/auth/user/notification-settings';

describe('notification settings', { timeout: 60_000 }, () => {
  it('shows each kind’s choice and saves the changed ones with a toast', async () => {
    const sent = recordRequests();
    server.use(
      loggedIn(),
      http.get(SETTINGS, () => HttpResponse.json({ email: DEFAULT_EMAIL_SETTINGS })),
      http.post(SETTINGS, async ({ request }) => {
        const body = (await request.json()) as { email: object };
        return HttpResponse.json({ email: { ...DEFAULT_EMAIL_SETTINGS, ...body.email } });
      }),
    );
    renderApp('/settings/notifications');
    const user = userEvent.setup();

    const comments = await screen.findByRole('radiogroup', { name: 'コメント' }, SLOW);
    expect(within(comments).getByRole('radio', { name: '即時' })).toHaveProperty('checked', true);
    const milestones = screen.getByRole('radiogroup', { name: 'Agree 数の節目' });
    expect(within(milestones).getByRole('radio', { name: '毎日のまとめ' })).toHaveProperty(
      'checked',
      true,
    );

    await user.click(within(comments).getByRole('radio', { name: '受け取らない' }));
    await user.click(within(milestones).getByRole('radio', { name: '即時' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));

    expect(await screen.findByText('通知の設定を保存しました。')).toBeTruthy();
    expect(
      await sentTo(sent, SETTINGS)
        .find((r) => r.method === 'POST')
        ?.json(),
    ).toEqual({
      email: { ...DEFAULT_EMAIL_SETTINGS, comment: 'never', agree_milestone: 'immediate' },
    });
    expect(within(comments).getByRole('radio', { name: '受け取らない' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('shows the server’s refusal in a toast and keeps the choice', async () => {
    server.use(
      loggedIn(),
      http.get(SETTINGS, () => HttpResponse.json({ email: DEFAULT_EMAIL_SETTINGS })),
      http.post(SETTINGS, () => errorAnswer(503, 'ただいま保存できません')),
    );
    renderApp('/settings/notifications');
    const user = userEvent.setup();
    const status = await screen.findByRole('radiogroup', { name: '対応状況と公式回答' }, SLOW);
    await user.click(within(status).getByRole('radio', { name: '毎日のまとめ' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('ただいま保存できません')).toBeTruthy();
    expect(within(status).getByRole('radio', { name: '毎日のまとめ' })).toHaveProperty(
      'checked',
      true,
    );
  });
});
