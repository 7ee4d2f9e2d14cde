import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Department } from '@iagree/contract';
import { errorAnswer, loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';
import { aUser } from '@/testing/users';

const SLOW = { timeout: 15_000 };

const department = (id: number, name: string, statements = 0): Department => ({
  id,
  name,
  categories: [{ id: 1, category: '環境・ごみ' }],
  area: null,
  members: [],
  statements,
  created_at: '2026-11-01T00:00:00.000Z',
});

/** /admin's departments tab, role 1 signed in, serving `departments()` as they are now. */
async function openDepartments(departments: () => Department[]) {
  server.use(
    loggedIn(aUser({ role: 1 })),
    http.get('/api/auth/admin/stats', () => new HttpResponse(null, { status: 503 })),
    http.get('/api/auth/admin/departments', () => HttpResponse.json({ data: departments() })),
  );
  renderApp('/admin');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: '部署と職員' }, SLOW));
  return user;
}

describe('renaming and deleting a department on /admin', { timeout: 60_000 }, () => {
  it('renames with a reason, showing a taken name under the field', async () => {
    let rows = [department(1, '道路課'), department(2, '河川課')];
    const requests = recordRequests();
    server.use(
      http.patch('/api/auth/admin/departments/1', async ({ request }) => {
        const body = (await request.json()) as { name: string; reason: string };
        if (body.name === '河川課') {
          return errorAnswer(409, 'この名前の部署はすでにあります。');
        }
        rows = [department(1, body.name), rows[1]!];
        return HttpResponse.json({ data: rows[0] });
      }),
    );
    const user = await openDepartments(() => rows);
    const card = await screen.findByRole('region', { name: '道路課' }, SLOW);
    await user.click(within(card).getByRole('button', { name: '道路課の名前を変更' }));
    const dialog = await screen.findByRole('dialog', { name: '「道路課」の名前を変更' });
    const name = within(dialog).getByRole('textbox', { name: /部署名/ });
    await user.clear(name);
    await user.type(name, '河川課');
    await user.click(within(dialog).getByRole('button', { name: '名前を変更' }));
    // The reason is asked for before anything is sent.
    expect(await within(dialog).findByText('理由を入力してください')).toBeTruthy();
    expect(sentTo(requests, '/api/auth/admin/departments/1')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /理由/ }), '組織改正');
    await user.click(within(dialog).getByRole('button', { name: '名前を変更' }));
    expect(await within(dialog).findByText('この名前の部署はすでにあります。')).toBeTruthy();
    await user.clear(name);
    await user.type(name, '道路管理課');
    await user.click(within(dialog).getByRole('button', { name: '名前を変更' }));
    expect(await screen.findByText('部署名を「道路管理課」に変更しました')).toBeTruthy();
    expect(await screen.findByRole('region', { name: '道路管理課' }, SLOW)).toBeTruthy();
    const sent = sentTo(requests, '/api/auth/admin/departments/1');
    expect(await sent.at(-1)!.json()).toEqual({ name: '道路管理課', reason: '組織改正' });
  });

  it('asks first, and while statements are in its charge, for the department taking them', async () => {
    let rows = [department(1, '旧清掃課', 3), department(2, '環境課')];
    const requests = recordRequests();
    server.use(
      http.delete('/api/auth/admin/departments/1', () => {
        rows = [department(2, '環境課', 3)];
        return HttpResponse.json({ data: { id: 1, handed_over: 3 } });
      }),
    );
    const user = await openDepartments(() => rows);
    const card = await screen.findByRole('region', { name: '旧清掃課' }, SLOW);
    expect(within(card).getByText('担当している声：3件')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: '旧清掃課を削除' }));
    const dialog = await screen.findByRole('dialog', { name: '「旧清掃課」を削除しますか？' });
    // Cancel has the focus: Enter never deletes by accident.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', { name: 'キャンセル' }),
      ),
    );
    expect(
      within(dialog).getByText(
        'この部署は3件の声を担当しています。すべてを引き継ぐ部署を選んでください。',
      ),
    ).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /理由/ }), '環境課へ統合');
    await user.click(within(dialog).getByRole('button', { name: '削除' }));
    expect(await within(dialog).findByText('必須項目です')).toBeTruthy();
    expect(sentTo(requests, '/api/auth/admin/departments/1')).toEqual([]);

    await user.click(within(dialog).getByPlaceholderText('部署を選択'));
    await user.click(await screen.findByRole('option', { name: '環境課' }));
    await user.click(within(dialog).getByRole('button', { name: '削除' }));
    expect(await screen.findByText('部署「旧清掃課」を削除しました')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: '旧清掃課' })).toBeNull());
    const [sent] = sentTo(requests, '/api/auth/admin/departments/1');
    expect(sent!.method).toBe('DELETE');
    expect(await sent!.json()).toEqual({ reason: '環境課へ統合', hand_over_to: 2 });
  });
});
