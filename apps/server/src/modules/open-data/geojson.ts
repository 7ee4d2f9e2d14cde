import { OPEN_DATA_LICENSE } from '@iagree/contract';
import type { OpenDataRecord } from './record.ts';

/**
 * The FeatureCollection's opening, with the licence and attribution as foreign members
 * (RFC 7946 §6.1), up to its first feature.
 */
export const geojsonStart = (attribution: string) =>
  `{"type":"FeatureCollection","license":${JSON.stringify(OPEN_DATA_LICENSE.url)},"attribution":${JSON.stringify(attribution)},"features":[\n`;

export const GEOJSON_END = '\n]}\n';

/**
 * A statement as a Feature: a Point at [longitude, latitude], or a null geometry for one
 * without a place (RFC 7946 §3.2, an unlocated feature), so the file holds every statement.
 */
export function geojsonFeature({ latitude, longitude, ...properties }: OpenDataRecord): string {
  const geometry =
    latitude === null || longitude === null
      ? null
      : { type: 'Point', coordinates: [longitude, latitude] };
  return JSON.stringify({ type: 'Feature', id: properties.id, geometry, properties });
}
