import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Statement, StatementListResponse } from '@iagree/contract';
import { createMemoryAnswerCache } from '../../adapters/answer-cache.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import {
  createEventRow,
  createStatementRow,
  createUser,
  type TestUser,
} from '../../test/factories.ts';
import {
  anotherStatement,
  counterMismatches,
  createStatement,
  updateStatement,
} from './statement-test-helpers.ts';

/**
 * Guests' answers come from the answer cache (docs/decisions/009). Its clock stands still
 * here, so an answer only changes because a write bumped the version: each test below
 * fails if its kind of write forgot to. Agrees bump nothing (decision 024): their test moves
 * the clock that answers' ages are read by. Everything holds whether the server hears the
 * database's writes (decision 038) or not.
 */
let ctx: TestContext;
let author: TestUser;
let reader: TestUser;

const LIST = '/api/statements?sortBy=created_at_desc&offset=0';
/** validFields' category 3 (statement-test-helpers.ts). */
const CATEGORY_LIST = '/api/statements?sortBy=created_at_desc&offset=0&category=3';
/** A box around validFields' place in Tokyo. */
const MAP = '/api/map/statements?top_x=139.5&top_y=35.9&bottom_x=140&bottom_y=35.4';

async function list(url = LIST, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  return res.json<StatementListResponse>().data;
}

async function detail(id: number, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ url: `/api/statements/${id}`, headers });
  return { status: res.statusCode, data: res.json<{ data?: Statement }>().data };
}

const mapIds = async () =>
  (await ctx.app.inject({ url: MAP })).json<{ data: { id: number }[] }>().data.map((s) => s.id);

async function post(headers: Record<string, string>) {
  const res = await createStatement(ctx, headers, anotherStatement());
  expect(res.statusCode).toBe(201);
  // Its readings are written after the answer, and bump the version when done: wait for them,
  // or a bump between two reads below would look like an agree reaching a guest at once.
  await ctx.app.background.drain();
  return res.json<{ data: Statement }>().data.id;
}

/**
 * Until the server has heard of an agree on `id` (a LISTEN connection of its own on
 * PostgreSQL), it cannot know the stored answers changed: as a reader a few ms later.
 */
async function heard(id: number) {
  const changes = ctx.app.answerChanges;
  if (changes)
    await vi.waitFor(() => expect(changes.changesSince(Date.now(), { ids: [id] })).toBe('changed'));
}

/** An agree and its withdrawal, read by their writer, a guest, another user, as time passes. */
async function agreeAndWithdraw(id: number) {
  const english = { 'x-client-locale': 'en' };
  const counts = async () => ({
    detail: (await detail(id)).data?.agree_count,
    english: (await detail(id, english)).data?.agree_count,
    category: (await list(CATEGORY_LIST)).find((item) => item.id === id)?.agree_count,
  });
  expect(await counts()).toEqual({ detail: 0, english: 0, category: 0 });
  const agree = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/agrees',
    headers: reader.auth,
    payload: { statement_id: id },
  });
  expect(agree.statusCode).toBe(200);
  await heard(id);

  // Everyone else keeps the stored answers: no time has passed.
  expect(await counts()).toEqual({ detail: 0, english: 0, category: 0 });
  expect((await detail(id, author.auth)).data).toMatchObject({
    agree_count: 0,
    agree_flag: false,
  });
  // The writer's session reads answers computed after the write (decision 024)…
  expect((await detail(id, reader.auth)).data).toMatchObject({
    agree_count: 1,
    agree_flag: true,
  });
  const mine = (await list(LIST, reader.auth)).find((item) => item.id === id);
  expect(mine).toMatchObject({ agree_count: 1, agree_flag: true });
  // …which, being newer, replace the stored ones.
  expect((await detail(id)).data).toMatchObject({ agree_count: 1, agree_flag: false });

  // Past a second, an answer is still served while it is computed anew…
  vi.setSystemTime(Date.now() + 1500);
  const stale = await ctx.app.inject({ url: CATEGORY_LIST });
  expect(stale.json<StatementListResponse>().data.find((i) => i.id === id)?.agree_count).toBe(0);
  expect(stale.headers.age).toBe('1');
  await vi.waitFor(async () =>
    expect((await list(CATEGORY_LIST)).find((item) => item.id === id)?.agree_count).toBe(1),
  );
  // …but past two seconds it is computed before anyone gets it.
  vi.setSystemTime(Date.now() + 600);
  expect((await detail(id, english)).data?.agree_count).toBe(1);

  await ctx.app.inject({
    method: 'POST',
    url: `/api/auth/agrees/delete/${id}`,
    headers: reader.auth,
  });
  await heard(id);
  expect((await detail(id, english)).data?.agree_count).toBe(1);
  expect((await detail(id, { ...reader.auth, ...english })).data).toMatchObject({
    agree_count: 0,
    agree_flag: false,
  });
  vi.setSystemTime(Date.now() + 2001);
  expect(await counts()).toEqual({ detail: 0, english: 0, category: 0 });
}

