import { and, eq, sql } from 'drizzle-orm';
import type { Statement } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { agrees } from '../../db/schema.ts';

/**
 * The statements among `ids` a user agreed to. One prepared query whatever the number of ids:
 * `= any($2)` takes them as one array, which drizzle's inArray cannot do with a placeholder.
 */
const agreedQuery = preparedQuery((db) =>
  db
    .select({ statementId: agrees.statementId })
    .from(agrees)
    .where(
      and(
        eq(agrees.userId, sql.placeholder('userId')),
        sql`${agrees.statementId} = any(${sql.placeholder('ids')})`,
      ),
    )
    .prepare('agreed_statements'),
);

export async function agreedBy(db: Database, userId: number | null, ids: number[]) {
  if (userId === null || ids.length === 0) return new Set<number>();
  const rows = await agreedQuery(db).execute({ userId, ids });
  return new Set(rows.map((row) => row.statementId));
}

/** A guest's answer (one statement or a page of them) made a user's: their agree flags set. */
export async function withAgreeFlags(db: Database, userId: number, guestBody: string) {
  const answer = JSON.parse(guestBody) as { data: Statement | Statement[] };
  const items = Array.isArray(answer.data) ? answer.data : [answer.data];
  const agreed = await agreedBy(
    db,
    userId,
    items.map((item) => item.id),
  );
  for (const item of items) item.agree_flag = agreed.has(item.id);
  return JSON.stringify(answer);
}
