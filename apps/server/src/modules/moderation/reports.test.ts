import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportTarget, Statement, StatementListResponse } from '@iagree/contract';
import {
  moderationLog,
  reports,
  statementMapCells,
  statements,
  statementTotals,
} from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import {
  commentOn,
  createEventRow,
  createStatementRow,
  createUser,
  type TestUser,
} from '../../test/factories.ts';
import { moderate, reportAs } from './moderation-test-helpers.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

let ctx: TestContext;
let author: TestUser;
let reporters: TestUser[];
let moderator: TestUser;

beforeAll(async () => {
  // A threshold of 3 and an age of 7 days, as by default, set here so the test says what it
  // relies on; the reporters' accounts are older than that.
  ctx = await buildTestApp({ REPORT_HIDE_THRESHOLD: '3', REPORT_MIN_ACCOUNT_AGE_DAYS: '7' });
  author = await createUser(ctx.db);
  reporters = await Promise.all(
    [1, 2, 3].map(() => createUser(ctx.db, { createdAt: daysAgo(30) })),
  );
  moderator = await createUser(ctx.db, { role: 1 });
});
afterAll(() => ctx.close());

const get = (url: string, user?: TestUser) => ctx.app.inject({ url, headers: user?.auth ?? {} });

const reportsOf = async (type: ReportTarget, id: number) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(reports)
      .where(and(eq(reports.targetType, type), eq(reports.targetId, id)))
  )[0]?.n;

const listIds = async (query = '', user?: TestUser) =>
  (await get(`/api/statements?sortBy=created_at_desc${query}`, user))
    .json<StatementListResponse>()
    .data.map((item) => item.id);

/** Reports by all three reporters: the third hides the thing. */
const reportThrice = async (body: Record<string, unknown>) => {
  for (const reporter of reporters) {
    expect((await reportAs(ctx, reporter, body)).statusCode).toBe(201);
  }
};

describe('POST /api/auth/reports', () => {
  it('takes a report (201), answers 200 to the same reporter again and changes nothing', async () => {
    const statement = await createStatementRow(ctx.db, author.id);
    const body = { target_type: 'statement', target_id: statement.id, details: '宣伝です' };
    const first = await reportAs(ctx, reporters[0]!, body, 'en');
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toMatch(/report has been received/);
    const again = await reportAs(ctx, reporters[0]!, { ...body, reason: 'offensive' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('すでに報告済みです。');
    expect(await reportsOf('statement', statement.id)).toBe(1);
  });

  it('refuses guests (401), one’s own content (403), unknown things (404) and bad input (422)', async () => {
    const statement = await createStatementRow(ctx.db, author.id);
    const body = { target_type: 'statement', target_id: statement.id };
    expect((await reportAs(ctx, null, body)).statusCode).toBe(401);
    const own = await reportAs(ctx, author, body, 'en');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot report your own post.');
    expect((await reportAs(ctx, reporters[0]!, { ...body, target_id: 999_999 })).statusCode).toBe(
      404,
    );
    for (const bad of [
      { ...body, target_type: 'user' },
      { ...body, reason: 'boring' },
      { ...body, details: 'x'.repeat(1001) },
    ]) {
      expect((await reportAs(ctx, reporters[0]!, bad)).statusCode).toBe(422);
    }
    expect(await reportsOf('statement', statement.id)).toBe(0);
  });

  it('hides a thing at the threshold of distinct reporters, logged as the system’s', async () => {
    const statement = await createStatementRow(ctx.db, author.id);
    const body = { target_type: 'statement', target_id: statement.id };
    await reportAs(ctx, reporters[0]!, body);
    await reportAs(ctx, reporters[1]!, body);
    // The same reporter twice does not count twice.
    await reportAs(ctx, reporters[1]!, body);
    expect((await get(`/api/statements/${statement.id}`)).statusCode).toBe(200);
    await reportAs(ctx, reporters[2]!, body);
    expect((await get(`/api/statements/${statement.id}`)).statusCode).toBe(404);
    const [logged] = await ctx.db
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.targetId, statement.id), eq(moderationLog.action, 'auto_hide')));
    expect(logged).toMatchObject({ actorId: null, targetType: 'statement' });
  });
});

