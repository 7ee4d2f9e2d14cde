-- Levels 3 to 18 (issue 27): cells down to about 150 m, so that a box a few kilometres wide (a
-- ward) groups pre-aggregated cells rather than every statement in it. Keep in step with
-- CELL_LEVELS in modules/map/grid-cells.ts.
CREATE OR REPLACE FUNCTION statement_map_cells_add(lat double precision, lng double precision, sid integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lvl integer;
  size double precision;
BEGIN
  FOR lvl IN 3..18 LOOP
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
CREATE OR REPLACE FUNCTION statement_map_cells_remove(lat double precision, lng double precision, sid integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lvl integer;
  size double precision;
  x integer;
  y integer;
  remaining integer;
BEGIN
  FOR lvl IN 3..18 LOOP
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
-- The cells of levels `from_level` to `to_level`, grouped from the statements.
CREATE FUNCTION statement_map_cells_fill(from_level integer, to_level integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO statement_map_cells (level, cx, cy, n, sum_lat, sum_lng, ids)
  SELECT lvl,
         floor((s.longitude + 180) / statement_map_cell_size(lvl))::integer,
         floor((s.latitude + 90) / statement_map_cell_size(lvl))::integer,
         count(*), sum(s.latitude), sum(s.longitude),
         CASE WHEN count(*) <= 2 THEN array_agg(s.id ORDER BY s.id) END
  FROM statements s CROSS JOIN generate_series(from_level, to_level) AS lvl
  WHERE s.latitude IS NOT NULL AND s.hidden_at IS NULL
  GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statement_map_cells_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM statement_map_cells;
  SELECT statement_map_cells_fill(3, 18);
$$;
--> statement-breakpoint
-- The two new levels of the statements already there (cheaper than a rebuild of every level).
SELECT statement_map_cells_fill(17, 18);
