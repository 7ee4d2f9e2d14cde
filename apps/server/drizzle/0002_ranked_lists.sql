CREATE TABLE "statement_totals" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "statement_categories_category_idx";--> statement-breakpoint
DROP INDEX "event_comments_event_idx";--> statement-breakpoint
DROP INDEX "events_start_date_idx";--> statement-breakpoint
DROP INDEX "events_user_idx";--> statement-breakpoint
DROP INDEX "statement_comments_statement_idx";--> statement-breakpoint
DROP INDEX "statements_agree_desc_idx";--> statement-breakpoint
DROP INDEX "statements_agree_asc_idx";--> statement-breakpoint
DROP INDEX "statements_comment_desc_idx";--> statement-breakpoint
DROP INDEX "statements_comment_asc_idx";--> statement-breakpoint
DROP INDEX "statements_user_idx";--> statement-breakpoint
ALTER TABLE "statement_categories" ADD COLUMN "agree_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_categories" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_categories" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Each category row carries its statement's sort keys (schema.ts, statementCategories).
UPDATE "statement_categories" c
SET agree_count = s.agree_count, comment_count = s.comment_count, created_at = s.created_at
FROM "statements" s WHERE s.id = c.statement_id;--> statement-breakpoint
CREATE INDEX "statement_categories_agree_desc_idx" ON "statement_categories" USING btree ("category_id","agree_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"statement_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "statement_categories_agree_asc_idx" ON "statement_categories" USING btree ("category_id","agree_count","created_at" DESC NULLS FIRST,"statement_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "statement_categories_comment_desc_idx" ON "statement_categories" USING btree ("category_id","comment_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"statement_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "statement_categories_comment_asc_idx" ON "statement_categories" USING btree ("category_id","comment_count","created_at" DESC NULLS FIRST,"statement_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "statement_categories_created_idx" ON "statement_categories" USING btree ("category_id","created_at","statement_id");--> statement-breakpoint
CREATE INDEX "event_comments_event_idx" ON "event_comments" USING btree ("event_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_start_date_idx" ON "events" USING btree ("start_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_user_idx" ON "events" USING btree ("user_id","start_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "statement_comments_statement_idx" ON "statement_comments" USING btree ("statement_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "statements_agree_desc_idx" ON "statements" USING btree ("agree_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "statements_agree_asc_idx" ON "statements" USING btree ("agree_count","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "statements_comment_desc_idx" ON "statements" USING btree ("comment_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "statements_comment_asc_idx" ON "statements" USING btree ("comment_count","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "statements_user_idx" ON "statements" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- A new category row takes its statement's sort keys…
CREATE FUNCTION statement_categories_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.agree_count, s.comment_count, s.created_at
  INTO NEW.agree_count, NEW.comment_count, NEW.created_at
  FROM statements s WHERE s.id = NEW.statement_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER statement_categories_sort_keys
BEFORE INSERT OR UPDATE OF statement_id ON statement_categories
FOR EACH ROW EXECUTE FUNCTION statement_categories_sort_keys();
--> statement-breakpoint
-- … and follows them when an agree or a comment changes the statement's counts.
CREATE FUNCTION statements_sort_keys_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE statement_categories
  SET agree_count = NEW.agree_count, comment_count = NEW.comment_count, created_at = NEW.created_at
  WHERE statement_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER statements_sort_keys
AFTER UPDATE OF agree_count, comment_count, created_at ON statements
FOR EACH ROW
WHEN (OLD.agree_count <> NEW.agree_count OR OLD.comment_count <> NEW.comment_count
      OR OLD.created_at <> NEW.created_at)
EXECUTE FUNCTION statements_sort_keys_sync();
--> statement-breakpoint
-- Totals: row 0 counts every statement, the others the statements of one category. Triggers
-- per SQL statement, so a bulk insert or a cascading delete updates each row once.
CREATE FUNCTION statements_total_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM changed) THEN RETURN NULL; END IF;
  INSERT INTO statement_totals AS t (category_id, total)
  SELECT 0, CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END * count(*) FROM changed
  ON CONFLICT (category_id) DO UPDATE SET total = t.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER statements_total_insert AFTER INSERT ON statements
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION statements_total_sync();
--> statement-breakpoint
CREATE TRIGGER statements_total_delete AFTER DELETE ON statements
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION statements_total_sync();
--> statement-breakpoint
CREATE FUNCTION statement_categories_total_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM changed) THEN RETURN NULL; END IF;
  -- Row 0 first: every writer of totals then queues on that one row and never holds one
  -- category's while waiting for another's (two edits trading categories would deadlock).
  PERFORM 1 FROM statement_totals WHERE category_id = 0 FOR UPDATE;
  INSERT INTO statement_totals AS t (category_id, total)
  SELECT category_id, CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END * count(*)
  FROM changed GROUP BY category_id ORDER BY category_id
  ON CONFLICT (category_id) DO UPDATE SET total = t.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER statement_categories_total_insert AFTER INSERT ON statement_categories
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
EXECUTE FUNCTION statement_categories_total_sync();
--> statement-breakpoint
CREATE TRIGGER statement_categories_total_delete AFTER DELETE ON statement_categories
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT
EXECUTE FUNCTION statement_categories_total_sync();
--> statement-breakpoint
-- Recounts every total from the rows (here, and after a bulk load that bypassed the triggers).
CREATE FUNCTION statement_totals_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM statement_totals;
  INSERT INTO statement_totals (category_id, total)
  SELECT 0, count(*) FROM statements
  UNION ALL
  SELECT category_id, count(*) FROM statement_categories GROUP BY category_id;
$$;
--> statement-breakpoint
SELECT statement_totals_rebuild();
