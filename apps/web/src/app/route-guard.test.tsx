import { ROLES } from '@iagree/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { errorAnswer, loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { aUser } from '@/testing/users';

const loggedInAs = (role: number) => server.use(loggedIn(aUser({ role })));

describe('route guard', () => {
  it('sends a guest opening /event/new to /login, remembering the wanted path', async () => {
    const { router } = renderApp('/event/new');

    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fevent%2Fnew');
  });

  it('sends a logged-in user opening /login to /', async () => {
    loggedInAs(ROLES.user);
    const { router } = renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'ホーム' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a guest stay on the public event list', async () => {
    const { router } = renderApp('/event');

    expect(await screen.findByRole('heading', { level: 1, name: 'イベント' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/event');
    expect(await screen.findByRole('button', { name: 'ログイン' })).toBeTruthy();
  });

  it('lets a logged-in user open /event/edit/:id', async () => {
    loggedInAs(ROLES.user);
    server.use(http.get('/api/events/7', () => errorAnswer(404, 'Not found')));
    renderApp('/event/edit/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'イベント編集' })).toBeTruthy();
  });

  it('redirects an unknown path to /', async () => {
    const { router } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'ホーム' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows "Create event" in the sidebar to a role 1 user only', async () => {
    loggedInAs(ROLES.privileged);
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'イベント作成' })).toBeTruthy();
  });

  it('hides "Create event" from a plain user', async () => {
    loggedInAs(ROLES.user);
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'ユーザーメニュー' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'イベント作成' })).toBeNull();
  });
});
