import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
/** The pills the status choice shows, each with whether it can be removed. */
function statusPills() {
  const field = screen.getByRole('combobox', { name: '状況' });
  // The pills stand before the field, in the same group.
  const pills = field.parentElement?.querySelectorAll('.mantine-Pill-root') ?? [];
  return [...pills].map((pill) => ({
    label: pill.querySelector('.mantine-Pill-label')?.textContent,
    removable: pill.querySelector('button') !== null,
  }));
}

describe('the status filter', { timeout: 60_000 }, () => {
  it('shows All statuses as the chosen value, not a placeholder, and picks it again to show all', async () => {
    const { router } = renderApp('/');
    const user = userEvent.setup();
    const field = await screen.findByRole('combobox', { name: '状況' }, { timeout: 20_000 });
    const statuses = {
      get textContent() {
        return new URLSearchParams(router.state.location.search).get('status') ?? '';
      },
    };

    expect(field.getAttribute('placeholder')).toBeNull();
    expect(statusPills()).toEqual([{ label: 'すべての状況', removable: false }]);

    await user.click(field);
    await user.click(await screen.findByRole('option', { name: '対応中' }));
    expect(statuses.textContent).toBe('in_progress');
    expect(statusPills()).toEqual([{ label: '対応中', removable: true }]);

    await user.click(await screen.findByRole('option', { name: '検討中' }));
    expect(statuses.textContent).toBe('in_progress,under_review');

    await user.click(screen.getByRole('option', { name: 'すべての状況' }));
    expect(statuses.textContent).toBe('');
    expect(statusPills()).toEqual([{ label: 'すべての状況', removable: false }]);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(6);
  });
});
