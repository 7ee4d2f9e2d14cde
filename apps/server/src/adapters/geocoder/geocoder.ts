import type { GeoPlace, Locale } from '@iagree/contract';

/** A place name for a point; both strings are empty when nothing is near (SPEC §8). */
export interface ReverseResult {
  name: string;
  label: string;
}

/** Place search and reverse geocoding behind one small interface (gazetteer or Nominatim). */
export interface Geocoder {
  /** Whose data the answers are, as its licence asks to be shown. */
  attribution: string;
  search(query: string, locale: Locale): Promise<GeoPlace[]>;
  reverse(latitude: number, longitude: number, locale: Locale): Promise<ReverseResult>;
}

export const NOTHING_NEAR: ReverseResult = { name: '', label: '' };

/** The geocoding service did not answer in time or answered an error. */
export class GeocoderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The geocoding service is unavailable', { cause });
    this.name = 'GeocoderUnavailableError';
  }
}
