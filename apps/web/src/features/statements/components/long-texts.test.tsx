import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { statementPages } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { makeComment, makeStatement } from '@/testing/statement-factory';

const longComment = 'とても長いコメントです。'.repeat(417).slice(0, 5000);
const longDescription = ['一行目', '二行目', '三行目', '四行目', '五行目'].join('\n');

describe('long texts in the ranking', () => {
  it('clamps a 5,000-character comment and a five-line description until “Read more”', async () => {
    server.use(
      ...statementPages([
        [
          makeStatement({
            id: 1,
            title: '長い声',
            description: longDescription,
            comments: [makeComment({ id: 7, comment: longComment }), makeComment({ id: 8 })],
          }),
        ],
      ]),
    );
    renderApp('/');
    const card = await screen.findByRole('article', { name: '長い声' }, { timeout: 5000 });

    const toggles = within(card).getAllByRole('button', { name: '続きを読む' });
    expect(toggles).toHaveLength(2);
    const description = within(card).getByText(/^一行目/);
    const comment = within(card).getByText(longComment);
    for (const [toggle, text] of [
      [toggles[0]!, description],
      [toggles[1]!, comment],
    ] as const) {
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(toggle.getAttribute('aria-controls')).toBe(text.id);
      expect(text.getAttribute('data-line-clamp')).toBe('true');
    }
    // The short comment is shown whole, with no toggle of its own.
    expect(within(card).getByText('コメント8').getAttribute('data-line-clamp')).toBeNull();

    await userEvent.click(toggles[1]!);
    expect(comment.getAttribute('data-line-clamp')).toBeNull();
    const less = within(card).getByRole('button', { name: '折りたたむ' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(less);
    expect(comment.getAttribute('data-line-clamp')).toBe('true');
  });
});
