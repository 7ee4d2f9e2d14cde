import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Statement } from '@iagree/contract';
import { statementImages, statements } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { png } from '../../test/uploads.ts';
import {
  createStatement,
  fetchStatement,
  snapshot,
  updateStatement,
  anotherStatement,
  validFields,
} from './statement-test-helpers.ts';

let ctx: TestContext;
let author: TestUser;
let other: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  author = await createUser(ctx.db);
  other = await createUser(ctx.db);
  moderator = await createUser(ctx.db, { role: ROLES.privileged });
});
afterAll(() => ctx.close());

async function postWithImages(count: number): Promise<Statement> {
  const images = await Promise.all(Array.from({ length: count }, (_, i) => png(`#${i}${i}${i}`)));
  const res = await createStatement(ctx, author.auth, anotherStatement(), {
    'images[]': images,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const changed = { ...validFields, title: '駐輪場の件(追記)', categories: '1', money: '' };

describe('POST /api/auth/user/statements/update/:id', () => {
  it.each([
    ['a guest', 401, () => ({})],
    ['another user', 403, () => other.auth],
    ['a role 1 user (edit is the author’s only)', 403, () => moderator.auth],
  ])('refuses %s with %i and changes nothing', async (_who, status, headers) => {
    const statement = await postWithImages(1);
    const before = await snapshot(ctx);
    const res = await updateStatement(ctx, headers(), statement.id, changed, {
      'added_images[]': await png(),
    });
    expect(res.statusCode).toBe(status);
    expect(await snapshot(ctx)).toEqual(before);
    expect(await fetchStatement(ctx, statement.id)).toEqual({
      ...statement,
      created_distance_time: expect.any(String),
    });
  });

  it('lets the author change the fields and answers the statement as it now is', async () => {
    const statement = await postWithImages(0);
    const res = await updateStatement(ctx, author.auth, statement.id, changed);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: statement.id,
      title: '駐輪場の件(追記)',
      categories: [{ id: 1, category: '環境・ごみ' }],
      money: null,
      money_with_currency: null,
    });
    const [row] = await ctx.db.select().from(statements).where(eq(statements.id, statement.id));
    expect(row?.updatedAt.getTime()).toBeGreaterThan(row!.createdAt.getTime());
  });

  it('removes the chosen images (files too) and appends the added ones', async () => {
    const statement = await postWithImages(3);
    const [first, second, third] = statement.images;
    const res = await updateStatement(
      ctx,
      author.auth,
      statement.id,
      { ...validFields, 'removed_images[]': [String(first!.id), String(third!.id)] },
      { 'added_images[]': [await png('#f00'), await png('#0f0')] },
    );
    expect(res.statusCode).toBe(200);
    const images = res.json().data.images as Statement['images'];
    expect(images).toHaveLength(3);
    expect(images[0]).toEqual(second);
    for (const gone of [first!, third!]) {
      expect((await ctx.app.inject({ url: gone.src })).statusCode).toBe(404);
      expect((await ctx.app.inject({ url: gone.thumbnail })).statusCode).toBe(404);
    }
    const positions = await ctx.db
      .select({ position: statementImages.position })
      .from(statementImages)
      .where(eq(statementImages.statementId, statement.id))
      .orderBy(statementImages.position);
    expect(positions.map((row) => row.position)).toEqual([0, 1, 2]);
  });

  it('accepts removed_images as one comma-separated value', async () => {
    const statement = await postWithImages(2);
    const ids = statement.images.map((image) => image.id).join(',');
    const res = await updateStatement(ctx, author.auth, statement.id, {
      ...validFields,
      removed_images: ids,
    });
    expect(res.json().data.images).toEqual([]);
  });

  it('never lets a statement have more than five images', async () => {
    const statement = await postWithImages(4);
    const before = await snapshot(ctx);
    const res = await updateStatement(
      ctx,
      author.auth,
      statement.id,
      { ...validFields, title: '変わらないはず' },
      { 'added_images[]': [await png(), await png()] },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ added_images: ['画像は5枚まで追加できます'] });
    expect(await snapshot(ctx)).toEqual(before);
    expect((await fetchStatement(ctx, statement.id)).title).toBe(validFields.title);

    const swap = await updateStatement(
      ctx,
      author.auth,
      statement.id,
      { ...validFields, removed_images: String(statement.images[0]!.id) },
      { 'added_images[]': [await png(), await png()] },
    );
    expect(swap.statusCode).toBe(200);
    expect(swap.json().data.images).toHaveLength(5);
  });

  it('refuses to remove an image of another statement', async () => {
    const mine = await postWithImages(1);
    const theirs = await postWithImages(1);
    const before = await snapshot(ctx);
    const res = await updateStatement(ctx, author.auth, mine.id, {
      ...validFields,
      removed_images: String(theirs.images[0]!.id),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['removed_images']);
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('keeps everything when an added image is refused', async () => {
    const statement = await postWithImages(2);
    const before = await snapshot(ctx);
    const res = await updateStatement(
      ctx,
      author.auth,
      statement.id,
      { ...changed, removed_images: String(statement.images[0]!.id) },
      { 'added_images[]': [await png(), Buffer.from('%PDF-1.7 not an image')] },
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['added_images']);
    expect(await snapshot(ctx)).toEqual(before);
    expect((await fetchStatement(ctx, statement.id)).images).toEqual(statement.images);
  });

  it('validates like a creation and answers 404 for an unknown statement', async () => {
    const statement = await postWithImages(0);
    const res = await updateStatement(ctx, author.auth, statement.id, {
      ...validFields,
      description: ' ',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ description: ['内容は必須です'] });
    expect((await updateStatement(ctx, author.auth, 999_999)).statusCode).toBe(404);
  });
});
