import { COOKIES } from '@iagree/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '@/lib/cookies';
import { reloadPage } from '@/lib/reload-page';
import { mockFetch } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { guestRoutes, userRoutes } from '@/testing/users';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

const SAVE = '/api/auth/user/update-locale';

describe('language select', () => {
  beforeEach(() => vi.mocked(reloadPage).mockClear());

  it('saves a logged-in user’s choice on the server, then sets the cookie and reloads', async () => {
    const fetchMock = mockFetch(userRoutes());
    const answer = fetchMock.getMockImplementation();
    let cookieWhenSaved: string | undefined = 'never saved';
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === SAVE) cookieWhenSaved = getCookie(COOKIES.locale);
      return answer!(input, init);
    });
    renderApp('/');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'ユーザーメニュー' });

    await user.selectOptions(screen.getByRole('combobox', { name: '言語' }), 'en');

    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(getCookie(COOKIES.locale)).toBe('en');
    const save = fetchMock.mock.calls.find(([url]) => url === SAVE);
    expect(JSON.parse(String(save?.[1]?.body))).toEqual({ locale: 'en' });
    expect(cookieWhenSaved).toBeUndefined();
  });

  it('only sets the cookie and reloads for a guest', async () => {
    const fetchMock = mockFetch(guestRoutes);
    renderApp('/');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'ログイン' });

    await user.selectOptions(screen.getByRole('combobox', { name: '言語' }), 'en');

    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(getCookie(COOKIES.locale)).toBe('en');
    expect(fetchMock.mock.calls.some(([url]) => url === SAVE)).toBe(false);
  });
});
