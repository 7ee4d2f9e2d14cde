import { COOKIES } from '@iagree/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '@/lib/cookies';
import { page } from '@/lib/reload-page';
import { http, HttpResponse } from 'msw';
import { loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';

const SAVE = '/api/auth/user/update-locale';

describe('language select', () => {
  // jsdom cannot reload; each test watches the page's reload instead.
  let reload: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
  });

  it('saves a logged-in user’s choice on the server, then sets the cookie and reloads', async () => {
    let cookieWhenSaved: string | undefined = 'never saved';
    let saved: unknown;
    server.use(
      loggedIn(),
      http.post(SAVE, async ({ request }) => {
        cookieWhenSaved = getCookie(COOKIES.locale);
        saved = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderApp('/');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'ユーザーメニュー' });

    await user.selectOptions(screen.getByRole('combobox', { name: '言語' }), 'en');

    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(getCookie(COOKIES.locale)).toBe('en');
    expect(saved).toEqual({ locale: 'en' });
    expect(cookieWhenSaved).toBeUndefined();
  });

  it('only sets the cookie and reloads for a guest', async () => {
    const sent = recordRequests();
    renderApp('/');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'ログイン' });

    await user.selectOptions(screen.getByRole('combobox', { name: '言語' }), 'en');

    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(getCookie(COOKIES.locale)).toBe('en');
    expect(sentTo(sent, SAVE)).toHaveLength(0);
  });
});
