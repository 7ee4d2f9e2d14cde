import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCategories, statements, statementTotals, users } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { agreeWith, commentOn, createStatementRow, createUser } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** statement_totals as the triggers keep it, without the zeros a category may leave. */
const kept = async () =>
  (await ctx.db.select().from(statementTotals).orderBy(asc(statementTotals.categoryId))).filter(
    (row) => row.total !== 0,
  );

/** The same totals counted from the rows. */
async function counted() {
  const [all] = await ctx.db.select({ total: count() }).from(statements);
  const byCategory = await ctx.db
    .select({ categoryId: statementCategories.categoryId, total: count() })
    .from(statementCategories)
    .groupBy(statementCategories.categoryId)
    .orderBy(asc(statementCategories.categoryId));
  return [{ categoryId: 0, total: all?.total ?? 0 }, ...byCategory].filter((row) => row.total);
}

const sortKeys = (statementId: number) =>
  ctx.db
    .select({
      agreeCount: statementCategories.agreeCount,
      commentCount: statementCategories.commentCount,
      createdAt: statementCategories.createdAt,
    })
    .from(statementCategories)
    .where(eq(statementCategories.statementId, statementId));

describe('statement_totals and the category rows’ sort keys, kept by triggers', () => {
  it('count every statement and each category through posts, edits and deletes', async () => {
    const author = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const first = await createStatementRow(ctx.db, author.id, { categories: [1, 3] });
    await createStatementRow(ctx.db, author.id, { categories: [3] });
    await createStatementRow(ctx.db, author.id);
    const others = await createStatementRow(ctx.db, other.id, { categories: [1] });
    expect(await kept()).toEqual([
      { categoryId: 0, total: 4 },
      { categoryId: 1, total: 2 },
      { categoryId: 3, total: 2 },
    ]);

    // An edit replaces the categories, as the service does.
    await ctx.db.transaction(async (tx) => {
      await tx.delete(statementCategories).where(eq(statementCategories.statementId, first.id));
      await tx.insert(statementCategories).values({ statementId: first.id, categoryId: 12 });
    });
    expect(await kept()).toEqual(await counted());

    // A delete cascades to the categories; a deleted account takes its statements.
    await ctx.db.delete(statements).where(eq(statements.id, others.id));
    expect(await kept()).toEqual(await counted());
    await ctx.db.delete(users).where(eq(users.id, author.id));
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toEqual([]);
  });

  it('copy a statement’s sort keys to its categories and follow agrees and comments', async () => {
    const author = await createUser(ctx.db);
    const reader = await createUser(ctx.db);
    const createdAt = new Date('2026-03-01T00:00:00Z');
    const row = await createStatementRow(ctx.db, author.id, { createdAt, categories: [2, 5] });
    await agreeWith(ctx.db, row.id, [author.id, reader.id]);
    await commentOn(ctx.db, row.id, reader.id);
    expect(await sortKeys(row.id)).toEqual([
      { agreeCount: 2, commentCount: 1, createdAt },
      { agreeCount: 2, commentCount: 1, createdAt },
    ]);
    // A category added later starts from the statement's current keys.
    await ctx.db.insert(statementCategories).values({ statementId: row.id, categoryId: 7 });
    expect(await sortKeys(row.id)).toContainEqual({ agreeCount: 2, commentCount: 1, createdAt });
  });

  it('stay exact, without deadlocks, when posts, edits and deletes run at the same time', async () => {
    const author = await createUser(ctx.db);
    const doomed = [];
    for (let i = 0; i < 4; i++) {
      doomed.push(await createStatementRow(ctx.db, author.id, { categories: [1 + (i % 3), 4] }));
    }
    const edited = [
      await createStatementRow(ctx.db, author.id, { categories: [3] }),
      await createStatementRow(ctx.db, author.id, { categories: [1] }),
    ];
    /** Each pause leaves time for the others to take their locks (on PostgreSQL each of these
     * runs on its own connection). */
    const pause = (tx: Pick<typeof ctx.db, 'execute'>) => tx.execute(sql`SELECT pg_sleep(0.05)`);
    // Two edits trade categories 1 and 3: each gives up one while the other takes it.
    const edits = edited.map((row, i) =>
      ctx.db.transaction(async (tx) => {
        await tx.delete(statementCategories).where(eq(statementCategories.statementId, row.id));
        await pause(tx);
        await tx.insert(statementCategories).values({ statementId: row.id, categoryId: 1 + 2 * i });
      }),
    );
    const posts = [0, 1, 2].map((i) =>
      ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(statements)
          .values({ userId: author.id, title: `同時 ${i}`, description: '同時の投稿' })
          .returning({ id: statements.id });
        await pause(tx);
        await tx.insert(statementCategories).values([
          { statementId: row!.id, categoryId: 4 },
          { statementId: row!.id, categoryId: 3 - i },
        ]);
      }),
    );
    const deletes = doomed.map((row) => ctx.db.delete(statements).where(eq(statements.id, row.id)));
    await Promise.all([...edits, ...posts, ...deletes]);
    expect(await kept()).toEqual(await counted());
  });
});
