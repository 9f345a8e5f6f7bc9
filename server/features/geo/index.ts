import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { createGeocoder, type Geocoder } from '../../adapters/geocoder/index.ts';
import { createCityArea } from './city-area.ts';
import { geoRoutes } from './routes.ts';

/**
 * The geo area's public entry: address suggestions, the address of a map click, whether a
 * point lies in the city and the map style. GEOCODER_URL picks the geocoder
 * (docs/decisions/012-geocoding.md).
 */
export async function registerGeo(
  app: FastifyInstance,
  config: Pick<
    Config,
    | 'GEOCODER_URL'
    | 'GEOCODER_TIMEOUT_MS'
    | 'GEOCODER_REQUESTS_PER_MINUTE'
    | 'MAP_STYLE_URL'
    | 'PUBLIC_URL'
  >,
  deps: { geocoder?: Geocoder } = {},
) {
  await app.register(geoRoutes, {
    geocoder: deps.geocoder ?? createGeocoder(config, app.db),
    cityArea: createCityArea(app.db),
    requestsPerMinute: config.GEOCODER_REQUESTS_PER_MINUTE,
    mapStyleUrl: config.MAP_STYLE_URL ?? null,
  });
}
