import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_PAGE_SIZE, STATEMENT_COMMENT_PREVIEW } from '@iagree/contract';
import { statementComments, statements } from '../../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createStatementRow, createUser } from '../../../test/factories.ts';
import { expectBadCursors, readAllPages, sharedMoment } from '../../../test/pages.ts';

let ctx: TestContext;
let statementId: number;
/** The 45 comments' ids, newest first. */
let newestFirst: number[];

beforeAll(async () => {
  ctx = await buildTestApp();
  const user = await createUser(ctx.db);
  ({ id: statementId } = await createStatementRow(ctx.db, user.id));
  const rows = await ctx.db
    .insert(statementComments)
    .values(
      Array.from({ length: 45 }, (_, i) => ({
        statementId,
        userId: user.id,
        comment: `コメント${i}`,
        createdAt: sharedMoment(i),
      })),
    )
    .returning({ id: statementComments.id });
  await ctx.db.update(statements).set({ commentCount: 45 }).where(eq(statements.id, statementId));
  // Inserted oldest first, ids rising: the newest is the last.
  newestFirst = rows.map((row) => row.id).reverse();
});
afterAll(() => ctx.close());

const url = () => `/api/statements/${statementId}/comments`;

describe('a statement with 45 comments', () => {
  it('carries the latest 20 in its detail, with the total and a cursor', async () => {
    const { data } = (await ctx.app.inject({ url: `/api/statements/${statementId}` })).json();
    expect(data.comments.map((c: { id: number }) => c.id)).toEqual(
      newestFirst.slice(0, DETAIL_PAGE_SIZE),
    );
    expect(data.comment_count).toBe(45);
    expect(data.comments_next_cursor).toEqual(expect.any(String));
  });

  it('pages through the rest from the detail’s cursor: each comment once, in order', async () => {
    const { data } = (await ctx.app.inject({ url: `/api/statements/${statementId}` })).json();
    const first = { data: data.comments, total: 45, next_cursor: data.comments_next_cursor };
    const { ids, pages } = await readAllPages(ctx, url(), first, 45);
    expect(ids).toEqual(newestFirst);
    expect(pages).toBe(3);
  });

  it('answers the same first page without a cursor, and pages on from a list preview', async () => {
    const page = (await ctx.app.inject({ url: url() })).json();
    expect(page.data).toHaveLength(DETAIL_PAGE_SIZE);
    expect(page.total).toBe(45);
    const list = (await ctx.app.inject({ url: '/api/statements?sortBy=created_at_desc' })).json();
    const item = list.data.find((s: { id: number }) => s.id === statementId);
    expect(item.comments).toHaveLength(STATEMENT_COMMENT_PREVIEW);
    const first = { data: item.comments, total: 45, next_cursor: item.comments_next_cursor };
    expect((await readAllPages(ctx, url(), first, 45)).ids).toEqual(newestFirst);
  });

  it('gives no cursor when nothing older is left', async () => {
    const user = await createUser(ctx.db);
    const quiet = await createStatementRow(ctx.db, user.id);
    const { data } = (await ctx.app.inject({ url: `/api/statements/${quiet.id}` })).json();
    expect(data).toMatchObject({ comments: [], comment_count: 0, comments_next_cursor: null });
    const page = (await ctx.app.inject({ url: `/api/statements/${quiet.id}/comments` })).json();
    expect(page).toEqual({ data: [], total: 0, next_cursor: null });
  });

  it('refuses a cursor it did not write with 422, and an unknown statement with 404', async () => {
    await expectBadCursors(ctx, url());
    const unknown = await ctx.app.inject({ url: '/api/statements/999999/comments' });
    expect(unknown.statusCode).toBe(404);
  });
});
