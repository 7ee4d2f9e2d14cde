ALTER TABLE "statements" ADD COLUMN "title_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- The title's part of the search vector (decision 042), written by the same trigger: the title
-- (A) and its reading (C), concatenated as in search_vector, so each lexeme keeps its positions.
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
  NEW.title_vector := search_grams(NEW.title, 'A') || search_grams(NEW.title_reading, 'C');
  NEW.search_vector := NEW.title_vector
    || search_grams(NEW.description, 'B') || search_grams(NEW.description_reading, 'D');
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Existing rows: the title's weights filtered out of the vector they have (the title comes first
-- in it, so its positions are the ones the trigger writes), without cutting every text again.
UPDATE statements SET title_vector = ts_filter(search_vector, '{a,c}');--> statement-breakpoint
CREATE INDEX "statements_title_search_idx" ON "statements" USING gin ("title_vector") WHERE "statements"."hidden_at" IS NULL;
