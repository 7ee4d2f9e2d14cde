import type { AgreeNews, AgreeReach } from './answer-changes.ts';

/**
 * Where app servers keep the answers they give to guests (docs/decisions/009). An answer is
 * stored under the data version it was computed at; a write bumps the version, so an answer of
 * an older version is never read again — but for the writes that only move counters (agrees),
 * which leave the version and mark their writer's session instead (decision 024). The in-memory
 * store serves one process; a store every app server reads (Redis) implements the same
 * interface.
 */
export interface CachedAnswer {
  /** The answer's JSON, exactly as sent. */
  body: string;
  /** Its strong validator, a hash of the body. */
  etag: string;
  /**
   * When its computation began (ms since the epoch), so it shows every write committed before:
   * older than a second, it is computed anew — unless the writes since cannot have changed it
   * (decision 038).
   */
  madeAt: number;
  /** When it was last found unchanged by the writes since `madeAt`; `madeAt` until then. */
  checkedAt?: number;
  /** What agrees can change in it (decision 038); undefined: any agree can. */
  reach?: AgreeReach;
}

/**
 * A write a session made lately (decision 024): when, and the agree's news — none when it may
 * have changed anything, and its writer's reads skip every stored answer.
 */
export interface OwnWrite {
  at: number;
  news?: AgreeNews;
}

export interface AnswerCache {
  /** The version of the data now; answers are keyed by it. */
  version(): Promise<number>;
  /** Called after a write: answers of earlier versions are stale from now on. */
  bump(): Promise<void>;
  /**
   * The session (its token's hash) `writer` made `write` just now: for `ttlMs` its reads skip
   * the stored answers that write can have changed (decision 038).
   */
  markWriter(writer: string, ttlMs: number, write: OwnWrite): Promise<void>;
  /** The writes of `writer` whose marks have not expired, oldest first (none: []). */
  writesOf(writer: string): Promise<OwnWrite[]>;
  get(key: string): Promise<CachedAnswer | undefined>;
  /** Keeps the answer at most `ttlMs`, as memory is finite. */
  set(key: string, answer: CachedAnswer, ttlMs: number): Promise<void>;
}

/**
 * How much answer text the store holds unless told (`ANSWER_CACHE_MB`), in UTF-16 code units
 * (two bytes each, as V8 keeps a string with Japanese in it): 256 MB. A crowd's answers asked
 * again — ~4,600 list pages, ~900 map tiles, the searches — did not fit in 5,000 places: they
 * pushed each other out, and the crowd read 0.105× the bare route, 0.144× with room for 20,000
 * answers (issue 27, docs/performance.md). Beyond it the least recently used go.
 */
export const MAX_UNITS = 128 * 2 ** 20;
/**
 * How many keys a full store remembers having refused once (TinyLFU's doorkeeper); past it the
 * memory starts over. A crowd's one-off answers (a quarter of its requests are details of random
 * statements) pass through it and are forgotten; a list page asked every few seconds returns
 * while it still remembers.
 */
const MAX_REFUSED = 100_000;
/**
 * How often a store in use drops the answers whose time is up: left until read or evicted, they
 * would fill it, and a full store refuses the first offer of every new answer.
 */
const SWEEP_MS = 60_000;
/** Writers' marks live seconds: past this many, dropping them all only costs fresh reads. */
const MAX_WRITERS = 5000;

/**
 * One process's store: a bump drops every answer at once, as none can be read again. The Map
 * keeps its keys in the order they were last used (a read moves its key to the end). Once full,
 * it keeps a new answer only when its key was asked before: evicting the least recently used
 * for every answer computed let random one-off details push out the lists' and searches'
 * answers the crowd asks again (issue 27, decision 048).
 */
export function createMemoryAnswerCache(
  now: () => number = Date.now,
  maxUnits = MAX_UNITS,
): AnswerCache {
  let version = 0;
  const entries = new Map<string, { answer: CachedAnswer; expires: number }>();
  /** The text the entries hold, in UTF-16 code units. */
  let units = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return false;
    entries.delete(key);
    units -= entry.answer.body.length;
    return true;
  };
  const writers = new Map<string, { expires: number; writes: OwnWrite[] }>();
  const refused = new Set<string>();
  let sweptAt = now();
  const sweep = () => {
    sweptAt = now();
    for (const [key, entry] of entries) if (entry.expires <= sweptAt) forget(key);
  };
  /** Whether a full store may take a new `key`: only the second time it is offered. */
  const admits = (key: string) => {
    if (refused.delete(key)) return true;
    if (refused.size >= MAX_REFUSED) refused.clear();
    refused.add(key);
    return false;
  };
  return {
    version: async () => version,
    bump: async () => {
      version += 1;
      entries.clear();
      units = 0;
    },
    get: async (key) => {
      const entry = entries.get(key);
      if (!entry) return undefined;
      forget(key);
      if (entry.expires <= now()) return undefined;
      entries.set(key, entry);
      units += entry.answer.body.length;
      return entry.answer;
    },
    set: async (key, answer, ttlMs) => {
      if (now() - sweptAt >= SWEEP_MS) sweep();
      const size = answer.body.length;
      const replaces = forget(key);
      // One answer larger than the whole store would empty it and be kept alone.
      if (size > maxUnits || (!replaces && units + size > maxUnits && !admits(key))) return;
      while (units + size > maxUnits && entries.size > 0) forget(entries.keys().next().value!);
      entries.set(key, { answer, expires: now() + ttlMs });
      units += size;
    },
    markWriter: async (writer, ttlMs, write) => {
      if (writers.size >= MAX_WRITERS) writers.clear();
      const expires = now() + ttlMs;
      const kept = writers.get(writer)?.writes.filter((earlier) => earlier.at > now() - ttlMs);
      writers.set(writer, { expires, writes: [...(kept ?? []), write] });
    },
    writesOf: async (writer) => {
      const mark = writers.get(writer);
      if (!mark) return [];
      if (mark.expires > now()) return mark.writes;
      writers.delete(writer);
      return [];
    },
  };
}
