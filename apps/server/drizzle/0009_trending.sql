ALTER TABLE "statements" ADD COLUMN "trend_score" double precision;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "trended_at" timestamp with time zone;--> statement-breakpoint
-- The trend of a statement (decision 018): Σ w·e^(−(now − t)/τ) over its agrees (w = 1) and
-- visible comments (w = 3), τ = 2 days, ranks statements as Σ w·e^((t − T₀)/τ) does, since
-- e^(−(now − T₀)/τ) is common to all. That sum does not change with time, so it is kept here, in
-- logs (it would overflow a double within years): trend_score = ln Σ w·e^((t − T₀)/τ) with
-- T₀ = 2026-01-01, plus trended_at, the last activity, for the list's 7-day window.
CREATE FUNCTION trend_term(weight double precision, at timestamptz) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ln(weight)
    + extract(epoch FROM at - '2026-01-01T00:00:00Z'::timestamptz)::double precision / 172800
$$;
--> statement-breakpoint
-- ln(e^score + e^term). Past a difference of 40 the smaller adds less than a double's precision
-- (and exp would underflow, an error in PostgreSQL).
CREATE FUNCTION trend_add(score double precision, term double precision) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN score IS NULL THEN term
    WHEN abs(score - term) > 40 THEN greatest(score, term)
    ELSE greatest(score, term) + ln(1 + exp(-abs(score - term)))
  END
$$;
--> statement-breakpoint
-- A statement's trend computed from its rows: after a removal (un-agree, deleted or hidden
-- comment), where subtracting in logs would lose precision, and for the backfill.
CREATE FUNCTION statement_trend_refresh(statement integer) RETURNS void
LANGUAGE sql AS $$
  WITH activity AS (
    SELECT trend_term(1, created_at) AS term, created_at FROM agrees WHERE statement_id = statement
    UNION ALL
    SELECT trend_term(3, created_at), created_at FROM statement_comments
    WHERE statement_id = statement AND hidden_at IS NULL
  ), peak AS (SELECT max(term) AS top, max(created_at) AS last FROM activity)
  UPDATE statements SET
    trend_score = (SELECT top + ln(sum(exp(greatest(term - top, -700)))) FROM activity, peak GROUP BY top),
    trended_at = (SELECT last FROM peak)
  WHERE id = statement
$$;
--> statement-breakpoint
CREATE FUNCTION statement_trend_added(statement integer, weight double precision, at timestamptz)
RETURNS void LANGUAGE sql AS $$
  UPDATE statements
  SET trend_score = trend_add(trend_score, trend_term(weight, at)),
    trended_at = greatest(trended_at, at)
  WHERE id = statement
$$;
--> statement-breakpoint
CREATE FUNCTION agrees_trend() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM statement_trend_added(NEW.statement_id, 1, NEW.created_at);
  ELSE
    PERFORM statement_trend_refresh(OLD.statement_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER agrees_trend AFTER INSERT OR DELETE ON agrees
FOR EACH ROW EXECUTE FUNCTION agrees_trend();
--> statement-breakpoint
CREATE FUNCTION statement_comments_trend() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.hidden_at IS NULL THEN
      PERFORM statement_trend_added(NEW.statement_id, 3, NEW.created_at);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.hidden_at IS NULL THEN PERFORM statement_trend_refresh(OLD.statement_id); END IF;
  ELSIF (OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL) THEN
    PERFORM statement_trend_refresh(NEW.statement_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER statement_comments_trend AFTER INSERT OR DELETE OR UPDATE OF hidden_at
ON statement_comments FOR EACH ROW EXECUTE FUNCTION statement_comments_trend();
--> statement-breakpoint
SELECT statement_trend_refresh(statement_id)
FROM (SELECT statement_id FROM agrees UNION SELECT statement_id FROM statement_comments) active;--> statement-breakpoint
CREATE INDEX "statements_trending_idx" ON "statements" USING btree ("trend_score" DESC NULLS FIRST,"agree_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "statements"."hidden_at" IS NULL AND "statements"."trend_score" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "statements_trended_idx" ON "statements" USING btree ("trended_at") WHERE "statements"."hidden_at" IS NULL AND "statements"."trended_at" IS NOT NULL;