describe('who can hide a thing by reports (decision 029)', () => {
  it('queues the reports of young accounts without letting them hide anything', async () => {
    const statement = await createStatementRow(ctx.db, author.id);
    const body = { target_type: 'statement', target_id: statement.id };
    // Six days old: one day short of REPORT_MIN_ACCOUNT_AGE_DAYS.
    const young = await Promise.all(
      [1, 2, 3].map(() => createUser(ctx.db, { createdAt: daysAgo(6) })),
    );
    for (const reporter of young)
      expect((await reportAs(ctx, reporter, body)).statusCode).toBe(201);
    expect((await get(`/api/statements/${statement.id}`)).statusCode).toBe(200);
    expect(await reportsOf('statement', statement.id)).toBe(3);
    const queue = await get('/api/auth/moderation/reports', moderator);
    expect(JSON.stringify(queue.json())).toContain(`"target_id":${statement.id}`);
    // Young reports still sit in the queue; three old enough hide it.
    await reportThrice(body);
    expect((await get(`/api/statements/${statement.id}`)).statusCode).toBe(404);
  });

  it('never hides role 1’s content by reports, though the reports reach the queue', async () => {
    const statement = await createStatementRow(ctx.db, moderator.id);
    const body = { target_type: 'statement', target_id: statement.id };
    await reportThrice(body);
    expect((await get(`/api/statements/${statement.id}`)).statusCode).toBe(200);
    expect(await reportsOf('statement', statement.id)).toBe(3);
    const [row] = await ctx.db.select().from(statements).where(eq(statements.id, statement.id));
    expect(row?.hiddenAt).toBeNull();
  });
});

describe('with REPORT_MIN_ACCOUNT_AGE_DAYS=0', () => {
  let open: TestContext;
  beforeAll(async () => {
    open = await buildTestApp({ REPORT_MIN_ACCOUNT_AGE_DAYS: '0' });
  });
  afterAll(() => open.close());

  it('counts every account', async () => {
    const writer = await createUser(open.db);
    const statement = await createStatementRow(open.db, writer.id);
    for (let i = 0; i < 3; i += 1) {
      const fresh = await createUser(open.db);
      const body = { target_type: 'statement', target_id: statement.id };
      expect((await reportAs(open, fresh, body)).statusCode).toBe(201);
    }
    const detail = await open.app.inject({ url: `/api/statements/${statement.id}` });
    expect(detail.statusCode).toBe(404);
  });
});

describe('a hidden statement leaks through no path', () => {
  let hidden: { id: number };
  let visible: { id: number };
  let category: number;

  beforeAll(async () => {
    category = 1;
    const event = await createEventRow(ctx.db, moderator.id);
    const place = { latitude: 35.6581, longitude: 139.7017 };
    visible = await createStatementRow(ctx.db, author.id, {
      categories: [category],
      eventId: event.id,
      ...place,
    });
    hidden = await createStatementRow(ctx.db, author.id, {
      categories: [category],
      eventId: event.id,
      title: '通報された声',
      ...place,
    });
    await reportThrice({ target_type: 'statement', target_id: hidden.id });
  });

  it('is gone from the ranked list, its categories’ lists and their totals', async () => {
    expect(await listIds()).not.toContain(hidden.id);
    expect(await listIds('', author)).not.toContain(hidden.id);
    expect(await listIds(`&category=${category}`)).toContain(visible.id);
    expect(await listIds(`&category=${category}`)).not.toContain(hidden.id);
    const totals = await ctx.db.select().from(statementTotals);
    const [visibleCount] = await ctx.db
      .select({ n: count() })
      .from(statements)
      .where(isNull(statements.hiddenAt));
    expect(totals.find((row) => row.categoryId === 0)?.total).toBe(visibleCount?.n);
  });

  it('is gone from the map and its cells, which equal a rebuild', async () => {
    const map = await get(
      '/api/map/statements?top_x=139.70&top_y=35.66&bottom_x=139.71&bottom_y=35.65',
    );
    const ids = map.json().data.map((item: { id: number }) => item.id);
    expect(ids).toContain(visible.id);
    expect(ids).not.toContain(hidden.id);
    const cells = () =>
      ctx.db
        .select()
        .from(statementMapCells)
        .orderBy(statementMapCells.level, statementMapCells.cx, statementMapCells.cy);
    const kept = await cells();
    await ctx.db.execute(sql`SELECT statement_map_cells_rebuild()`);
    expect(await cells()).toEqual(kept);
  });

  it('answers 404 to guests and others, and shows it marked to its author and role 1', async () => {
    expect((await get(`/api/statements/${hidden.id}`)).statusCode).toBe(404);
    expect((await get(`/api/statements/${hidden.id}`, reporters[0])).statusCode).toBe(404);
    expect((await get(`/api/statements/${hidden.id}/comments`)).statusCode).toBe(404);
    for (const who of [author, moderator]) {
      const res = await get(`/api/statements/${hidden.id}`, who);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: Statement }>().data.hidden_reason).toBe('reports');
    }
    const mine = await get('/api/auth/user/statements?sortBy=created_at_desc', author);
    const entry = mine.json().data.find((item: Statement) => item.id === hidden.id);
    expect(entry?.hidden_reason).toBe('reports');
  });

  it('is not among its event’s linked statements', async () => {
    const [row] = await ctx.db.select().from(statements).where(eq(statements.id, visible.id));
    const detail = (await get(`/api/events/${row!.eventId}`)).json().data;
    expect(detail.statements.map((item: { id: number }) => item.id)).toEqual([visible.id]);
    expect(detail.statements_total).toBe(1);
  });

  it('comes back everywhere when role 1 restores it, its reports resolved', async () => {
    const res = await moderate(ctx, moderator, `statement/${hidden.id}/restore`, {
      reason: '問題なし',
    });
    expect(res.statusCode).toBe(200);
    expect(await listIds()).toContain(hidden.id);
    expect((await get(`/api/statements/${hidden.id}`)).json().data.hidden_reason).toBeNull();
    const open = await get('/api/auth/moderation/reports?status=open', moderator);
    expect(open.json().data.map((item: { target_id: number }) => item.target_id)).not.toContain(
      hidden.id,
    );
    const resolved = await get('/api/auth/moderation/reports?status=resolved', moderator);
    expect(
      resolved.json().data.find((item: { target_id: number }) => item.target_id === hidden.id),
    ).toMatchObject({ reports_count: 3, reasons: [{ reason: 'spam', count: 3 }] });
  });
});

