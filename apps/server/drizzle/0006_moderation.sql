CREATE TABLE "moderation_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reporter_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "statement_categories_agree_desc_idx";--> statement-breakpoint
DROP INDEX "statement_categories_agree_asc_idx";--> statement-breakpoint
DROP INDEX "statement_categories_comment_desc_idx";--> statement-breakpoint
DROP INDEX "statement_categories_comment_asc_idx";--> statement-breakpoint
DROP INDEX "statement_categories_created_idx";--> statement-breakpoint
DROP INDEX "statements_agree_desc_idx";--> statement-breakpoint
DROP INDEX "statements_agree_asc_idx";--> statement-breakpoint
DROP INDEX "statements_comment_desc_idx";--> statement-breakpoint
DROP INDEX "statements_comment_asc_idx";--> statement-breakpoint
DROP INDEX "statements_created_idx";--> statement-breakpoint
ALTER TABLE "event_comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_comments" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "statement_categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "statement_comments" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_log_created_idx" ON "moderation_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_target_key" ON "reports" USING btree ("reporter_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at" DESC NULLS FIRST) WHERE "reports"."resolved_at" IS NULL;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statements_status_idx" ON "statements" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "statements"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "statements_hidden_idx" ON "statements" USING btree ("hidden_at") WHERE "statements"."hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "statement_categories_agree_desc_idx" ON "statement_categories" USING btree ("category_id","agree_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"statement_id" DESC NULLS FIRST) WHERE NOT "statement_categories"."hidden";--> statement-breakpoint
CREATE INDEX "statement_categories_agree_asc_idx" ON "statement_categories" USING btree ("category_id","agree_count","created_at" DESC NULLS FIRST,"statement_id" DESC NULLS FIRST) WHERE NOT "statement_categories"."hidden";--> statement-breakpoint
CREATE INDEX "statement_categories_comment_desc_idx" ON "statement_categories" USING btree ("category_id","comment_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"statement_id" DESC NULLS FIRST) WHERE NOT "statement_categories"."hidden";--> statement-breakpoint
CREATE INDEX "statement_categories_comment_asc_idx" ON "statement_categories" USING btree ("category_id","comment_count","created_at" DESC NULLS FIRST,"statement_id" DESC NULLS FIRST) WHERE NOT "statement_categories"."hidden";--> statement-breakpoint
CREATE INDEX "statement_categories_created_idx" ON "statement_categories" USING btree ("category_id","created_at","statement_id") WHERE NOT "statement_categories"."hidden";--> statement-breakpoint
CREATE INDEX "statements_agree_desc_idx" ON "statements" USING btree ("agree_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "statements"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "statements_agree_asc_idx" ON "statements" USING btree ("agree_count","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "statements"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "statements_comment_desc_idx" ON "statements" USING btree ("comment_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "statements"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "statements_comment_asc_idx" ON "statements" USING btree ("comment_count","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "statements"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "statements_created_idx" ON "statements" USING btree ("created_at","id") WHERE "statements"."hidden_at" IS NULL;--> statement-breakpoint
-- Decision 013: a hidden statement leaves the totals, the category rows' indexes and the map
-- cells exactly as a deleted one would, and comes back into them when restored.
CREATE OR REPLACE FUNCTION statement_categories_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.agree_count, s.comment_count, s.created_at, s.hidden_at IS NOT NULL
  INTO NEW.agree_count, NEW.comment_count, NEW.created_at, NEW.hidden
  FROM statements s WHERE s.id = NEW.statement_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statements_total_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM changed WHERE hidden_at IS NULL) THEN RETURN NULL; END IF;
  INSERT INTO statement_totals AS t (category_id, total)
  SELECT 0, CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END * count(*) FROM changed
  WHERE hidden_at IS NULL
  ON CONFLICT (category_id) DO UPDATE SET total = t.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statement_categories_total_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM changed WHERE NOT hidden) THEN RETURN NULL; END IF;
  -- Row 0 first: every writer of totals then queues on that one row and never holds one
  -- category's while waiting for another's (two edits trading categories would deadlock).
  PERFORM 1 FROM statement_totals WHERE category_id = 0 FOR UPDATE;
  INSERT INTO statement_totals AS t (category_id, total)
  SELECT category_id, CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END * count(*)
  FROM changed WHERE NOT hidden GROUP BY category_id ORDER BY category_id
  ON CONFLICT (category_id) DO UPDATE SET total = t.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statement_totals_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM statement_totals;
  INSERT INTO statement_totals (category_id, total)
  SELECT 0, count(*) FROM statements WHERE hidden_at IS NULL
  UNION ALL
  SELECT category_id, count(*) FROM statement_categories WHERE NOT hidden GROUP BY category_id;
$$;
--> statement-breakpoint
-- Hiding or restoring: the totals (row 0 locked first, as above), the category rows' copy.
CREATE FUNCTION statements_hidden_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := CASE WHEN NEW.hidden_at IS NULL THEN 1 ELSE -1 END;
BEGIN
  PERFORM 1 FROM statement_totals WHERE category_id = 0 FOR UPDATE;
  UPDATE statement_totals SET total = total + delta WHERE category_id = 0;
  UPDATE statement_totals t SET total = t.total + delta
  FROM statement_categories c WHERE c.statement_id = NEW.id AND t.category_id = c.category_id;
  UPDATE statement_categories SET hidden = NEW.hidden_at IS NOT NULL WHERE statement_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER statements_hidden
AFTER UPDATE OF hidden_at ON statements
FOR EACH ROW WHEN ((OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL))
EXECUTE FUNCTION statements_hidden_sync();
--> statement-breakpoint
-- Map cells count the located statements that are not hidden.
CREATE OR REPLACE FUNCTION statements_map_cells_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP IN ('DELETE', 'UPDATE') AND OLD.latitude IS NOT NULL AND OLD.hidden_at IS NULL;
  is_now boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW.latitude IS NOT NULL AND NEW.hidden_at IS NULL;
BEGIN
  IF TG_OP = 'UPDATE' AND was = is_now AND OLD.latitude IS NOT DISTINCT FROM NEW.latitude
     AND OLD.longitude IS NOT DISTINCT FROM NEW.longitude THEN
    RETURN NULL;
  END IF;
  IF was THEN
    PERFORM statement_map_cells_remove(OLD.latitude, OLD.longitude, OLD.id);
  END IF;
  IF is_now THEN
    PERFORM statement_map_cells_add(NEW.latitude, NEW.longitude, NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER statements_map_cells ON statements;
--> statement-breakpoint
CREATE TRIGGER statements_map_cells
AFTER INSERT OR DELETE OR UPDATE OF latitude, longitude, hidden_at ON statements
FOR EACH ROW EXECUTE FUNCTION statements_map_cells_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statement_map_cells_remove(lat double precision, lng double precision, sid integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lvl integer;
  size double precision;
  x integer;
  y integer;
  remaining integer;
BEGIN
  FOR lvl IN 3..16 LOOP
    size := statement_map_cell_size(lvl);
    x := floor((lng + 180) / size)::integer;
    y := floor((lat + 90) / size)::integer;
    UPDATE statement_map_cells
    SET n = n - 1, sum_lat = sum_lat - lat, sum_lng = sum_lng - lng, ids = array_remove(ids, sid)
    WHERE level = lvl AND cx = x AND cy = y
    RETURNING n INTO remaining;
    IF remaining = 0 THEN
      DELETE FROM statement_map_cells WHERE level = lvl AND cx = x AND cy = y;
    ELSIF remaining = 2 THEN
      -- Down from three: the only case that reads the statements, to name the two left.
      UPDATE statement_map_cells SET ids = ARRAY(
        SELECT s.id FROM statements s
        WHERE s.longitude BETWEEN x * size - 180.000001 AND (x + 1) * size - 179.999999
          AND s.latitude BETWEEN y * size - 90.000001 AND (y + 1) * size - 89.999999
          AND floor((s.longitude + 180) / size) = x AND floor((s.latitude + 90) / size) = y
          AND s.hidden_at IS NULL AND s.id <> sid
        ORDER BY s.id LIMIT 2)
      WHERE level = lvl AND cx = x AND cy = y;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statement_map_cells_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM statement_map_cells;
  INSERT INTO statement_map_cells (level, cx, cy, n, sum_lat, sum_lng, ids)
  SELECT lvl,
         floor((s.longitude + 180) / statement_map_cell_size(lvl))::integer,
         floor((s.latitude + 90) / statement_map_cell_size(lvl))::integer,
         count(*), sum(s.latitude), sum(s.longitude),
         CASE WHEN count(*) <= 2 THEN array_agg(s.id ORDER BY s.id) END
  FROM statements s CROSS JOIN generate_series(3, 16) AS lvl
  WHERE s.latitude IS NOT NULL AND s.hidden_at IS NULL
  GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
-- A hidden comment leaves its statement's comment_count (its event's comments_count), and
-- comes back into it when restored; deleting a hidden comment then changes nothing.
CREATE FUNCTION statement_comments_hidden_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE statements
  SET comment_count = comment_count + CASE WHEN NEW.hidden_at IS NULL THEN 1 ELSE -1 END
  WHERE id = NEW.statement_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER statement_comments_hidden
AFTER UPDATE OF hidden_at ON statement_comments
FOR EACH ROW WHEN ((OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL))
EXECUTE FUNCTION statement_comments_hidden_sync();
--> statement-breakpoint
CREATE FUNCTION event_comments_hidden_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events
  SET comments_count = comments_count + CASE WHEN NEW.hidden_at IS NULL THEN 1 ELSE -1 END
  WHERE id = NEW.event_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_comments_hidden
AFTER UPDATE OF hidden_at ON event_comments
FOR EACH ROW WHEN ((OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL))
EXECUTE FUNCTION event_comments_hidden_sync();
