import { sql } from 'drizzle-orm';
import { SIMILAR_LIMIT, type SimilarStatement } from '@iagree/contract';
import { queryRows, type Database } from '../../db/client.ts';

/**
 * Below this similarity a statement is not shown: it shares little more than everyday phrases
 * (増やしてほしい), and an empty list is better than noise.
 */
export const MIN_SIMILARITY = 0.2;
/** The most candidates scored, whatever the text. */
const MAX_CANDIDATES = 2000;
/**
 * Candidates are found through the text's rarest bigrams, as many as together hold about this
 * many statements by their shares (at least the rarest one): common ones ("して", "ほし") would
 * make every statement a candidate.
 */
const PROBE_ROWS = 10 * MAX_CANDIDATES;
/**
 * The most characters of the description weighed. Japanese is written without spaces, so a
 * description is one long word, and cutting a word into bigrams (`search_grams`) costs the
 * square of its length; every lexeme then is one more share to look up and score against each
 * candidate. 10,000 characters took up to 440 ms (issue 30 item 8); what a statement is about
 * is in its title and its opening.
 */
export const SIMILAR_DESCRIPTION_CHARS = 1000;

/** The part of the description `similarStatements` weighs, cut between characters. */
export const weighedDescription = (description: string | undefined): string =>
  Array.from(description ?? '')
    .slice(0, SIMILAR_DESCRIPTION_CHARS)
    .join('');

/**
 * Up to SIMILAR_LIMIT visible statements that say what the text says (decisions 018, 027).
 *
 * Each lexeme of the text (its bigrams, title and description) weighs its inverse document
 * frequency, ln(1 + 1/share), share being the part of the statements that hold it: the
 * planner's statistics (`pg_stats.most_common_elems` of `search_vector`) give it for common
 * lexemes, and a lexeme they leave out is rarer than the least they list; a table never
 * analysed (the embedded database runs no autovacuum) is counted through the GIN index. The
 * score is the tf-idf cosine with the candidate's own weights taken as the text's average:
 * (Σ w² shared / Σ w² of the text) · √(|text| / |candidate|). Only the written words count
 * (weights A and B), not the readings. Candidates hold one of the text's rarest bigrams.
 * The description counts up to SIMILAR_DESCRIPTION_CHARS, so the work is bounded whatever
 * its length.
 */
export async function similarStatements(
  db: Database,
  title: string,
  description: string | undefined,
): Promise<SimilarStatement[]> {
  const rows = await queryRows<{ id: number; title: string; agree_count: number }>(
    db,
    sql`
      WITH input AS (
        SELECT search_grams(${title}, 'A') || search_grams(${weighedDescription(description)}, 'B') AS vector
      ),
      lexemes AS (SELECT tsvector_to_array(vector) AS all_lexemes, length(vector) AS size FROM input),
      shares AS (
        -- most_common_elem_freqs ends with three more figures (minimum, maximum, nulls) than
        -- there are elements: unnest pairs those with null elements, which are not lexemes.
        SELECT element, share
        FROM pg_stats,
          unnest(most_common_elems::text::text[], most_common_elem_freqs) AS e(element, share)
        WHERE schemaname = current_schema() AND tablename = 'statements'
          AND attname = 'search_vector' AND element IS NOT NULL
      ),
      known AS (SELECT count(*) > 0 AS analysed, min(share) AS least FROM shares),
      visible AS (
        SELECT CASE WHEN analysed
          THEN (SELECT greatest(reltuples, 0) FROM pg_class WHERE oid = 'statements'::regclass)
          ELSE (SELECT count(*) FROM statements WHERE hidden_at IS NULL)
        END::float8 AS total
        FROM known
      ),
      measured AS (
        SELECT lexeme, CASE
          WHEN shares.share IS NOT NULL THEN shares.share
          WHEN known.analysed THEN known.least / 2
          ELSE ((
            SELECT count(*) FROM statements s
            WHERE s.hidden_at IS NULL AND s.search_vector @@ (search_lexeme(lexeme) || ':AB')::tsquery
          -- Smoothed: a lexeme no statement holds yet is as rare as one held once.
          ) + 1) / ((SELECT total FROM visible) + 1)
        END AS share
        FROM lexemes, known, unnest(all_lexemes) AS lexeme
          LEFT JOIN shares ON element = lexeme
      ),
      weights AS (
        SELECT lexeme, share, ln(1 + 1 / greatest(share, 1e-9)) ^ 2 AS weight FROM measured
      ),
      totals AS (
        SELECT jsonb_object_agg(lexeme, weight) AS weight_of, greatest(sum(weight), 1e-9) AS sum
        FROM weights
      ),
      rarest AS (
        SELECT lexeme, sum(share) OVER (ORDER BY share, lexeme) AS running,
          row_number() OVER (ORDER BY share, lexeme) AS rank
        FROM weights WHERE char_length(lexeme) = 2
      ),
      probe AS (
        SELECT string_agg(search_lexeme(lexeme) || ':AB', ' | ')::tsquery AS query
        FROM rarest
        WHERE rank = 1 OR running * (SELECT total FROM visible) <= ${PROBE_ROWS}
      ),
      candidates AS (
        SELECT s.id, s.title, s.agree_count, s.created_at,
          ts_filter(s.search_vector, '{a,b}') AS written
        FROM statements s, probe
        WHERE s.hidden_at IS NULL AND s.search_vector @@ probe.query
        LIMIT ${MAX_CANDIDATES}
      ),
      scored AS (
        SELECT c.id, c.title, c.agree_count, c.created_at,
          -- The shared lexemes: the candidate's, less those that are not the text's.
          (
            SELECT coalesce(sum((t.weight_of ->> shared)::float8), 0)
            FROM unnest(tsvector_to_array(
              ts_delete(c.written, tsvector_to_array(ts_delete(c.written, l.all_lexemes)))
            )) AS shared
          ) / t.sum
            * sqrt(greatest(l.size, 1)::float8 / greatest(length(c.written), 1)) AS similarity
        FROM candidates c, lexemes l, totals t
      )
      SELECT id, title, agree_count FROM scored
      WHERE similarity >= ${MIN_SIMILARITY}
      ORDER BY similarity DESC, agree_count DESC, created_at DESC, id DESC
      LIMIT ${SIMILAR_LIMIT}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    agree_count: Number(row.agree_count),
    agree_flag: false,
  }));
}
