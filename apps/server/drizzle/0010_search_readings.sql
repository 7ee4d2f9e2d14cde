ALTER TABLE "statements" ADD COLUMN "title_reading" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "description_reading" text;--> statement-breakpoint
CREATE INDEX "statements_unread_idx" ON "statements" USING btree ("id") WHERE "statements"."title_reading" IS NULL OR "statements"."description_reading" IS NULL;--> statement-breakpoint
-- Katakana and hiragana are one script to the search (decision 027): ベンチ and べんち, and a
-- reading the analyser gives in katakana, all become hiragana, in the rows and the terms alike.
CREATE OR REPLACE FUNCTION search_normalize(body text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(
    lower(normalize(coalesce(body, ''), NFKC)),
    'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶヽヾ',
    'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖゝゞ'
  )
$$;
--> statement-breakpoint
-- The readings are weights C (title) and D (description): a title's reading counts as the title
-- for relevance, and similar statements compare the written text only (weights A and B). A
-- change of text clears a reading the same write did not set: the app reads it again.
CREATE OR REPLACE FUNCTION statements_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.title IS DISTINCT FROM OLD.title
      AND NEW.title_reading IS NOT DISTINCT FROM OLD.title_reading THEN
      NEW.title_reading := NULL;
    END IF;
    IF NEW.description IS DISTINCT FROM OLD.description
      AND NEW.description_reading IS NOT DISTINCT FROM OLD.description_reading THEN
      NEW.description_reading := NULL;
    END IF;
  END IF;
  NEW.search_vector := search_grams(NEW.title, 'A') || search_grams(NEW.title_reading, 'C')
    || search_grams(NEW.description, 'B') || search_grams(NEW.description_reading, 'D');
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER statements_search_vector ON statements;--> statement-breakpoint
CREATE TRIGGER statements_search_vector
BEFORE INSERT OR UPDATE OF title, description, title_reading, description_reading ON statements
FOR EACH ROW EXECUTE FUNCTION statements_search_vector();
--> statement-breakpoint
-- Existing rows: their vectors under the new normalisation; their readings come from the app.
UPDATE statements SET search_vector = search_grams(title, 'A') || search_grams(description, 'B');--> statement-breakpoint
UPDATE events SET search_vector = search_grams(title, 'A')
  || search_grams(concat_ws(' ', company_name, description, address), 'B');
