import { geoApi } from '../../../../../domain/geo/api-paths.ts';
import type { CityPoint } from '../../../../../domain/geo/schemas.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/geo/in-city: whether a point lies inside the city's boundary. */
export async function isInCity(
  point: { lat: number; lng: number },
  signal?: AbortSignal,
): Promise<boolean> {
  const answer = await api.get<CityPoint>(geoApi.inCity, {
    query: { latitude: point.lat, longitude: point.lng },
    signal,
  });
  return answer.inside;
}
