import { sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';

/**
 * What the data's writes tell app servers (decision 038): every server LISTENs on one channel,
 * and a write NOTIFYs it in its transaction, so the news comes once the write is committed and
 * reaches every server on the database, whatever answer store they use. An agree says which
 * statement, its count and where it stands among equal counts; any other write says only that
 * something changed ('*').
 */
export const ANSWER_CHANGES_CHANNEL = 'iagree_answers';
export const ANY_CHANGE_PAYLOAD = '*';

/** An agree or its withdrawal, as every server hears it. */
export interface AgreeNews {
  statementId: number;
  /** The count after it. */
  agreeCount: number;
  /** 1 for an agree, −1 for a withdrawal. */
  moved: 1 | -1;
  /** The statement's created_at as answers show it (ISO): its place among equal counts. */
  createdAt: string;
}

export const agreePayload = (news: AgreeNews) => JSON.stringify(news);

/**
 * agreePayload written by PostgreSQL, for a write that announces itself in the statement that
 * counts it: the statement's `id`, `agreeCount` and `createdAt` columns as SQL, and how it moved.
 * `createdAt` to the millisecond, as node-postgres reads a timestamp into the answers' Dates.
 */
export const agreePayloadSql = (
  columns: { id: SQL; agreeCount: SQL; createdAt: SQL },
  moved: 1 | -1,
) =>
  sql`json_build_object('statementId', ${columns.id}, 'agreeCount', ${columns.agreeCount},
    'moved', ${sql.raw(String(moved))},
    'createdAt', to_char(date_trunc('milliseconds', ${columns.createdAt}) AT TIME ZONE 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text`;

/** Tells every server, once the transaction of `db` commits (at once outside one). */
export async function announce(db: Pick<Database, 'execute'>, payload: string) {
  await db.execute(sql`SELECT pg_notify(${ANSWER_CHANGES_CHANNEL}, ${payload})`);
}

/** A statement's place in an order by agree count: its count, then the newest first. */
export interface RankKey {
  count: number;
  createdAt: string;
}

/** What agrees can change in an answer: decided when it is computed, kept beside it. */
export interface AgreeReach {
  /** Any agree may (an order by trend). */
  any?: true;
  /** The statements whose counts it shows. */
  ids?: number[];
  /**
   * A page in agree order (most or least agreed): its first and last statement. The page moves
   * when a statement moves across either of them.
   */
  ranked?: { ascending: boolean; first: RankKey; last: RankKey };
  /**
   * A page ordered by agree count within parts this server cannot tell apart (relevance: the
   * title's matches first): the lowest and highest count on it. A statement whose count moves
   * next to them may move into the page or out of it.
   */
  counts?: [low: number, high: number];
  /**
   * The list holds only some statements (a keyword, a category, a status, an author, a
   * department): an agree that moves a statement across its page changes it only if the
   * statement is one of them, which the route can tell (decision 042).
   */
  narrowed?: true;
}

/**
 * What the writes committed since an answer's computation did to it: changed, or the statements
 * whose agrees moved them across its page and change it only if its narrowed list holds them
 * (none: unchanged).
 */
export type Changes = 'changed' | number[];

interface Change {
  /** When this process heard of it (ms since the epoch). */
  at: number;
  /** Undefined for any other write than an agree. */
  agree?: AgreeNews;
}

/**
 * How far apart two servers' clocks and their hearing of one commit may be: an answer made
 * by another server at `madeAt` is judged by the changes heard here from `madeAt` minus this.
 * Servers' clocks are kept synchronised (docs/operations.md).
 */
export const CLOCK_MARGIN_MS = 1000;

export interface ChangeFeed {
  /**
   * What the writes committed since `since` (ms since the epoch, the start of an answer's
   * computation) did to an answer that `reach` describes (undefined: any agree changes it).
   * 'changed' whenever the feed cannot vouch for the whole time: not listening, or listening
   * again only since after it.
   */
  changesSince(since: number, reach: AgreeReach | undefined): Changes;
  close(): Promise<void>;
}

function parse(payload: string, at: number): Change {
  if (payload === ANY_CHANGE_PAYLOAD) return { at };
  try {
    const news = JSON.parse(payload) as Partial<AgreeNews>;
    const valid =
      Number.isInteger(news.statementId) &&
      Number.isInteger(news.agreeCount) &&
      (news.moved === 1 || news.moved === -1) &&
      typeof news.createdAt === 'string';
    // What cannot be read counts as a change of anything.
    return valid ? { at, agree: news as AgreeNews } : { at };
  } catch {
    return { at };
  }
}

/** Whether a statement is among `ids`: a set only where one pays for itself. */
function shownIn(ids: number[] | undefined): (id: number) => boolean {
  if (!ids) return () => false;
  if (ids.length <= 8) return (id) => ids.includes(id);
  const set = new Set(ids);
  return (id) => set.has(id);
}

/**
 * −1 when `a` comes before `b` in the order, 1 after, 0 when the answer cannot tell: equal
 * counts created in the same millisecond (PostgreSQL orders them by microseconds, then id).
 */
function compare(a: RankKey, b: RankKey, ascending: boolean): -1 | 0 | 1 {
  if (a.count !== b.count) return a.count < b.count === ascending ? -1 : 1;
  if (a.createdAt === b.createdAt) return 0;
  return a.createdAt > b.createdAt ? -1 : 1;
}

/** Whether an agree moved its statement across the page's first or last statement. */
function crosses(news: AgreeNews, { ascending, first, last }: NonNullable<AgreeReach['ranked']>) {
  const now = { count: news.agreeCount, createdAt: news.createdAt };
  const before = { count: news.agreeCount - news.moved, createdAt: news.createdAt };
  return (
    (compare(before, last, ascending) >= 0 && compare(now, last, ascending) <= 0) ||
    (compare(before, first, ascending) <= 0 && compare(now, first, ascending) >= 0)
  );
}

/**
 * Whether an agree can have changed an answer that `reach` describes: yes, no, or if the
 * answer's narrowed list holds its statement.
 */
export const agreeReaches = (news: AgreeNews, reach: AgreeReach | undefined) =>
  reaches({ at: 0, agree: news }, reach, shownIn(reach?.ids));

/** Whether a change reaches an answer: yes, no, or 'if held' by its narrowed list. */
function reaches(
  change: Change,
  reach: AgreeReach | undefined,
  shown: (id: number) => boolean,
): boolean | 'if held' {
  const news = change.agree;
  if (!news || !reach || reach.any) return true;
  if (shown(news.statementId)) return true;
  const count = news.agreeCount;
  const moves = reach.ranked
    ? crosses(news, reach.ranked)
    : reach.counts !== undefined && count >= reach.counts[0] - 1 && count <= reach.counts[1] + 1;
  return moves && reach.narrowed ? 'if held' : moves;
}

/**
 * The changes this process has heard of for the last `keepMs` (as long as an answer may be
 * kept unchanged), from the database's LISTEN.
 */
export async function createChangeFeed(
  listen: DatabaseHandle['listen'],
  { keepMs, now = () => Date.now() }: { keepMs: number; now?: () => number },
): Promise<ChangeFeed> {
  const changes: Change[] = [];
  /** Since when every change has been heard; undefined while not listening. */
  let listeningSince: number | undefined;
  const forget = () => {
    const horizon = now() - keepMs - CLOCK_MARGIN_MS;
    let old = 0;
    while (old < changes.length && changes[old]!.at < horizon) old++;
    if (old > 0) changes.splice(0, old);
  };
  const stop = await listen(
    ANSWER_CHANGES_CHANNEL,
    (payload) => {
      changes.push(parse(payload, now()));
      // In batches: a splice per change would copy the array 20 times a second.
      if (changes.length % 256 === 0) forget();
    },
    (listening) => {
      listeningSince = listening ? now() : undefined;
    },
  );
  return {
    changesSince(since, reach) {
      const from = since - CLOCK_MARGIN_MS;
      if (listeningSince === undefined || listeningSince > from) return 'changed';
      const shown = shownIn(reach?.ids);
      const ifHeld = new Set<number>();
      for (let i = changes.length - 1; i >= 0 && changes[i]!.at >= from; i--) {
        const reached = reaches(changes[i]!, reach, shown);
        if (reached === true) return 'changed';
        if (reached === 'if held') ifHeld.add(changes[i]!.agree!.statementId);
      }
      return [...ifHeld];
    },
    close: stop,
  };
}
