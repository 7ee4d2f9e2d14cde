import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('home’s breadcrumb', () => {
  it('says the reader is on iAgree’s Home, as its heading and the menu name it — not on a dashboard', async () => {
    renderApp('/');
    const trail = await screen.findByRole('navigation', { name: 'パンくずリスト' });

    expect(within(trail).getByRole('link', { name: 'iAgree' }).getAttribute('href')).toBe('/');
    const here = within(trail).getByText('ホーム');
    expect(here.getAttribute('aria-current')).toBe('page');
    expect(trail.textContent).not.toContain('ダッシュボード');
  });
});
