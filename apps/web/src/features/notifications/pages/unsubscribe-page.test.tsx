import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorAnswer } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';

const SLOW = { timeout: 15_000 };
const TOKEN = 'abcdefghijklmnop1234';
const CALL = `/api/notifications/unsubscribe/${TOKEN}`;

describe('unsubscribe page', { timeout: 60_000 }, () => {
  it('stops the kind on load without a login and says which, once', async () => {
    const sent = recordRequests();
    server.use(
      http.post(CALL, () =>
        HttpResponse.json({
          kind: 'comment',
          message: 'コメントについてのメールは今後届きません。',
        }),
      ),
    );
    renderApp(`/unsubscribe/${TOKEN}`);

    expect(
      await screen.findByText('コメントについてのメールは今後届きません。', {}, SLOW),
    ).toBeTruthy();
    expect(screen.getByText('配信を停止しました')).toBeTruthy();
    expect(screen.getByRole('link', { name: '通知の設定を開く' }).getAttribute('href')).toBe(
      '/settings/notifications',
    );
    expect(sentTo(sent, CALL).map((request) => request.method)).toEqual(['POST']);
  });

  it('says plainly that a bad or expired link did nothing', async () => {
    server.use(http.post(CALL, () => errorAnswer(404, 'このリンクは無効です')));
    renderApp(`/unsubscribe/${TOKEN}`);

    expect(await screen.findByText('配信を停止できませんでした', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'このリンクは無効か、期限が切れています',
    );
    expect(screen.getByRole('link', { name: '通知の設定を開く' })).toBeTruthy();
  });
});
