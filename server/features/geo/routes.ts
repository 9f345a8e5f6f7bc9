import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { addressSearch, cityBbox } from '../../../domain/geo/constants.ts';
import { geoApi } from '../../../domain/geo/api-paths.ts';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import {
  addressLookupSchema,
  addressResultSchema,
  cityPointQuerySchema,
  cityPointSchema,
  addressSuggestionSchema,
  addressSuggestQuerySchema,
} from '../../../domain/geo/schemas.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../domain/shared/api.ts';
import { GeocoderError, type Geocoder } from '../../adapters/geocoder/index.ts';
import { HttpError } from '../../http-error.ts';
import type { CityArea } from './city-area.ts';

type Options = {
  geocoder: Geocoder;
  cityArea: CityArea;
  requestsPerMinute: number;
  mapStyleUrl: string | null;
};

const unavailable = 'The address service is not available right now. Please try again later.';

/**
 * Request logs of these routes keep the path but not the query string or body: what a visitor
 * types into the address field, or where they click, is personal data.
 */
const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: req.url.split('?')[0],
    host: req.host,
    remoteAddress: req.ip,
  }),
};

export const geoRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { geocoder, cityArea, requestsPerMinute, mapStyleUrl },
) => {
  const tags = ['geo'];
  // Every call may cost a request to the geocoding service: a visitor types with a 1 s
  // debounce, so this leaves room for a busy visitor and none for a scraper.
  const rateLimit = { max: requestsPerMinute, timeWindow: '1 minute' };

  /**
   * Geocoder failures answer 502. The log says which geocoder failed, how (the error's class,
   * the service's status) and after how long, and nothing of any message: a failed database
   * query's message lists its parameters, and a fetch error may quote the URL, both holding
   * the typed address or the clicked point.
   */
  async function ask<T>(request: FastifyRequest, call: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await call();
    } catch (err) {
      request.log.warn(
        {
          geocoder: geocoder.kind,
          error: err instanceof Error ? err.name : typeof err,
          ...(err instanceof GeocoderError
            ? { failure: err.failure, ...(err.status ? { status: err.status } : {}) }
            : {}),
          ms: Math.round(performance.now() - started),
        },
        'geocoder failed',
      );
      throw new HttpError(502, unavailable);
    }
  }

  app.post(
    offerApi.address,
    {
      schema: {
        tags,
        summary: 'The address nearest to a point on the map',
        body: addressLookupSchema,
        response: {
          200: dataEnvelope(addressResultSchema),
          404: errorSchema,
          422: validationErrorSchema,
          502: errorSchema,
        },
      },
      config: { rateLimit },
      logSerializers,
    },
    async (request) => {
      const address = await ask(request, () => geocoder.reverse(request.body));
      if (!address) throw new HttpError(404, 'No address was found near this point.');
      return { data: address };
    },
  );

  app.get(
    geoApi.suggest,
    {
      schema: {
        tags,
        summary: `Up to ${addressSearch.limit} addresses, postcodes and localities in the city`,
        querystring: addressSuggestQuerySchema,
        response: {
          200: dataEnvelope(z.array(addressSuggestionSchema)),
          422: validationErrorSchema,
          502: errorSchema,
        },
      },
      config: { rateLimit },
      logSerializers,
    },
    async (request) => {
      const data = await ask(request, () =>
        geocoder.suggest(request.query.q, { limit: addressSearch.limit, bbox: cityBbox }),
      );
      return { data };
    },
  );

  app.get(
    geoApi.inCity,
    {
      schema: {
        tags,
        summary: 'Whether a point (the visitor\'s position for "near me") lies in the city',
        querystring: cityPointQuerySchema,
        response: {
          200: dataEnvelope(cityPointSchema),
          422: validationErrorSchema,
        },
      },
      config: { rateLimit },
      logSerializers,
    },
    async (request) => ({ data: { inside: await cityArea.contains(request.query) } }),
  );

  app.get(
    geoApi.mapConfig,
    {
      schema: {
        tags,
        summary: 'Map style: a style URL, or null for the built-in offline style',
        response: { 200: dataEnvelope(z.object({ styleUrl: z.string().nullable() })) },
      },
    },
    async (_request, reply) => {
      // Configuration changes only with a restart; browsers may keep it for a while.
      reply.header('cache-control', 'public, max-age=300');
      return { data: { styleUrl: mapStyleUrl } };
    },
  );
};
