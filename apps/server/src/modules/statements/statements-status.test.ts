import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statement, StatementListResponse } from '@iagree/contract';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createStatementRow, createUser, type TestUser } from '../../test/factories.ts';

let ctx: TestContext;
let moderator: TestUser;
let user: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  moderator = await createUser(ctx.db, { role: 1, name: '市役所の担当者' });
  user = await createUser(ctx.db);
});
afterAll(() => ctx.close());

const setStatus = (id: number, payload: Record<string, unknown>, who = moderator) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/auth/statements/${id}/status`,
    headers: { ...who.auth, 'x-client-locale': 'en' },
    payload,
  });

const listIds = async (query: string) =>
  (await ctx.app.inject({ url: `/api/statements?sortBy=created_at_desc&${query}` }))
    .json<StatementListResponse>()
    .data.map((item) => item.id);

describe('POST /api/auth/statements/{id}/status', () => {
  it('sets the status with the official answer, who gave it and when', async () => {
    const { id } = await createStatementRow(ctx.db, user.id);
    const before = (await ctx.app.inject({ url: `/api/statements/${id}` })).json().data;
    expect(before).toMatchObject({ status: 'open', answer: null, answered_by: null });
    const res = await setStatus(id, { status: 'done', answer: '  ベンチを設置しました。  ' });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: Statement }>().data;
    expect(data).toMatchObject({
      status: 'done',
      answer: 'ベンチを設置しました。',
      answered_by: '市役所の担当者',
    });
    expect(Date.parse(data.answered_at ?? '')).not.toBeNaN();
    const log = await ctx.app.inject({ url: '/api/auth/moderation/log', headers: moderator.auth });
    expect(log.json().data[0]).toMatchObject({
      action: 'status_change',
      target_id: id,
      reason: 'ベンチを設置しました。',
      details: { from: 'open', to: 'done' },
    });
  });

  it('refuses unknown statuses, a missing answer and unknown statements, changing nothing', async () => {
    const { id } = await createStatementRow(ctx.db, user.id);
    const bad = await setStatus(id, { status: 'finished', answer: 'x' });
    expect(bad.statusCode).toBe(422);
    const empty = await setStatus(id, { status: 'done', answer: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.answer).toEqual(['Please write the answer']);
    expect((await setStatus(999_999, { status: 'done', answer: 'x' })).statusCode).toBe(404);
    expect((await setStatus(id, { status: 'done', answer: 'x' }, user)).statusCode).toBe(403);
    const after = (await ctx.app.inject({ url: `/api/statements/${id}` })).json().data;
    expect(after.status).toBe('open');
  });
});

describe('GET /api/statements?status=', () => {
  it('lists the statements of one or several statuses, with or without a category', async () => {
    const done = await createStatementRow(ctx.db, user.id, { categories: [2] });
    const progressing = await createStatementRow(ctx.db, user.id, { categories: [2] });
    const open = await createStatementRow(ctx.db, user.id, { categories: [2] });
    await setStatus(done.id, { status: 'done', answer: '完了' });
    await setStatus(progressing.id, { status: 'in_progress', answer: '対応中' });

    const doneIds = await listIds('status=done');
    expect(doneIds).toContain(done.id);
    expect(doneIds).not.toContain(progressing.id);
    expect(await listIds('status=done,in_progress&category=2')).toEqual([progressing.id, done.id]);
    expect(await listIds('status=done&status=in_progress&category=2')).toEqual([
      progressing.id,
      done.id,
    ]);
    expect(await listIds('status=open&category=2')).toEqual([open.id]);
    const counted = await ctx.app.inject({ url: '/api/statements?status=in_progress' });
    expect(counted.json().totalPage).toBe(1);
    expect((await ctx.app.inject({ url: '/api/statements?status=finished' })).statusCode).toBe(422);
  });
});
