import type { Config } from '../../config.ts';
import type { Clock } from '../clock.ts';
import type { RedisClient } from '../redis.ts';
import { createGazetteer } from './gazetteer.ts';
import type { Geocoder } from './geocoder.ts';
import { createNominatim } from './nominatim.ts';

export type { Geocoder, ReverseResult } from './geocoder.ts';
export { GeocoderUnavailableError } from './geocoder.ts';

/**
 * GEOCODER=gazetteer (offline, the default) or nominatim (NOMINATIM_URL), which paces and caches
 * through `redis` when the servers share one.
 */
export function createGeocoder(
  config: Pick<Config, 'geocoder' | 'nominatimUrl' | 'appUrl' | 'contactEmail'>,
  { clock, redis }: { clock?: Clock; redis?: RedisClient } = {},
): Geocoder {
  if (config.geocoder === 'nominatim' && config.nominatimUrl) {
    return createNominatim({
      baseUrl: config.nominatimUrl,
      userAgent: `iAgree/1.0 (+${config.appUrl}; ${config.contactEmail})`,
      clock,
      redis,
    });
  }
  return createGazetteer();
}
