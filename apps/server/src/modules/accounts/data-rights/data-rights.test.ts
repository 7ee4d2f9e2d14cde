import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport, CurrentUser, Notification, Statement } from '@iagree/contract';
import { hashPassword } from '../../../adapters/password.ts';
import {
  agrees,
  eventComments,
  notifications,
  sessions,
  statementFollows,
  statements,
  unsubscribeTokens,
  users,
  userTokens,
} from '../../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import {
  agreeWith,
  commentOn,
  createEventRow,
  createStatementRow,
  createUser,
  type TestUser,
} from '../../../test/factories.ts';
import { multipartForm, png, storedFiles } from '../../../test/uploads.ts';
import { counterMismatches } from '../../statements/statement-test-helpers.ts';
import { createSession } from '../sessions/sessions.ts';

const PASSWORD = 'correct horse battery';
let ctx: TestContext;
let passwordHash: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => ctx.close());

const remove = (user: TestUser, payload: Record<string, unknown>, locale = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/user/delete',
    headers: { ...user.auth, 'x-client-locale': locale },
    payload,
  });

const me = (user: TestUser) => ctx.app.inject({ url: '/api/auth/user', headers: user.auth });

const statementOf = async (id: number, locale = 'en') => {
  const res = await ctx.app.inject({
    url: `/api/statements/${id}`,
    headers: { 'x-client-locale': locale },
  });
  return res.statusCode === 200 ? res.json<{ data: Statement }>().data : null;
};

const rowsOf = async (table: typeof agrees | typeof statementFollows, userId: number) =>
  (await ctx.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]?.n;

async function uploadAvatar(user: TestUser) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/user/updateAvatar',
    headers: user.auth,
    payload: multipartForm({}, { avatar: await png() }),
  });
  expect(res.statusCode).toBe(200);
}

/** A person with something of everything: a statement, a comment, an agree, a follow. */
async function activePerson() {
  const person = await createUser(ctx.db, { passwordHash });
  const other = await createUser(ctx.db);
  const theirs = await createStatementRow(ctx.db, person.id);
  const others = await createStatementRow(ctx.db, other.id);
  await agreeWith(ctx.db, others.id, [person.id, other.id]);
  const comment = await commentOn(ctx.db, others.id, person.id, { comment: '賛成です' });
  await ctx.db.insert(statementFollows).values({ userId: person.id, statementId: others.id });
  await ctx.db.insert(notifications).values({
    recipientId: person.id,
    kind: 'comment',
    statementId: theirs.id,
    actorId: other.id,
  });
  await ctx.db
    .insert(unsubscribeTokens)
    .values({ token: `t-${person.id}`, userId: person.id, kind: 'comment' });
  return { person, other, theirs, others, comment };
}

