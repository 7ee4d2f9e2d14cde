import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@iagree/contract';
import { events, moderationLog, statements } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import {
  createEventRow,
  createStatementRow,
  createUser,
  type TestUser,
} from '../../test/factories.ts';

let ctx: TestContext;
let organiser: TestUser;
let moderator: TestUser;
let resident: TestUser;
let event: { id: number; title: string };
let otherEvent: { id: number };

beforeAll(async () => {
  ctx = await buildTestApp();
  organiser = await createUser(ctx.db);
  moderator = await createUser(ctx.db, { role: ROLES.privileged });
  resident = await createUser(ctx.db, { name: '山田花子' });
  event = await createEventRow(ctx.db, organiser.id, { title: '隅田川 クリーンアップ' });
  otherEvent = await createEventRow(ctx.db, moderator.id);
});
afterAll(() => ctx.close());

const link = (eventId: number, statementId: number | string, user?: TestUser) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/auth/events/${eventId}/statements?language=en`,
    headers: user?.auth ?? {},
    payload: { statement_id: statementId },
  });
const unlink = (eventId: number, statementId: number, user?: TestUser) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/auth/events/${eventId}/statements/${statementId}?language=en`,
    headers: user?.auth ?? {},
  });
const linkedEvent = async (id: number) => {
  const [row] = await ctx.db
    .select({ eventId: statements.eventId })
    .from(statements)
    .where(eq(statements.id, id));
  return row?.eventId;
};
const detail = async (id: number) =>
  (await ctx.app.inject({ url: `/api/statements/${id}` })).json<{
    data: { event_code: string | null; event: { id: number; title: string } | null };
  }>().data;

describe('the organiser gathers statements for an event', () => {
  it('links anyone’s visible statement; its detail then names and links the event', async () => {
    const statement = await createStatementRow(ctx.db, resident.id);
    const res = await link(event.id, statement.id, organiser);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Statement linked to the event.' });
    expect(await linkedEvent(statement.id)).toBe(event.id);
    expect(await detail(statement.id)).toMatchObject({
      event: { id: event.id, title: '隅田川 クリーンアップ' },
      event_code: expect.stringMatching(/^EVT/),
    });
    const [logged] = await ctx.db
      .select()
      .from(moderationLog)
      .where(eq(moderationLog.targetId, statement.id));
    expect(logged).toMatchObject({
      actorId: organiser.id,
      action: 'event_link',
      targetType: 'statement',
      details: { event_id: event.id, event_title: '隅田川 クリーンアップ' },
    });
    // Once more changes nothing and says so with 200.
    expect((await link(event.id, statement.id, organiser)).statusCode).toBe(200);
    const entries = await ctx.db
      .select()
      .from(moderationLog)
      .where(eq(moderationLog.targetId, statement.id));
    expect(entries).toHaveLength(1);
  });

  it('unlinks what is linked to its event, and the detail shows no event', async () => {
    const statement = await createStatementRow(ctx.db, resident.id, { eventId: event.id });
    const res = await unlink(event.id, statement.id, organiser);
    expect(res.statusCode).toBe(200);
    expect(await linkedEvent(statement.id)).toBeNull();
    expect(await detail(statement.id)).toMatchObject({ event: null, event_code: null });
    // Not linked here any more: nothing to unlink.
    expect((await unlink(event.id, statement.id, organiser)).statusCode).toBe(404);
  });

  it('refuses a statement linked to another event, a hidden one and an unknown one', async () => {
    const elsewhere = await createStatementRow(ctx.db, resident.id, { eventId: otherEvent.id });
    const conflict = await link(event.id, elsewhere.id, organiser);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe('This statement is already linked to another event.');
    expect(await linkedEvent(elsewhere.id)).toBe(otherEvent.id);
    // Unlinking from an event it is not on leaves it where it is.
    expect((await unlink(event.id, elsewhere.id, organiser)).statusCode).toBe(404);
    expect(await linkedEvent(elsewhere.id)).toBe(otherEvent.id);

    const hidden = await createStatementRow(ctx.db, resident.id, {
      hiddenAt: new Date(),
      hiddenReason: 'moderator',
    });
    expect((await link(event.id, hidden.id, organiser)).statusCode).toBe(404);
    expect(await linkedEvent(hidden.id)).toBeNull();
    expect((await link(event.id, 999_999, organiser)).statusCode).toBe(404);
    expect((await link(999_999, elsewhere.id, organiser)).statusCode).toBe(404);
  });

  it('lets only the event’s organiser and role 1 link or unlink', async () => {
    const statement = await createStatementRow(ctx.db, resident.id);
    expect((await link(event.id, statement.id)).statusCode).toBe(401);
    const refused = await link(event.id, statement.id, resident);
    expect(refused.statusCode).toBe(403);
    expect(await linkedEvent(statement.id)).toBeNull();
    expect((await link(event.id, statement.id, moderator)).statusCode).toBe(201);
    expect((await unlink(event.id, statement.id, resident)).statusCode).toBe(403);
    expect(await linkedEvent(statement.id)).toBe(event.id);
    expect((await unlink(event.id, statement.id, moderator)).statusCode).toBe(200);
  });

  it.each([
    ['no statement_id', {}],
    ['a statement_id that is not an id', { statement_id: 'abc' }],
    ['a negative statement_id', { statement_id: -3 }],
  ])('answers 422 for %s and changes nothing', async (_, payload) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/events/${event.id}/statements?language=ja`,
      headers: organiser.auth,
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/[ぁ-んァ-ン一-龯]/);
  });
});

describe('a statement’s event', () => {
  it('is shown by its title, and not at all while the event is hidden', async () => {
    const hiddenEvent = await createEventRow(ctx.db, organiser.id, { title: '非公開の催し' });
    const statement = await createStatementRow(ctx.db, resident.id, { eventId: hiddenEvent.id });
    expect((await detail(statement.id)).event).toEqual({
      id: hiddenEvent.id,
      title: '非公開の催し',
    });
    await ctx.db
      .update(events)
      .set({ hiddenAt: new Date(), hiddenReason: 'moderator' })
      .where(eq(events.id, hiddenEvent.id));
    await ctx.app.answerCache.bump();
    expect((await detail(statement.id)).event).toBeNull();
    const list = await ctx.app.inject({ url: '/api/statements?sortBy=created_at_desc' });
    const shown = list
      .json<{ data: { id: number; event: unknown }[] }>()
      .data.find((s) => s.id === statement.id);
    expect(shown?.event).toBeNull();
  });
});
