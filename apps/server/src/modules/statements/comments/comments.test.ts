import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@iagree/contract';
import { statementComments, statements } from '../../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import {
  commentOn,
  createStatementRow,
  createUser,
  type TestUser,
} from '../../../test/factories.ts';
import { counterMismatches } from '../statement-test-helpers.ts';

let ctx: TestContext;
let owner: TestUser;
let commenter: TestUser;
let stranger: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await createUser(ctx.db);
  commenter = await createUser(ctx.db, { name: '佐藤太郎' });
  stranger = await createUser(ctx.db);
  moderator = await createUser(ctx.db, { role: ROLES.privileged });
});
afterAll(() => ctx.close());

const post = (headers: Record<string, string>, payload: Record<string, unknown>, query = '') =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/comments${query}`, headers, payload });
const remove = (headers: Record<string, string>, statementId: number, commentId: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/auth/comments/delete/${statementId}`,
    headers,
    payload: { comment_id: commentId },
  });

async function state(statementId: number) {
  const [row] = await ctx.db
    .select({ commentCount: statements.commentCount })
    .from(statements)
    .where(eq(statements.id, statementId));
  const [rows] = await ctx.db
    .select({ n: count() })
    .from(statementComments)
    .where(eq(statementComments.statementId, statementId));
  return { counter: row?.commentCount, rows: rows?.n };
}

describe('POST /api/auth/comments', () => {
  it('adds the comment, raises comment_count and answers the new comment', async () => {
    const { id } = await createStatementRow(ctx.db, owner.id);
    const res = await post(
      commenter.auth,
      { statement_id: id, comment: '  賛成です！ ' },
      '?language=en',
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      data: {
        id: expect.any(Number),
        statement_id: id,
        user_id: commenter.id,
        comment: '賛成です！',
        username: '佐藤太郎',
        author_deleted: false,
        avatar: null,
        created_distance_time: 'just now',
        created_at: expect.any(String),
        hidden_reason: null,
      },
      comment_count: 1,
    });
    expect(await state(id)).toEqual({ counter: 1, rows: 1 });
    const detail = await ctx.app.inject({ url: `/api/statements/${id}?language=en` });
    expect(detail.json().data.comments).toEqual([body.data]);
  });

  it('refuses guests, empty or overlong comments and unknown statements, changing nothing', async () => {
    const { id } = await createStatementRow(ctx.db, owner.id);
    expect((await post({}, { statement_id: id, comment: 'やあ' })).statusCode).toBe(401);
    const empty = await post(commenter.auth, { statement_id: id, comment: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ comment: ['コメントを入力してください'] });
    const long = await post(commenter.auth, { statement_id: id, comment: 'あ'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    const noId = await post(commenter.auth, { comment: 'やあ' });
    expect(Object.keys(noId.json().errors)).toEqual(['statement_id']);
    const unknown = await post(commenter.auth, { statement_id: 999_999, comment: 'やあ' });
    expect(unknown.statusCode).toBe(404);
    expect(await state(id)).toEqual({ counter: 0, rows: 0 });
  });
});

describe('POST /api/auth/comments/delete/:id', () => {
  it.each([
    ['a guest', 401, () => ({})],
    ['another user', 403, () => stranger.auth],
  ])('refuses %s with %i and keeps the comment', async (_who, status, headers) => {
    const { id } = await createStatementRow(ctx.db, owner.id);
    const comment = await commentOn(ctx.db, id, commenter.id);
    expect((await remove(headers(), id, comment.id)).statusCode).toBe(status);
    expect(await state(id)).toEqual({ counter: 1, rows: 1 });
  });

  it.each([
    ['the comment’s author', () => commenter.auth],
    ['the statement’s author', () => owner.auth],
    ['a role 1 user', () => moderator.auth],
  ])('lets %s delete it and lowers comment_count', async (_who, headers) => {
    const { id } = await createStatementRow(ctx.db, owner.id);
    await commentOn(ctx.db, id, stranger.id);
    const comment = await commentOn(ctx.db, id, commenter.id);
    const res = await remove({ ...headers(), 'x-client-locale': 'en' }, id, comment.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Comment deleted.', comment_count: 1 });
    expect(await state(id)).toEqual({ counter: 1, rows: 1 });
    expect((await remove(headers(), id, comment.id)).statusCode).toBe(404);
  });

  it('answers 404 when the comment belongs to another statement, 422 without comment_id', async () => {
    const first = await createStatementRow(ctx.db, owner.id);
    const second = await createStatementRow(ctx.db, owner.id);
    const comment = await commentOn(ctx.db, first.id, commenter.id);
    expect((await remove(commenter.auth, second.id, comment.id)).statusCode).toBe(404);
    expect((await remove(commenter.auth, first.id, undefined)).statusCode).toBe(422);
    expect((await remove(commenter.auth, first.id, 'x')).statusCode).toBe(422);
    expect(await state(first.id)).toEqual({ counter: 1, rows: 1 });
  });

  it('keeps comment_count right when the same comment is deleted twice at once', async () => {
    const { id } = await createStatementRow(ctx.db, owner.id);
    const comment = await commentOn(ctx.db, id, commenter.id);
    await commentOn(ctx.db, id, commenter.id);
    const answers = await Promise.all([
      remove(commenter.auth, id, comment.id),
      remove(owner.auth, id, comment.id),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404]);
    expect(await state(id)).toEqual({ counter: 1, rows: 1 });
    expect(await counterMismatches(ctx)).toEqual([]);
  });
});
