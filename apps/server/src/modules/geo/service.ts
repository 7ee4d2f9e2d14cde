import type { GeoPlace, Locale } from '@iagree/contract';
import {
  GeocoderUnavailableError,
  type Geocoder,
  type ReverseResult,
} from '../../adapters/geocoder/index.ts';
import { AppError } from '../../errors.ts';
import { geoMessages } from './messages.ts';

/** The geocoder's failure is the caller's 503, never a 500. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) throw new AppError(503, geoMessages.unavailable);
    throw error;
  }
}

export function searchPlaces(
  geocoder: Geocoder,
  query: string,
  locale: Locale,
): Promise<GeoPlace[]> {
  return guarded(() => geocoder.search(query, locale));
}

export function reversePlace(
  geocoder: Geocoder,
  latitude: number,
  longitude: number,
  locale: Locale,
): Promise<ReverseResult> {
  return guarded(() => geocoder.reverse(latitude, longitude, locale));
}
