import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Statement } from '@iagree/contract';
import { agrees, statementCategories, statementComments } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import {
  agreeWith,
  commentOn,
  createEventRow,
  createUser,
  type TestUser,
} from '../../test/factories.ts';
import { png } from '../../test/uploads.ts';
import { anotherStatement, createStatement, snapshot } from './statement-test-helpers.ts';

let ctx: TestContext;
let author: TestUser;
let other: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  author = await createUser(ctx.db);
  other = await createUser(ctx.db);
  moderator = await createUser(ctx.db, { role: ROLES.privileged });
  await createEventRow(ctx.db, moderator.id, { code: 'EVLINKED' });
});
afterAll(() => ctx.close());

/** A statement with two images, linked to an event, with an agree and a comment. */
async function postFull(): Promise<Statement> {
  const res = await createStatement(
    ctx,
    author.auth,
    { ...anotherStatement(), event_code: 'EVLINKED' },
    { 'images[]': [await png('#123'), await png('#321')] },
  );
  const { data } = res.json<{ data: Statement }>();
  await agreeWith(ctx.db, data.id, [other.id]);
  await commentOn(ctx.db, data.id, other.id);
  return data;
}

const remove = (headers: Record<string, string>, id: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/user/statements/delete/${id}`, headers });

const rowsOf = async (id: number) => ({
  agrees: (await ctx.db.select({ n: count() }).from(agrees).where(eq(agrees.statementId, id)))[0]
    ?.n,
  comments: (
    await ctx.db
      .select({ n: count() })
      .from(statementComments)
      .where(eq(statementComments.statementId, id))
  )[0]?.n,
  categories: (
    await ctx.db
      .select({ n: count() })
      .from(statementCategories)
      .where(eq(statementCategories.statementId, id))
  )[0]?.n,
});

describe('POST /api/auth/user/statements/delete/:id', () => {
  it.each([
    ['a guest', 401, () => ({})],
    ['another user', 403, () => other.auth],
  ])('refuses %s with %i and removes nothing', async (_who, status, headers) => {
    const statement = await postFull();
    const before = [await snapshot(ctx), await rowsOf(statement.id)];
    expect((await remove(headers(), statement.id)).statusCode).toBe(status);
    expect([await snapshot(ctx), await rowsOf(statement.id)]).toEqual(before);
    expect((await ctx.app.inject({ url: statement.images[0]!.src })).statusCode).toBe(200);
  });

  it.each([
    ['the author', () => author.auth],
    ['a role 1 user', () => moderator.auth],
  ])(
    'lets %s delete it with its images, agrees, comments and categories',
    async (_who, headers) => {
      const statement = await postFull();
      const before = await snapshot(ctx);
      const res = await remove({ ...headers(), 'x-client-locale': 'en' }, statement.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Statement deleted!' });
      const after = await snapshot(ctx);
      expect(after.statements).toBe(before.statements - 1);
      expect(after.images).toBe(before.images - 2);
      expect(after.files).toHaveLength(before.files.length - 4);
      for (const image of statement.images) {
        expect((await ctx.app.inject({ url: image.src })).statusCode).toBe(404);
      }
      expect(await rowsOf(statement.id)).toEqual({ agrees: 0, comments: 0, categories: 0 });
      expect((await ctx.app.inject({ url: `/api/statements/${statement.id}` })).statusCode).toBe(
        404,
      );
      const list = await ctx.app.inject({ url: '/api/statements?sortBy=created_at_desc' });
      expect(list.json().data.map((item: Statement) => item.id)).not.toContain(statement.id);
    },
  );

  it('takes the statement off its event', async () => {
    const statement = await postFull();
    const eventId = (await ctx.app.inject({ url: '/api/events' })).json().data[0].id;
    const linked = async () =>
      (await ctx.app.inject({ url: `/api/events/${eventId}` }))
        .json()
        .data.statements.map((item: { id: number }) => item.id);
    expect(await linked()).toContain(statement.id);
    await remove(author.auth, statement.id);
    expect(await linked()).not.toContain(statement.id);
  });

  it('answers 404 for an unknown statement and 422 for a bad id', async () => {
    expect((await remove(author.auth, 999_999)).statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/statements/delete/abc',
      headers: author.auth,
    });
    expect(bad.statusCode).toBe(422);
  });
});
