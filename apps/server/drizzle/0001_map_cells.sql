CREATE TABLE "statement_map_cells" (
	"level" smallint NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"n" integer NOT NULL,
	"sum_lat" double precision NOT NULL,
	"sum_lng" double precision NOT NULL,
	"ids" integer[],
	CONSTRAINT "statement_map_cells_level_cx_cy_pk" PRIMARY KEY("level","cx","cy")
);
--> statement-breakpoint
-- Levels 3 to 16: cells from 22.5° down to about 300 m. Keep in step with modules/map/cells.ts.
CREATE FUNCTION statement_map_cell_size(level integer) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 180.0 / (1 << level) $$;
--> statement-breakpoint
CREATE FUNCTION statement_map_cells_add(lat double precision, lng double precision, sid integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lvl integer;
  size double precision;
BEGIN
  FOR lvl IN 3..16 LOOP
    size := statement_map_cell_size(lvl);
    INSERT INTO statement_map_cells AS c (level, cx, cy, n, sum_lat, sum_lng, ids)
    VALUES (lvl, floor((lng + 180) / size)::integer, floor((lat + 90) / size)::integer, 1, lat, lng, ARRAY[sid])
    ON CONFLICT (level, cx, cy) DO UPDATE SET
      n = c.n + 1,
      sum_lat = c.sum_lat + excluded.sum_lat,
      sum_lng = c.sum_lng + excluded.sum_lng,
      ids = CASE WHEN c.n + 1 <= 2 THEN c.ids || sid END;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION statement_map_cells_remove(lat double precision, lng double precision, sid integer)
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
        ORDER BY s.id LIMIT 2)
      WHERE level = lvl AND cx = x AND cy = y;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION statements_map_cells_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.latitude IS NOT DISTINCT FROM NEW.latitude
     AND OLD.longitude IS NOT DISTINCT FROM NEW.longitude THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.latitude IS NOT NULL THEN
    PERFORM statement_map_cells_remove(OLD.latitude, OLD.longitude, OLD.id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.latitude IS NOT NULL THEN
    PERFORM statement_map_cells_add(NEW.latitude, NEW.longitude, NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER statements_map_cells
AFTER INSERT OR DELETE OR UPDATE OF latitude, longitude ON statements
FOR EACH ROW EXECUTE FUNCTION statements_map_cells_sync();
--> statement-breakpoint
-- Recomputes every cell from the statements (after a bulk load with the trigger disabled).
CREATE FUNCTION statement_map_cells_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM statement_map_cells;
  INSERT INTO statement_map_cells (level, cx, cy, n, sum_lat, sum_lng, ids)
  SELECT lvl,
         floor((s.longitude + 180) / statement_map_cell_size(lvl))::integer,
         floor((s.latitude + 90) / statement_map_cell_size(lvl))::integer,
         count(*), sum(s.latitude), sum(s.longitude),
         CASE WHEN count(*) <= 2 THEN array_agg(s.id ORDER BY s.id) END
  FROM statements s CROSS JOIN generate_series(3, 16) AS lvl
  WHERE s.latitude IS NOT NULL
  GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT statement_map_cells_rebuild();
