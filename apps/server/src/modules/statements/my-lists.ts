import { and, count, eq, ne, type SQLWrapper } from 'drizzle-orm';
import { STATEMENT_PAGE_SIZE, type MyStatement, type SignedInViewer } from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import { statementFollows, statements } from '../../db/schema.ts';
import { visibleTo } from '../../db/visibility.ts';
import type { RequestFacts } from '../../i18n/format.ts';
import { presentStatements } from './present.ts';
import { orderBy, pageCount, pageOf, type PageRequest } from './statement-rows.ts';

/** The query of a page's ids, and of how many there are in all. */
interface ListQueries {
  ids: SQLWrapper;
  total: PromiseLike<{ total: number }[]>;
}

const myLists = {
  /** The viewer's own statements; their hidden ones too, marked with why. */
  mine(db: Database, viewer: SignedInViewer, { offset, sortBy }: PageRequest): ListQueries {
    const mine = eq(statements.userId, viewer.id);
    const ids = db
      .select({ id: statements.id })
      .from(statements)
      .where(mine)
      .orderBy(...orderBy(sortBy, statements))
      .limit(STATEMENT_PAGE_SIZE)
      .offset(offset);
    const total = db.select({ total: count() }).from(statements).where(mine);
    return { ids, total };
  },

  /**
   * The statements the viewer follows but did not write (issue 16); one that was hidden
   * meanwhile leaves the list (the viewer may not open it).
   */
  followed(db: Database, viewer: SignedInViewer, { offset, sortBy }: PageRequest): ListQueries {
    const followed = and(
      eq(statementFollows.userId, viewer.id),
      ne(statements.userId, viewer.id),
      visibleTo(statements, viewer),
    );
    const ids = db
      .select({ id: statements.id })
      .from(statements)
      .innerJoin(statementFollows, eq(statementFollows.statementId, statements.id))
      .where(followed)
      .orderBy(...orderBy(sortBy, statements))
      .limit(STATEMENT_PAGE_SIZE)
      .offset(offset);
    const total = db
      .select({ total: count() })
      .from(statements)
      .innerJoin(statementFollows, eq(statementFollows.statementId, statements.id))
      .where(followed);
    return { ids, total };
  },
};

/** The viewer's own lists answer alike: only which statements they hold differs. */
export type MyList = keyof typeof myLists;

/** A page of the viewer's `list`, each statement with its agree count under SPEC's `agree` too. */
export async function listMyStatements(
  db: Database,
  storage: Storage,
  viewer: SignedInViewer,
  facts: RequestFacts,
  list: MyList,
  page: PageRequest,
): Promise<{ data: MyStatement[]; totalPage: number }> {
  const { ids, total } = myLists[list](db, viewer, page);
  const [rows, [counted]] = await Promise.all([pageOf(db, ids, page.sortBy), total]);
  const data = await presentStatements(db, storage, viewer, facts, rows);
  return {
    data: data.map((item) => ({ ...item, agree: item.agree_count })),
    totalPage: pageCount(counted?.total),
  };
}
