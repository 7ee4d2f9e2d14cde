import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/testing/render-app';

describe('static pages', () => {
  it('shows the terms as 15 articles and names the document after the page', async () => {
    renderApp('/terms-of-use');
    expect(await screen.findByRole('heading', { level: 1, name: '利用規約' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(15);
    expect(
      screen.getByRole('heading', { name: '第9条（有料サービス及び料金の支払）' }),
    ).toBeTruthy();
    // The title and description are set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('利用規約 | iAgree'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'iAgree をご利用いただく際の条件を定めます。',
    );
  });

  it('opens an FAQ answer on click', async () => {
    renderApp('/faqs');
    const user = userEvent.setup();
    const question = await screen.findByRole('button', { name: '「エンジェル」とは誰ですか？' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const section = screen.getByRole('region', { name: '要望の実現について' });
    expect(within(section).getAllByRole('button')).toHaveLength(4);
  });

  it('shows the policy in English when the interface is English', async () => {
    await i18n.changeLanguage('en');
    try {
      renderApp('/policy');
      expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
      expect(
        screen.getByRole('heading', {
          name: 'Article 9 (Requests for disclosure and leaving the Service)',
        }),
      ).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('Privacy policy | iAgree'));
    } finally {
      await i18n.changeLanguage('ja');
    }
  });
});
