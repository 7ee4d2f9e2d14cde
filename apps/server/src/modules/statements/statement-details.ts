import { and, sql } from 'drizzle-orm';
import { DETAIL_PAGE_SIZE, type StatementDetail, type Viewer } from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import { statements } from '../../db/schema.ts';
import { viewerParams, visibleToViewer } from '../../db/visibility.ts';
import { perTurn } from '../../db/per-turn.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { RequestFacts } from '../../i18n/format.ts';
import { pageLimit } from '../../db/keyset.ts';
import { detailChildColumns, presentDetails, viewerKey } from './present.ts';
import { selectStatements } from './statement-rows.ts';
import { timelineJson, timelineOf } from './timeline.ts';

/**
 * The details asked for during one turn of the event loop, in one round trip for each kind of
 * viewer: each statement's row carries its timeline, images, categories and first page of
 * comments as JSON (a crowd opening statements at random computed five queries a turn). Each
 * is the statement, or undefined; a hidden one only for its author and role 1.
 */
const detailsQuery = preparedQuery((db) =>
  selectStatements(db, {
    ...detailChildColumns(db),
    timeline: timelineJson(statements.id).as('timeline'),
  })
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
    const rows = await detailsQuery(db).execute({
      ids,
      limit: pageLimit(DETAIL_PAGE_SIZE),
      ...viewerParams(viewer),
    });
    const shown = await presentDetails(db, storage, viewer, facts, rows);
    const timelines = new Map(rows.map((row) => [row.statement.id, timelineOf(row.timeline)]));
    const byId = new Map(shown.map((item) => [item.id, item]));
    return asks.map((ask): StatementDetail | undefined => {
      const item = byId.get(ask.id);
      return item && { ...item, timeline: timelines.get(ask.id)! };
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
