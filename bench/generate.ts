import { min, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema.ts';

/** Where people post: metro centres with their spread (degrees) and share of the statements. */
const METROS = [
  { name: 'Tokyo', lat: 35.68, lng: 139.76, spread: 0.12, share: 0.3 },
  { name: 'Osaka', lat: 34.69, lng: 135.5, spread: 0.1, share: 0.12 },
  { name: 'Nagoya', lat: 35.18, lng: 136.91, spread: 0.08, share: 0.06 },
  { name: 'Sapporo', lat: 43.06, lng: 141.35, spread: 0.06, share: 0.04 },
  { name: 'Fukuoka', lat: 33.59, lng: 130.4, spread: 0.06, share: 0.04 },
  { name: 'Sendai', lat: 38.27, lng: 140.87, spread: 0.05, share: 0.02 },
  { name: 'Hiroshima', lat: 34.39, lng: 132.46, spread: 0.05, share: 0.02 },
];
/** The rest is spread over Japan's box (sea included: the map does not care). */
const JAPAN = { south: 31, north: 45.5, west: 129.5, east: 145.8 };
const USERS = 2000;

/**
 * Inserts `total` statements in one INSERT … SELECT over generate_series: metro statements
 * normally spread around their centre (Box–Muller), the rest uniform; created over three years.
 */
export async function generateStatements(db: Database, total: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO users (name, email, activated_at)
    SELECT 'bench ' || n, 'bench-' || n || '@example.test', now()
    FROM generate_series(1, ${USERS}) AS n`);
  const [first] = await db.select({ id: min(users.id) }).from(users);
  // Row by row the map-cell trigger would do fourteen upserts per statement: rebuild once after.
  await db.execute(sql`ALTER TABLE statements DISABLE TRIGGER statements_map_cells`);

  let offset = 0;
  for (const metro of [...METROS, null]) {
    const count = metro ? Math.round(total * metro.share) : total - offset;
    const place = metro
      ? sql`${metro.lat} + ${metro.spread} * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()),
            ${metro.lng} + ${metro.spread} * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())`
      : sql`${JAPAN.south} + random() * ${JAPAN.north - JAPAN.south},
            ${JAPAN.west} + random() * ${JAPAN.east - JAPAN.west}`;
    await db.execute(sql`
      INSERT INTO statements
        (user_id, title, description, address, latitude, longitude, agree_count, comment_count, created_at)
      SELECT ${first?.id ?? 1} + (n % ${USERS}), '要望 ' || n, '説明文 ' || n, ${metro?.name ?? '日本'},
             ${place}, (random() * 50)::int, (random() * 10)::int,
             now() - random() * interval '3 years'
      FROM generate_series(1, ${count}) AS n`);
    offset += count;
  }
  await db.execute(sql`ALTER TABLE statements ENABLE TRIGGER statements_map_cells`);
  await db.execute(sql`SELECT statement_map_cells_rebuild()`);
  await db.execute(sql`VACUUM ANALYZE statements, statement_map_cells`);
}
