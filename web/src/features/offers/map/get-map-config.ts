import { queryOptions, useQuery } from '@tanstack/react-query';
import { geoApi } from '../../../../../domain/geo/api-paths.ts';
import { api } from '../../../lib/api-client.ts';

const path = geoApi.mapConfig;

/**
 * GET /api/geo/map-config → { data: { styleUrl } }. A failing call means "no map service":
 * the map then draws its offline style instead of showing an error.
 */
export async function getMapStyleUrl(signal?: AbortSignal): Promise<string | null> {
  try {
    const config = await api.get<{ styleUrl: string | null }>(path, { signal });
    return typeof config?.styleUrl === 'string' && config.styleUrl ? config.styleUrl : null;
  } catch {
    return null;
  }
}

/** The server's configuration: it does not change while the page is open. */
export function mapStyleUrlQueryOptions() {
  return queryOptions({
    queryKey: ['geo', 'map-config'] as const,
    queryFn: ({ signal }) => getMapStyleUrl(signal),
    staleTime: Infinity,
  });
}

export function useMapStyleUrl() {
  return useQuery(mapStyleUrlQueryOptions());
}
