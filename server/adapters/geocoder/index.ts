import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createDatabaseGeocoder } from './database-geocoder.ts';
import type { Geocoder } from './geocoder.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';

export { GeocoderError, addressSearchText, type Geocoder, type Bbox } from './geocoder.ts';

/**
 * GEOCODER_URL switches address search and lookup to a Nominatim-compatible service;
 * otherwise the embedded geocoder reads the `addresses` table (npm run import:addresses).
 */
export function createGeocoder(
  config: Pick<Config, 'GEOCODER_URL' | 'GEOCODER_TIMEOUT_MS' | 'PUBLIC_URL'>,
  db: Database,
): Geocoder {
  if (config.GEOCODER_URL) {
    return createNominatimGeocoder({
      url: config.GEOCODER_URL,
      timeoutMs: config.GEOCODER_TIMEOUT_MS,
      userAgent: `ActiveCityHamburg/1.0 (${config.PUBLIC_URL})`,
    });
  }
  return createDatabaseGeocoder(db);
}
