import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_PAGE_SIZE } from '@iagree/contract';
import { eventComments, events, statements } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createEventRow, createUser } from '../../test/factories.ts';
import { expectBadCursors, readAllPages, sharedMoment } from '../../test/pages.ts';

let ctx: TestContext;
let eventId: number;
/** Ids newest first of the event's 45 comments and 45 linked statements. */
let comments: number[];
let linked: number[];

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).reverse();

beforeAll(async () => {
  ctx = await buildTestApp();
  const user = await createUser(ctx.db);
  ({ id: eventId } = await createEventRow(ctx.db, user.id));
  const many = Array.from({ length: 45 }, (_, i) => i);
  comments = idsOf(
    await ctx.db
      .insert(eventComments)
      .values(
        many.map((i) => ({
          eventId,
          userId: user.id,
          comment: `${i}`,
          createdAt: sharedMoment(i),
        })),
      )
      .returning({ id: eventComments.id }),
  );
  await ctx.db.update(events).set({ commentsCount: 45 }).where(eq(events.id, eventId));
  linked = idsOf(
    await ctx.db
      .insert(statements)
      .values(
        many.map((i) => ({
          eventId,
          userId: user.id,
          title: `声${i}`,
          description: '…',
          // Agrees do not order the pages: a count changing meanwhile must not move a row.
          agreeCount: i % 7,
          createdAt: sharedMoment(i),
        })),
      )
      .returning({ id: statements.id }),
  );
});
afterAll(() => ctx.close());

describe('an event with 45 comments', () => {
  const url = () => `/api/events/${eventId}/comments`;

  it('answers the latest 20 with the total and a cursor, then the rest once each, in order', async () => {
    const res = await ctx.app.inject({ url: url() });
    const first = res.json();
    expect(first.data.map((c: { id: number }) => c.id)).toEqual(
      comments.slice(0, DETAIL_PAGE_SIZE),
    );
    expect(first.total).toBe(45);
    const { ids, pages } = await readAllPages(ctx, url(), first, 45);
    expect(ids).toEqual(comments);
    expect(pages).toBe(3);
  });

  it('refuses a cursor it did not write with 422, and an unknown event with 404', async () => {
    await expectBadCursors(ctx, url());
    expect((await ctx.app.inject({ url: '/api/events/999999/comments' })).statusCode).toBe(404);
  });
});

describe('an event with 45 linked statements', () => {
  const url = () => `/api/events/${eventId}/statements`;

  it('carries the latest 20 in its detail, with the total and a cursor', async () => {
    const { data } = (await ctx.app.inject({ url: `/api/events/${eventId}` })).json();
    expect(data.statements.map((s: { id: number }) => s.id)).toEqual(
      linked.slice(0, DETAIL_PAGE_SIZE),
    );
    expect(data.statements[0]).toEqual({ id: linked[0], title: '声44', agree_count: 44 % 7 });
    expect(data.statements_total).toBe(45);
    expect(data.statements_next_cursor).toEqual(expect.any(String));
  });

  it('pages through the rest from the detail’s cursor: each statement once, in order', async () => {
    const { data } = (await ctx.app.inject({ url: `/api/events/${eventId}` })).json();
    const first = { data: data.statements, total: 45, next_cursor: data.statements_next_cursor };
    expect((await readAllPages(ctx, url(), first, 45)).ids).toEqual(linked);
  });

  it('refuses a cursor it did not write with 422, and an unknown event with 404', async () => {
    await expectBadCursors(ctx, url());
    expect((await ctx.app.inject({ url: '/api/events/999999/statements' })).statusCode).toBe(404);
  });
});

it('declares the pages in OpenAPI, with their cursor', async () => {
  const { paths } = (await ctx.app.inject({ url: '/api/docs/json' })).json();
  for (const path of [
    '/api/events/{id}/comments',
    '/api/events/{id}/statements',
    '/api/statements/{id}/comments',
  ]) {
    const names = paths[path].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['id', 'cursor', 'language']));
    expect(Object.keys(paths[path].get.responses)).toEqual(['200', '404', '422']);
  }
});
