import { keywordTerms, type StatementListQuery } from '@iagree/contract';

/** How long, and for how many narrowings, "found more than the cap" is remembered. */
const KEPT_MS = 5 * 60_000;
const KEPT_COUNT = 1_000;

/** Where a keyword is looked for: anywhere in a statement, or in its title (relevance's first part). */
export type MatchPart = 'anywhere' | 'title';

/**
 * Keyword narrowings lately found more often than SEARCH_COUNT_LIMIT, anywhere or in titles:
 * their pages walk the sort's index at once, sparing the capped read of their matches that
 * would only say "many" again (~170 ms for a common word on 1,000,000 statements, at every
 * recomputation of each of its pages). A word loses matches only by deletions, hiding and
 * edits, and a page of "many" is exact but for its total, the cap: minutes of memory cannot
 * mislead a reader.
 */
const foundMany = new Map<string, number>();

const keyOf = (
  part: MatchPart,
  { keyword, category, status, user_id, department }: StatementListQuery,
) => JSON.stringify([part, keywordTerms(keyword), category, status, user_id, department]);

export function knownToFindMany(query: StatementListQuery, part: MatchPart, now = Date.now()) {
  const key = keyOf(part, query);
  const until = foundMany.get(key);
  if (until === undefined) return false;
  if (until > now) return true;
  foundMany.delete(key);
  return false;
}

export function rememberFindsMany(query: StatementListQuery, part: MatchPart, now = Date.now()) {
  const key = keyOf(part, query);
  foundMany.delete(key);
  foundMany.set(key, now + KEPT_MS);
  // A Map keeps insertion order: the first key is the one remembered longest ago.
  if (foundMany.size > KEPT_COUNT) foundMany.delete(foundMany.keys().next().value as string);
}
