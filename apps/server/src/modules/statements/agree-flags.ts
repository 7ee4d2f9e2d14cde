import { and, eq, sql } from 'drizzle-orm';
import type { Statement } from '@iagree/contract';
import type { CachedAnswer } from '../../adapters/answer-cache.ts';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { agrees } from '../../db/schema.ts';

/**
 * The statements among `ids` a user agreed to: one probe of the agrees' key per id. Written as
 * `user_id = $1 AND statement_id = any($2)`, a plan made for the average user reads every agree
 * of the user and filters them, a cost that grows with how often they agreed: the readers' batch
 * (reader.ts) took 12–16 ms so with one reader of 50,000 agrees, 0.5 ms this way
 * (docs/performance.md, "A reader's agree flags").
 */
const agreedQuery = preparedQuery((db) =>
  db
    .select({ statementId: agrees.statementId })
    .from(sql`unnest(${sql.placeholder('ids')}::int[]) as shown(id)`)
    .innerJoin(
      agrees,
      and(eq(agrees.userId, sql.placeholder('userId')), sql`${agrees.statementId} = shown.id`),
    )
    .prepare('agreed_statements'),
);

export async function agreedBy(db: Database, userId: number | null, ids: number[]) {
  if (userId === null || ids.length === 0) return new Set<number>();
  const rows = await agreedQuery(db).execute({ userId, ids });
  return new Set(rows.map((row) => row.statementId));
}

/**
 * A guest's answer cut where its statements' flags are: `parts` around each
 * `"agree_flag":false`, and the statements' ids in the same order. The key cannot occur inside
 * a JSON string (a quote there is escaped), so each occurrence is one statement's flag.
 */
interface FlagTemplate {
  ids: number[];
  parts: string[];
}

const GUEST_FLAG = '"agree_flag":false';

/** Per stored answer: the in-memory store hands out the same object until it is recomputed. */
const templates = new WeakMap<CachedAnswer, FlagTemplate>();

function templateOf(answer: CachedAnswer): FlagTemplate {
  let template = templates.get(answer);
  if (!template) {
    const { data } = JSON.parse(answer.body) as { data: Statement | Statement[] };
    const ids = (Array.isArray(data) ? data : [data]).map((item) => item.id);
    const parts = answer.body.split(GUEST_FLAG);
    if (parts.length !== ids.length + 1) {
      throw new Error(`${ids.length} statements but ${parts.length - 1} agree flags`);
    }
    templates.set(answer, (template = { ids, parts }));
  }
  return template;
}

/** The ids of the statements in a guest's answer (one statement or a page of them). */
export const statementIdsOf = (answer: CachedAnswer) => templateOf(answer).ids;

/**
 * A guest's answer made a user's: their agree flags set, spliced into the stored JSON without
 * parsing it again (docs/decisions/015).
 */
export function withAgreeFlags(answer: CachedAnswer, agreed: ReadonlySet<number>): string {
  const { ids, parts } = templateOf(answer);
  let body = parts[0]!;
  ids.forEach((id, index) => {
    body += `"agree_flag":${agreed.has(id)}${parts[index + 1]!}`;
  });
  return body;
}