describe('GET /api/auth/user/export', () => {
  it('gives the signed-in person everything they gave as a JSON file, theirs alone', async () => {
    const { person, other, theirs, others, comment } = await activePerson();
    await commentOn(ctx.db, theirs.id, other.id, { comment: '他人のコメント' });
    const res = await ctx.app.inject({ url: '/api/auth/user/export', headers: person.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="iagree-data-${person.id}-\\d{4}-\\d\\d-\\d\\d\\.json"$`),
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json<AccountExport>();
    expect(data.profile).toMatchObject({ id: person.id, email: person.email, name: person.name });
    expect(data.statements.map((row) => row.id)).toEqual([theirs.id]);
    expect(data.comments).toEqual([
      expect.objectContaining({ id: comment.id, statement_id: others.id, comment: '賛成です' }),
    ]);
    expect(data.agrees.map((row) => row.statement_id)).toEqual([others.id]);
    expect(data.follows.map((row) => row.statement_id)).toEqual([others.id]);
    expect(data.settings.locale).toBe('ja');
    // Nothing of anyone else: not the other's comment on their statement, nor another e-mail.
    expect(res.body).not.toContain('他人のコメント');
    expect(res.body).not.toContain(other.email);
  });

  it('answers 401 to a guest', async () => {
    expect((await ctx.app.inject({ url: '/api/auth/user/export' })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/user/delete', () => {
  it('changes nothing for a wrong or missing password', async () => {
    const { person, others } = await activePerson();
    const wrong = await remove(person, { password: 'not the password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(
      'The password is not correct. Your account has not been deleted.',
    );
    const missing = await remove(person, {}, 'ja');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('確認のため、パスワードを入力してください。');
    expect((await me(person)).statusCode).toBe(200);
    expect((await statementOf(others.id))?.agree_count).toBe(2);
    expect(await rowsOf(statementFollows, person.id)).toBe(1);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ email: person.email, deletedAt: null });
  });

  it('ends every session, frees the e-mail, withdraws agrees and follows, keeps posts under a neutral name', async () => {
    const { person, theirs, others, comment } = await activePerson();
    await uploadAvatar(person);
    expect(await storedFiles(ctx, 'avatars')).not.toEqual([]);
    const second = await createSession(ctx.db, person.id);
    await ctx.db.insert(userTokens).values({
      tokenHash: `reset-${person.id}`,
      userId: person.id,
      kind: 'password_reset',
      expiresAt: new Date(Date.now() + 60_000),
    });

    const res = await remove(person, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your account has been deleted. Thank you for taking part.');
    expect(res.cookies.find((c) => c.name === 'iagree-access-token')?.value).toBe('');

    // Every session ends, this one and the other device's.
    expect((await me(person)).statusCode).toBe(401);
    const other = { authorization: `Bearer ${second.token}` };
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: other })).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);
    // The password no longer logs in, and the address is free to sign up again.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'また参加',
        email: person.email,
        password: 'another long passphrase',
        password_confirmation: 'another long passphrase',
      },
    });
    expect(signup.statusCode).toBe(201);
    const [again] = await ctx.db.select().from(users).where(eq(users.email, person.email));
    expect(again?.id).not.toBe(person.id);
    // The public profile is gone; nothing personal is left on the row.
    expect((await ctx.app.inject({ url: `/api/users/${person.id}` })).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ name: '', passwordHash: null, avatar: null });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    // Agrees and follows withdrawn, the count dropped; notifications and tokens deleted.
    expect((await statementOf(others.id))?.agree_count).toBe(1);
    expect(await rowsOf(agrees, person.id)).toBe(0);
    expect(await rowsOf(statementFollows, person.id)).toBe(0);
    expect(
      await ctx.db.select().from(notifications).where(eq(notifications.recipientId, person.id)),
    ).toEqual([]);
    expect(await ctx.db.select().from(userTokens).where(eq(userTokens.userId, person.id))).toEqual(
      [],
    );
    expect(
      await ctx.db.select().from(unsubscribeTokens).where(eq(unsubscribeTokens.userId, person.id)),
    ).toEqual([]);
    expect(await storedFiles(ctx, 'avatars')).toEqual([]);
    // What they posted stays, under a neutral name in each language.
    expect((await statementOf(theirs.id))?.username).toBe('Former member');
    expect((await statementOf(theirs.id, 'ja'))?.username).toBe('退会したユーザー');
    const kept = (await statementOf(others.id))?.comments.find((c) => c.id === comment.id);
    expect(kept).toMatchObject({ comment: '賛成です', username: 'Former member', avatar: null });
    expect(await counterMismatches(ctx)).toEqual([]);
  });

  it('with delete_content, deletes their statements with their images and their comments', async () => {
    const { person, theirs, others, comment } = await activePerson();
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/statements',
      headers: person.auth,
      payload: multipartForm(
        { title: '写真つきの声', description: '消える声です。', language: 'ja' },
        { 'images[]': await png() },
      ),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const withImage = posted.json<{ data: Statement }>().data;
    expect(withImage.images).toHaveLength(1);
    const filesBefore = (await storedFiles(ctx, 'statements')).length;
    expect((await statementOf(others.id))?.comment_count).toBe(1);

    const res = await remove(person, { password: PASSWORD, delete_content: true });
    expect(res.statusCode).toBe(200);
    expect(await statementOf(theirs.id)).toBeNull();
    expect(await statementOf(withImage.id)).toBeNull();
    expect(await ctx.db.select().from(statements).where(eq(statements.userId, person.id))).toEqual(
      [],
    );
    expect((await storedFiles(ctx, 'statements')).length).toBe(filesBefore - 2);
    const left = await statementOf(others.id);
    expect(left?.comment_count).toBe(0);
    expect(left?.comments.map((c) => c.id)).not.toContain(comment.id);
    expect(left?.agree_count).toBe(1);
    expect(await counterMismatches(ctx)).toEqual([]);
  });

  it('confirms an account without a password (Facebook, LINE) by a fresh login only', async () => {
    const social = await createUser(ctx.db);
    // A session of an hour ago is not a fresh login.
    await ctx.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(sessions.userId, social.id));
    const stale = await remove(social, {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toMatch(/log in again/);
    expect((await me(social)).statusCode).toBe(200);
    const fresh = await createSession(ctx.db, social.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/delete',
      headers: { authorization: `Bearer ${fresh.token}` },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect((await me(social)).statusCode).toBe(401);
  });

  it('lets a blocked account leave too, and refuses a guest', async () => {
    const blocked = await createUser(ctx.db, { passwordHash, blockedAt: new Date() });
    expect((await remove(blocked, { password: PASSWORD })).statusCode).toBe(200);
    const guest = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/delete',
      payload: { password: PASSWORD },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('what others see of a deleted person', () => {
  it('names them 退会したユーザー / Former member in notifications of what they did', async () => {
    const { person, other, others } = await activePerson();
    await ctx.db.insert(notifications).values({
      recipientId: other.id,
      kind: 'comment',
      statementId: others.id,
      actorId: person.id,
    });
    expect((await remove(person, { password: PASSWORD })).statusCode).toBe(200);
    const listed = async (locale: string) => {
      const res = await ctx.app.inject({
        url: '/api/auth/notifications',
        headers: { ...other.auth, 'x-client-locale': locale },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: Notification[] }>().data[0];
    };
    const en = await listed('en');
    expect(en?.message).toMatch(/^Former member commented on your statement/);
    expect(en?.actor).toBeNull();
    expect((await listed('ja'))?.message).toMatch(/^退会したユーザーさんがあなたの声/);
  });

  it('marks their statements and comments as by a deleted author, so no profile is linked', async () => {
    const { person, other, theirs, others, comment } = await activePerson();
    const event = await createEventRow(ctx.db, other.id);
    await ctx.db
      .insert(eventComments)
      .values({ eventId: event.id, userId: person.id, comment: 'イベントへのコメント' });
    const eventComment = async () => {
      const res = await ctx.app.inject({ url: `/api/events/${event.id}/comments` });
      return res.json<{ data: { username: string; author_deleted: boolean }[] }>().data[0];
    };
    expect((await statementOf(theirs.id))?.author_deleted).toBe(false);
    expect((await eventComment())?.author_deleted).toBe(false);

    expect((await remove(person, { password: PASSWORD })).statusCode).toBe(200);
    expect(await statementOf(theirs.id)).toMatchObject({
      username: 'Former member',
      author_deleted: true,
    });
    const kept = (await statementOf(others.id))?.comments.find((c) => c.id === comment.id);
    expect(kept?.author_deleted).toBe(true);
    expect(await eventComment()).toMatchObject({
      username: '退会したユーザー',
      author_deleted: true,
    });
    // Everyone else keeps their name and link.
    expect((await statementOf(others.id))?.author_deleted).toBe(false);
  });
});

describe('GET /api/auth/user', () => {
  it('says whether the account has a password: deleting it asks for one or for a fresh login', async () => {
    const withPassword = await createUser(ctx.db, { passwordHash });
    const social = await createUser(ctx.db);
    const hasPassword = async (user: TestUser) => (await me(user)).json<CurrentUser>().has_password;
    expect(await hasPassword(withPassword)).toBe(true);
    expect(await hasPassword(social)).toBe(false);
  });
});

describe('public profiles', () => {
  it('do not exist for signups never activated', async () => {
    const pending = await createUser(ctx.db, { activatedAt: null });
    expect((await ctx.app.inject({ url: `/api/users/${pending.id}` })).statusCode).toBe(404);
    const active = await createUser(ctx.db);
    expect((await ctx.app.inject({ url: `/api/users/${active.id}` })).statusCode).toBe(200);
  });
});