describe.each([false, true])('cached guest answers (hearing writes: %s)', (hearChanges) => {
  beforeAll(async () => {
    ctx = await buildTestApp({}, { answerCache: createMemoryAnswerCache(() => 0), hearChanges });
    author = await createUser(ctx.db);
    reader = await createUser(ctx.db);
  });
  afterAll(() => ctx.close());

  it('are kept while nothing is written through the server', async () => {
    const before = await list();
    // Written behind the server's back (no write call, no bump): the cached page stands.
    await createStatementRow(ctx.db, author.id);
    expect(await list()).toEqual(before);
  });

  it('show a new statement in the next list, category list, map and detail', async () => {
    await Promise.all([list(), list(CATEGORY_LIST), mapIds()]);
    const id = await post(author.auth);
    expect((await list())[0]?.id).toBe(id);
    expect((await list(CATEGORY_LIST))[0]?.id).toBe(id);
    expect(await mapIds()).toContain(id);
    expect((await detail(id)).data?.id).toBe(id);
  });

  it('show an agree and its removal to its writer at once, to everyone else within 2 s', async () => {
    // Answers' ages are read by this clock, which moves only when told to.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await agreeAndWithdraw(await post(author.auth));
    } finally {
      vi.useRealTimers();
    }
    expect(await counterMismatches(ctx)).toEqual([]);
  });

  it('show a comment and its deletion with exact counts', async () => {
    const id = await post(author.auth);
    expect((await detail(id)).data?.comment_count).toBe(0);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/comments',
      headers: reader.auth,
      payload: { statement_id: id, comment: '私も賛成です' },
    });
    expect(added.statusCode).toBe(201);
    const shown = (await detail(id)).data;
    expect(shown?.comment_count).toBe(1);
    expect(shown?.comments.map((comment) => comment.comment)).toEqual(['私も賛成です']);
    expect((await list()).find((item) => item.id === id)?.comment_count).toBe(1);

    const removed = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/comments/delete/${id}`,
      headers: reader.auth,
      payload: { comment_id: added.json<{ data: { id: number } }>().data.id },
    });
    expect(removed.statusCode).toBe(200);
    expect((await detail(id)).data).toMatchObject({ comment_count: 0, comments: [] });
    expect(await counterMismatches(ctx)).toEqual([]);
  });

  it('show an edit of the title and the categories', async () => {
    const id = await post(author.auth);
    expect((await list(CATEGORY_LIST)).map((item) => item.id)).toContain(id);
    const edited = await updateStatement(ctx, author.auth, id, {
      ...anotherStatement(),
      title: '歩道を広げてほしい',
      categories: '11',
    });
    expect(edited.statusCode).toBe(200);
    expect((await detail(id)).data?.title).toBe('歩道を広げてほしい');
    expect((await list()).find((item) => item.id === id)?.title).toBe('歩道を広げてほしい');
    expect((await list(CATEGORY_LIST)).map((item) => item.id)).not.toContain(id);
  });

  it('drop a deleted statement: gone from the list and the map, its detail 404', async () => {
    const id = await post(author.auth);
    expect((await list()).map((item) => item.id)).toContain(id);
    expect(await mapIds()).toContain(id);
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/user/statements/delete/${id}`,
      headers: author.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await list()).map((item) => item.id)).not.toContain(id);
    expect(await mapIds()).not.toContain(id);
    expect((await detail(id)).status).toBe(404);
  });

  it('drop a deleted event’s code from its statements', async () => {
    const event = await createEventRow(ctx.db, author.id);
    const { id } = await createStatementRow(ctx.db, author.id, { eventId: event.id });
    expect((await detail(id)).data?.event_code).toBe(event.code);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/events/${event.id}`,
      headers: author.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await detail(id)).data?.event_code).toBeNull();
  });

  it('are kept per language', async () => {
    const id = await post(author.auth);
    const ja = (await detail(id)).data;
    const en = (await detail(id, { 'x-client-locale': 'en' })).data;
    expect(ja?.categories.map((category) => category.category)).not.toEqual(
      en?.categories.map((category) => category.category),
    );
    expect((await detail(id)).data).toEqual(ja);
  });
});
