import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  filterFromQuery,
  filterToQuery,
  pageFromQuery,
  type Nearby,
  type OfferFilter,
} from '../../../../../domain/offers/filter.ts';

/**
 * The offer filter as the screen uses it: everything but `nearby` lives in the URL (so a
 * link shares it and reload keeps it); the address the visitor chose stays in memory, as
 * a home address does not belong in a shared link.
 */
export function useOfferFilter() {
  const [params, setParams] = useSearchParams();
  const [nearby, setNearby] = useState<Nearby | null>(null);
  const filter = useMemo<OfferFilter>(
    () => ({ ...filterFromQuery(params), nearby }),
    [params, nearby],
  );
  const page = pageFromQuery(params);

  /** Any change of the filter starts the list at page one again (query p removed). */
  const setFilter = useCallback(
    (next: OfferFilter) => {
      setNearby(next.nearby);
      setParams((current) => filterToQuery(next, current), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  const setPage = useCallback(
    (next: number) => {
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          if (next <= 1) query.delete('p');
          else query.set('p', String(next));
          return query;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { filter, setFilter, page, setPage };
}
