import { and, eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { statementComments, statements } from '../../db/schema.ts';

/**
 * Statement `id` if `userId` wrote something hidden in it: the statement itself or one of its
 * comments. Its author sees what a guest does not (decision 013), so their detail cannot be the
 * guests' shared answer.
 */
const ownHiddenQuery = preparedQuery((db) => {
  const userId = sql.placeholder('userId');
  const hiddenComment = db
    .select({ id: statementComments.id })
    .from(statementComments)
    .where(
      and(
        eq(statementComments.statementId, statements.id),
        eq(statementComments.userId, userId),
        isNotNull(statementComments.hiddenAt),
      ),
    );
  return db
    .select({ id: statements.id })
    .from(statements)
    .where(
      and(
        eq(statements.id, sql.placeholder('id')),
        or(
          and(eq(statements.userId, userId), isNotNull(statements.hiddenAt)),
          exists(hiddenComment),
        ),
      ),
    )
    .prepare('own_hidden_in_statement');
});

export async function hasOwnHidden(db: Database, userId: number, id: number): Promise<boolean> {
  return (await ownHiddenQuery(db).execute({ userId, id })).length > 0;
}
