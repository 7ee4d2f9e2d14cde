-- The same lexemes and positions as 0008's search_grams (decision 018), in time linear in the
-- text (issue 30 item 8). The loop it replaces took substr(word, i, 2) for every i, and each
-- substr walks a multibyte word from its start: Japanese has no spaces, so a description of
-- 10,000 characters was one word and cost its length squared (1.9 s on PGlite). Here a word is
-- cut into characters once and each is paired with the next.
CREATE OR REPLACE FUNCTION search_grams(body text, weight "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH words AS (
    SELECT w.word, char_length(w.word) AS n,
      -- Each word starts two positions after the last one ended: no phrase runs across words.
      sum(char_length(w.word) + 2) OVER (ORDER BY w.k) - char_length(w.word) - 2 AS start
    FROM regexp_split_to_table(search_normalize(body), '\s+') WITH ORDINALITY AS w(word, k)
    WHERE w.word <> ''
  ), characters AS (
    SELECT words.start, c.i, c.ch, lead(c.ch) OVER (PARTITION BY words.start ORDER BY c.i) AS next
    FROM words, unnest(string_to_array(words.word, NULL)) WITH ORDINALITY AS c(ch, i)
    -- tsvector positions stop at 16383; a longer text is not searchable past that.
    WHERE words.start + words.n < 16383
  )
  -- The bigram at each character, the word's last character alone.
  SELECT setweight(coalesce(string_agg(
    search_lexeme(characters.ch || coalesce(characters.next, '')) || ':' || (characters.start + characters.i),
    ' '), '')::tsvector, weight)
  FROM characters
$$;
