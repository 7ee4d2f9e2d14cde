import {
  and,
  asc,
  between,
  desc,
  gte,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { STATEMENT_PAGE_SIZE } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { statements } from '../../db/schema.ts';
import { countUpTo } from './count-up-to.ts';

export interface Place {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
/** The first box's half side, and how much each next one grows. */
const FIRST_RADIUS_KM = 2;
const GROWTH = 4;
/** Half the earth's circumference: a box this wide holds every place. */
const WORLD_KM = Math.PI * EARTH_RADIUS_KM;

/** Great-circle distance (haversine) from `place` to the statement, in km. */
const distanceFrom = ({ latitude, longitude }: Place) =>
  sql<number>`2 * ${EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(${statements.latitude} - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(${statements.latitude}))
      * power(sin(radians(${statements.longitude} - ${longitude}) / 2), 2)))`;

/**
 * The located statements within a box around `place` that holds every point closer than
 * `radiusKm`: a range of the longitude/latitude B-tree (two across the antimeridian, every
 * longitude near a pole).
 */
function withinBox({ latitude, longitude }: Place, radiusKm: number): SQL {
  const dLat = radiusKm / KM_PER_DEGREE;
  const south = Math.max(-90, latitude - dLat);
  const north = Math.min(90, latitude + dLat);
  // Longitude degrees shrink toward the poles: measured at the box's edge nearest to one.
  const edge = Math.max(Math.abs(south), Math.abs(north));
  const dLng = edge >= 90 ? 360 : radiusKm / (KM_PER_DEGREE * Math.cos((edge * Math.PI) / 180));
  const located = and(isNotNull(statements.latitude), between(statements.latitude, south, north));
  if (dLng >= 180) return located as SQL;
  const west = longitude - dLng;
  const east = longitude + dLng;
  const lng = statements.longitude;
  const range =
    west < -180
      ? or(gte(lng, west + 360), lte(lng, east))
      : east > 180
        ? or(gte(lng, west), lte(lng, east - 360))
        : between(lng, west, east);
  return and(located, range) as SQL;
}

/**
 * The ids of one page by distance from `place`, nearest first (decision 015): boxes around it
 * grow until one holds the page's last statement; the distance of that statement bounds the
 * box that is then read in exact order. Statements without a place follow, newest first.
 */
export async function nearbyIds(
  db: Database,
  where: SQL,
  place: Place,
  offset: number,
): Promise<number[]> {
  const wanted = offset + STATEMENT_PAGE_SIZE;
  let radius = FIRST_RADIUS_KM;
  let found = await countUpTo(db, and(where, withinBox(place, radius)) as SQL, wanted);
  while (found < wanted && radius < WORLD_KM) {
    radius = Math.min(radius * GROWTH, WORLD_KM);
    found = await countUpTo(db, and(where, withinBox(place, radius)) as SQL, wanted);
  }
  const distance = distanceFrom(place);
  if (found >= wanted) {
    // The page's last statement in this box is no farther than any outside the circle of its
    // distance, which the next box holds.
    const [last] = await db
      .select({ distance })
      .from(statements)
      .where(and(where, withinBox(place, radius)))
      .orderBy(asc(distance))
      .limit(1)
      .offset(wanted - 1);
    radius = Math.min(Math.max(last?.distance ?? radius, 0.001), WORLD_KM);
  }
  const near = await db
    .select({ id: statements.id })
    .from(statements)
    .where(and(where, withinBox(place, radius)))
    .orderBy(asc(distance), desc(statements.id))
    .limit(STATEMENT_PAGE_SIZE)
    .offset(offset);
  const ids = near.map((row) => row.id);
  if (ids.length === STATEMENT_PAGE_SIZE || found >= wanted) return ids;
  // Every located statement is known (`found` of them): the page goes on with the others.
  const placeless = await db
    .select({ id: statements.id })
    .from(statements)
    .where(and(where, isNull(statements.latitude)))
    .orderBy(desc(statements.createdAt), desc(statements.id))
    .limit(STATEMENT_PAGE_SIZE - ids.length)
    .offset(Math.max(0, offset - found));
  return [...ids, ...placeless.map((row) => row.id)];
}
