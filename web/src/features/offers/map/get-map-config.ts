import { queryOptions, useQuery } from '@tanstack/react-query';
import { geoApi } from '../../../../../domain/geo/api-paths.ts';
import { api } from '../../../lib/api-client.ts';
import { useConsent } from '../../../lib/consent.ts';

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

/**
 * The map service's style, only once the visitor has allowed the external map in the cookie
 * question (decision 054); until then the offline style, which loads nothing from elsewhere.
 */
export function useMapStyleUrl() {
  const query = useQuery(mapStyleUrlQueryOptions());
  const { maps } = useConsent();
  return maps ? query : { ...query, data: null };
}
