import { count, sql } from 'drizzle-orm';
import type { Statement } from '@iagree/contract';
import { agrees, statementComments, statementImages, statements } from '../../db/schema.ts';
import type { TestContext } from '../../test/build-test-app.ts';
import { multipartForm, storedFiles } from '../../test/uploads.ts';

export const validFields = {
  title: '駅前に駐輪場を増やしてほしい',
  description: '朝の駅前は自転車があふれて歩道が通れません。',
  address: '東京都江東区豊洲3丁目',
  latitude: '35.6545',
  longitude: '139.7960',
  categories: '3,11',
  free_category: '',
  money: '150000',
  event_code: '',
  language: 'ja',
};

let posted = 0;

/**
 * validFields with a description of their own, for a test that posts several statements as one
 * user: the server refuses an exact copy of the user's last statement within a minute.
 */
export const anotherStatement = () => ({
  ...validFields,
  description: `${validFields.description}（${(posted += 1)}）`,
});

type Fields = Record<string, string | string[]>;
type Files = Record<string, Buffer | Buffer[]>;

export const createStatement = (
  ctx: TestContext,
  headers: Record<string, string>,
  fields: Fields = validFields,
  files: Files = {},
  query = '',
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/auth/statements${query}`,
    headers,
    payload: multipartForm(fields, files),
  });

export const updateStatement = (
  ctx: TestContext,
  headers: Record<string, string>,
  id: number,
  fields: Fields = validFields,
  files: Files = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/auth/user/statements/update/${id}`,
    headers,
    payload: multipartForm(fields, files),
  });

export async function fetchStatement(ctx: TestContext, id: number, query = ''): Promise<Statement> {
  const res = await ctx.app.inject({ url: `/api/statements/${id}${query}` });
  if (res.statusCode !== 200) throw new Error(`statement ${id}: ${res.statusCode}`);
  return res.json<{ data: Statement }>().data;
}

export const storedStatementFiles = (ctx: TestContext) => storedFiles(ctx, 'statements');

const total = async (ctx: TestContext, table: typeof statements | typeof statementImages) =>
  (await ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** Rows and files a refused request must leave exactly as they were. */
export async function snapshot(ctx: TestContext) {
  return {
    statements: await total(ctx, statements),
    images: await total(ctx, statementImages),
    files: (await storedStatementFiles(ctx)).sort(),
  };
}

/** Statements whose counters differ from their agree or comment rows (should be none). */
export async function counterMismatches(ctx: TestContext) {
  return ctx.db
    .select({ id: statements.id })
    .from(statements)
    .where(
      sql`${statements.agreeCount} <> (SELECT count(*) FROM ${agrees} WHERE ${agrees.statementId} = ${statements.id})
        OR ${statements.commentCount} <> (SELECT count(*) FROM ${statementComments} WHERE ${statementComments.statementId} = ${statements.id})`,
    );
}
