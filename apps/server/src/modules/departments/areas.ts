import type { Polygon } from '@iagree/contract';
import { loadMunicipalities, type Municipality } from '../../adapters/geocoder/municipalities.ts';
import { invalid } from '../../errors.ts';
import { departmentMessages } from './messages.ts';

let municipalities: Promise<Municipality[]> | undefined;

const fullName = (municipality: Municipality) => `${municipality.prefecture}${municipality.name}`;

/**
 * The full name (東京都練馬区) of the municipality `name` names, with or without its prefecture;
 * 422 when none or several (府中市 is in Tokyo and Hiroshima) do.
 */
export async function municipalityNamed(name: string): Promise<string> {
  municipalities ??= loadMunicipalities();
  const wanted = name.replace(/\s/gu, '');
  const found = (await municipalities).filter(
    (municipality) => fullName(municipality) === wanted || municipality.name === wanted,
  );
  const names = [...new Set(found.map(fullName))];
  if (names.length === 1) return names[0]!;
  throw invalid({
    area: [
      names.length === 0
        ? departmentMessages.unknownMunicipality
        : departmentMessages.ambiguousMunicipality,
    ],
  });
}

/** Every prefecture's name ends so (東京都, 北海道, 大阪府, 京都府, 〜県). */
const PREFECTURE = /(?:東京都|北海道|大阪府|京都府|\p{Script=Han}{2,3}県)/gu;

/**
 * Whether a statement's address lies in the municipality `full` (東京都練馬区): it names the
 * municipality, and the municipality's prefecture or none at all — addresses come as
 * 東京都練馬区豊玉北… or, from Nominatim, 豊玉北, 練馬区, 東京都, ….
 */
export function addressIn(address: string | null, full: string): boolean {
  if (!address) return false;
  const text = address.replace(/\s/gu, '');
  if (text.includes(full)) return true;
  const prefecture = full.match(PREFECTURE)?.[0] ?? '';
  const name = full.slice(prefecture.length);
  if (!name || !text.includes(name)) return false;
  const named: string[] = text.match(PREFECTURE) ?? [];
  return named.length === 0 || named.includes(prefecture);
}

/** Ray casting over one ring: whether the point is inside it (on an edge counts either way). */
function inRing(ring: Polygon['coordinates'][number], lng: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    // Two numbers each (the contract's polygonSchema).
    const [xi = 0, yi = 0] = ring[i]!;
    const [xj = 0, yj = 0] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

/** Inside the outer ring and in none of its holes. */
export function pointInPolygon(polygon: Polygon, lng: number, lat: number): boolean {
  const [outer, ...holes] = polygon.coordinates;
  return (
    outer !== undefined && inRing(outer, lng, lat) && !holes.some((hole) => inRing(hole, lng, lat))
  );
}
