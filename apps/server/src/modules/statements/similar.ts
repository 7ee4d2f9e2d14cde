import { sql } from 'drizzle-orm';
import { SIMILAR_LIMIT, type SimilarStatement } from '@iagree/contract';
import { queryRows, type Database } from '../../db/client.ts';

/** Below this similarity a statement is not shown: it shares only a word or two. */
export const MIN_SIMILARITY = 0.2;
/**
 * A bigram in more than this share of the statements (the planner's statistics say which) is
 * too common to find candidates with: "して", "ほし". It still counts in the similarity. A text
 * of common bigrams only finds its candidates through the rarest of them.
 */
const COMMON_SHARE = 0.002;
/** The most candidates scored, whatever the text. */
const MAX_CANDIDATES = 2000;

/**
 * Up to SIMILAR_LIMIT visible statements that share the most bigrams with the text (decision
 * 018): the candidates hold one of its rarer bigrams (the GIN index), the score is the cosine
 * of the two sets of lexemes, |A ∩ B| / √(|A|·|B|), computed on the candidates' vectors.
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
        SELECT search_grams(${title}, 'A') || search_grams(${description ?? ''}, 'B') AS vector
      ),
      lexemes AS (SELECT tsvector_to_array(vector) AS all_lexemes, length(vector) AS size FROM input),
      shares AS (
        -- most_common_elem_freqs ends with three more figures (minimum, maximum, nulls) than
        -- there are elements: unnest pairs those with null elements, which are not bigrams.
        SELECT element, share
        FROM pg_stats,
          unnest(most_common_elems::text::text[], most_common_elem_freqs) AS e(element, share)
        WHERE schemaname = current_schema() AND tablename = 'statements'
          AND attname = 'search_vector' AND element IS NOT NULL
      ),
      bigrams AS (
        SELECT lexeme, coalesce(share, 0) AS share
        FROM lexemes, unnest(all_lexemes) AS lexeme LEFT JOIN shares ON element = lexeme
        WHERE char_length(lexeme) = 2
      ),
      probe AS (
        SELECT string_agg(search_lexeme(lexeme), ' | ')::tsquery AS query
        FROM bigrams
        WHERE share <= ${COMMON_SHARE} OR share = (SELECT min(share) FROM bigrams)
      ),
      candidates AS (
        SELECT s.id, s.title, s.agree_count, s.created_at, s.search_vector
        FROM statements s, probe
        WHERE s.hidden_at IS NULL AND s.search_vector @@ probe.query
        LIMIT ${MAX_CANDIDATES}
      ),
      scored AS (
        SELECT c.id, c.title, c.agree_count, c.created_at,
          (length(c.search_vector) - length(ts_delete(c.search_vector, l.all_lexemes)))
            / sqrt(greatest(l.size, 1) * greatest(length(c.search_vector), 1)) AS similarity
        FROM candidates c, lexemes l
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