describe('a hidden comment', () => {
  it('leaves the comment lists and the count for everyone but its author and role 1', async () => {
    const statement = await createStatementRow(ctx.db, moderator.id);
    const kept = await commentOn(ctx.db, statement.id, reporters[0]!.id);
    const reported = await commentOn(ctx.db, statement.id, author.id, { comment: '通報コメント' });
    await reportThrice({ target_type: 'comment', target_id: reported.id });

    const ids = (body: Statement) => body.comments.map((comment) => comment.id);
    const guest = (await get(`/api/statements/${statement.id}`)).json<{ data: Statement }>().data;
    expect(ids(guest)).toEqual([kept.id]);
    expect(guest.comment_count).toBe(1);
    const page = (await get(`/api/statements/${statement.id}/comments`)).json();
    expect(page.data.map((comment: { id: number }) => comment.id)).toEqual([kept.id]);
    const list = (
      await get('/api/statements?sortBy=created_at_desc')
    ).json<StatementListResponse>();
    const card = list.data.find((item) => item.id === statement.id);
    expect(card?.comments.map((comment) => comment.id)).toEqual([kept.id]);

    for (const who of [author, moderator]) {
      const seen = (await get(`/api/statements/${statement.id}`, who)).json().data;
      expect(seen.comments[0]).toMatchObject({ id: reported.id, hidden_reason: 'reports' });
    }

    // Deleting the hidden comment leaves the count as it is; restoring another raises it.
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/comments/delete/${statement.id}`,
      headers: author.auth,
      payload: { comment_id: reported.id },
    });
    expect(deleted.json().comment_count).toBe(1);
  });
});

describe('events and event comments', () => {
  it('hides an event from its list and detail, but not from its owner', async () => {
    const owner = await createUser(ctx.db, { role: 1 });
    const event = await createEventRow(ctx.db, owner.id, { title: '通報されたイベント' });
    expect((await moderate(ctx, moderator, `event/${event.id}/hide`)).statusCode).toBe(200);
    const list = (await get('/api/events?per_page=100')).json();
    expect(list.data.map((item: { id: number }) => item.id)).not.toContain(event.id);
    expect((await get(`/api/events/${event.id}`)).statusCode).toBe(404);
    expect((await get(`/api/events/${event.id}`, owner)).statusCode).toBe(200);
  });

  it('hides an event comment from the comment list and the count', async () => {
    const event = await createEventRow(ctx.db, moderator.id);
    const post = (comment: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/events/${event.id}/comments`,
        headers: author.auth,
        payload: { comment },
      });
    const kept = (await post('残る')).json().data;
    const hidden = (await post('隠れる')).json().data;
    await reportThrice({ target_type: 'event_comment', target_id: hidden.id });
    const page = (await get(`/api/events/${event.id}/comments`)).json();
    expect(page.data.map((comment: { id: number }) => comment.id)).toEqual([kept.id]);
    expect(page.total).toBe(1);
  });
});
