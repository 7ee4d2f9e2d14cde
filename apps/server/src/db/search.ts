import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { keywordTerms } from '@iagree/contract';

/**
 * The search engine shared by the statement list, the map and the event list (decision 018).
 * Rows carry `search_vector`, the bigrams of their normalised text that a trigger writes
 * through the SQL function `search_grams`; a keyword's terms (the contract's `keywordTerms`)
 * become a tsquery through `search_query`, which normalises them the same way. Both functions
 * live in the migration `search`, so a text and a term are cut alike by construction.
 *
 * A term of two characters is one lexeme, of one a prefix, of more a phrase of its bigrams
 * (PostgreSQL rechecks the phrase's positions on the row): no false positives, no LIKE, so `%`
 * and `_` are characters like any other. Statements also carry the bigrams of their readings
 * (weights C and D, decision 027), and katakana is read as hiragana: こうえん finds 公園.
 */
export interface Keyword {
  /** Every term, found anywhere in the row's text. */
  anywhere: SQL;
  /**
   * Every term, found in another vector of the row: a statement's title and its reading (its
   * `title_vector`, weights A and C — decisions 027, 042).
   */
  foundIn(vector: PgColumn): SQL;
}

const asArray = (terms: string[]) =>
  sql`ARRAY[${sql.join(
    terms.map((term) => sql`${term}::text`),
    sql`, `,
  )}]`;

/** The keyword's conditions on a table's search vector; undefined when it has no term. */
export function keywordOf(keyword: string | undefined, vector: PgColumn): Keyword | undefined {
  const terms = keywordTerms(keyword);
  if (terms.length === 0) return undefined;
  return {
    anywhere: sql`${vector} @@ search_query(${asArray(terms)})`,
    foundIn: (part) => sql`${part} @@ search_query(${asArray(terms)})`,
  };
}
