import { and, sql } from 'drizzle-orm';
import type { StatementDetail, Viewer } from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import { statements } from '../../db/schema.ts';
import { viewerParams, visibleToViewer } from '../../db/visibility.ts';
import { perTurn } from '../../db/per-turn.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { RequestFacts } from '../../i18n/format.ts';
import { presentStatements, viewerKey } from './present.ts';
import { selectStatements } from './statement-rows.ts';
import { timelinesOf } from './timeline.ts';

/**
 * The details asked for during one turn of the event loop, in one round trip per kind of row
 * for each kind of viewer: a crowd opening statements at random shares the queries (a single
 * detail costs five). Each is the statement with the first page of its comments and its
 * timeline, or undefined; a hidden one only for its author and role 1.
 */
const detailsQuery = preparedQuery((db) =>
  selectStatements(db)
    .where(and(sql`${statements.id} = any(${sql.placeholder('ids')})`, visibleToViewer(statements)))
    .prepare('statement_details'),
);

interface DetailAsk {
  storage: Storage;
  viewer: Viewer;
  facts: RequestFacts;
  id: number;
}

const statementDetail = perTurn(
  async (db, asks: DetailAsk[]) => {
    const [{ storage, viewer, facts }] = asks as [DetailAsk];
    const ids = [...new Set(asks.map((ask) => ask.id))];
    const [rows, timelines] = await Promise.all([
      detailsQuery(db).execute({ ids, ...viewerParams(viewer) }),
      timelinesOf(db, ids),
    ]);
    const shown = await presentStatements(db, storage, viewer, facts, rows, { detail: true });
    const byId = new Map(shown.map((item) => [item.id, item]));
    return asks.map((ask): StatementDetail | undefined => {
      const item = byId.get(ask.id);
      return item && { ...item, timeline: timelines.get(ask.id) ?? [] };
    });
  },
  ({ viewer, facts }) => viewerKey(viewer, facts),
);

export async function getStatement(
  db: Database,
  storage: Storage,
  viewer: Viewer,
  facts: RequestFacts,
  id: number,
): Promise<StatementDetail | undefined> {
  return statementDetail(db, { storage, viewer, facts, id });
}
