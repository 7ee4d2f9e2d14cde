ALTER TABLE "events" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- The search engine (decision 015). A text is normalised (NFKC, lower case) and cut into
-- words at white space; each word gives the bigrams of its characters at consecutive positions
-- and its last character alone, so a term of one character is a prefix query, of two one
-- lexeme, of more a phrase of its bigrams. This function is the one place where a text becomes
-- searchable: the triggers use it for the rows, search_query for the terms of a keyword.
CREATE FUNCTION search_normalize(body text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(normalize(coalesce(body, ''), NFKC))
$$;
--> statement-breakpoint
CREATE FUNCTION search_lexeme(lexeme text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''''
$$;
--> statement-breakpoint
CREATE FUNCTION search_grams(body text, weight "char") RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  word text;
  n integer;
  position integer := 0;
  parts text[] := '{}';
BEGIN
  FOREACH word IN ARRAY regexp_split_to_array(search_normalize(body), '\s+') LOOP
    n := char_length(word);
    CONTINUE WHEN n = 0;
    -- tsvector positions stop at 16383; a longer text is not searchable past that.
    EXIT WHEN position + n >= 16383;
    FOR i IN 1 .. n - 1 LOOP
      parts := parts || (search_lexeme(substr(word, i, 2)) || ':' || (position + i));
    END LOOP;
    parts := parts || (search_lexeme(substr(word, n, 1)) || ':' || (position + n));
    -- A gap: no phrase runs from one word into the next.
    position := position + n + 2;
  END LOOP;
  RETURN setweight(array_to_string(parts, ' ')::tsvector, weight);
END $$;
--> statement-breakpoint
-- Every term must be found (AND); `weight` 'A' asks for the title only.
CREATE FUNCTION search_query(terms text[], weight text DEFAULT '') RETURNS tsquery
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  term text;
  n integer;
  grams text[];
  parts text[] := '{}';
BEGIN
  FOREACH term IN ARRAY terms LOOP
    term := search_normalize(term);
    n := char_length(term);
    CONTINUE WHEN n = 0;
    IF n = 1 THEN
      parts := parts || (search_lexeme(term) || ':*' || weight);
    ELSE
      grams := '{}';
      FOR i IN 1 .. n - 1 LOOP
        grams := grams || (search_lexeme(substr(term, i, 2)) || ':' || weight);
      END LOOP;
      parts := parts || ('(' || array_to_string(grams, ' <-> ') || ')');
    END IF;
  END LOOP;
  RETURN array_to_string(parts, ' & ')::tsquery;
END $$;
--> statement-breakpoint
CREATE FUNCTION statements_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := search_grams(NEW.title, 'A') || search_grams(NEW.description, 'B');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER statements_search_vector
BEFORE INSERT OR UPDATE OF title, description ON statements
FOR EACH ROW EXECUTE FUNCTION statements_search_vector();
--> statement-breakpoint
CREATE FUNCTION events_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := search_grams(NEW.title, 'A')
    || search_grams(concat_ws(' ', NEW.company_name, NEW.description, NEW.address), 'B');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_search_vector
BEFORE INSERT OR UPDATE OF title, company_name, description, address ON events
FOR EACH ROW EXECUTE FUNCTION events_search_vector();
--> statement-breakpoint
UPDATE statements SET search_vector = search_grams(title, 'A') || search_grams(description, 'B');--> statement-breakpoint
UPDATE events SET search_vector = search_grams(title, 'A')
  || search_grams(concat_ws(' ', company_name, description, address), 'B');--> statement-breakpoint
CREATE INDEX "agrees_created_idx" ON "agrees" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector") WHERE "events"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "statement_comments_created_idx" ON "statement_comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "statements_search_idx" ON "statements" USING gin ("search_vector") WHERE "statements"."hidden_at" IS NULL;
