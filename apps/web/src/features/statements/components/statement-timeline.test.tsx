import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loggedIn, statementPages } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';
import { makeStatement } from '@/testing/statement-factory';
import { aUser } from '@/testing/users';

const SLOW = { timeout: 15_000 };

const roads = { id: 1, name: '道路課' };
const parks = { id: 2, name: '公園課' };

const routed = makeStatement({
  id: 9,
  title: '歩道の段差',
  status: 'in_progress',
  answer: '来月補修します',
  department: roads,
  timeline: [
    {
      kind: 'received',
      status: 'open',
      answer: null,
      department: null,
      created_at: '2026-11-01T00:00:00.000Z',
    },
    {
      kind: 'assigned',
      status: 'open',
      answer: null,
      department: roads,
      created_at: '2026-11-02T00:00:00.000Z',
    },
    {
      kind: 'status',
      status: 'in_progress',
      answer: '来月補修します',
      department: roads,
      created_at: '2026-11-03T00:00:00.000Z',
    },
  ],
});

const noComments = http.get('/api/statements/:id/comments', () =>
  HttpResponse.json({ data: [], total: 0, next_cursor: null }),
);

describe('a statement’s department and timeline', { timeout: 60_000 }, () => {
  it('shows every step with its department, and links the department’s list', async () => {
    server.use(...statementPages([[routed]]), noComments);
    renderApp('/?statement=9');
    const timeline = await screen.findByRole('region', { name: '対応の記録' }, SLOW);
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('受付'),
      expect.stringContaining('担当部署の変更'),
      expect.stringContaining('状況：対応中'),
    ]);
    expect(steps[0]?.textContent).toContain('担当部署なし');
    expect(steps[1]?.textContent).toContain('担当：道路課');
    expect(steps[2]?.textContent).toContain('来月補修します');
    const link = screen.getByRole('link', { name: '道路課' });
    expect(link.getAttribute('href')).toBe('/?department=1');
    // A guest gets neither form.
    expect(screen.queryByRole('region', { name: '状況の設定' })).toBeNull();
    expect(screen.queryByRole('region', { name: '担当部署を変更' })).toBeNull();
  });

  it('offers the forms to the staff in charge only', async () => {
    server.use(
      loggedIn(aUser({ department_ids: [parks.id] })),
      ...statementPages([[routed]]),
      noComments,
    );
    renderApp('/?statement=9');
    await screen.findByRole('region', { name: '対応の記録' }, SLOW);
    expect(screen.queryByRole('region', { name: '状況の設定' })).toBeNull();
    expect(screen.queryByRole('region', { name: '担当部署を変更' })).toBeNull();
  });

  it('lets the staff in charge hand the statement over', async () => {
    const requests = recordRequests();
    server.use(
      loggedIn(aUser({ department_ids: [roads.id] })),
      ...statementPages([[routed]]),
      noComments,
      http.post('/api/auth/statements/9/assign', () =>
        HttpResponse.json({
          data: {
            ...routed,
            department: parks,
            timeline: [
              ...routed.timeline,
              {
                kind: 'assigned',
                status: 'in_progress',
                answer: null,
                department: parks,
                created_at: '2026-11-04T00:00:00.000Z',
              },
            ],
          },
        }),
      ),
    );
    renderApp('/?statement=9');
    const user = userEvent.setup();
    expect(await screen.findByRole('region', { name: '状況の設定' }, SLOW)).toBeTruthy();
    const handOver = screen.getByRole('region', { name: '担当部署を変更' });
    await user.click(within(handOver).getByRole('button', { name: '引き継ぐ' }));
    expect(await within(handOver).findByText('必須項目です')).toBeTruthy();
    expect(sentTo(requests, '/api/auth/statements/9/assign')).toEqual([]);
    await user.click(within(handOver).getByRole('combobox', { name: '引き継ぐ部署' }));
    await user.click(await screen.findByRole('option', { name: '公園課' }));
    await user.click(within(handOver).getByRole('button', { name: '引き継ぐ' }));
    expect(await screen.findByText('公園課に引き継ぎました')).toBeTruthy();
    const [sent] = sentTo(requests, '/api/auth/statements/9/assign');
    expect(await sent?.json()).toEqual({ department_id: 2 });
    const timeline = screen.getByRole('region', { name: '対応の記録' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(4);
  });
});
