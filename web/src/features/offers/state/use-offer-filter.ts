import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  filterFromQuery,
  filterToQuery,
  pageFromQuery,
  type Nearby,
  type OfferFilter,
} from '../../../../../domain/offers/filter.ts';
import { viewParam } from '../../../../../domain/offers/view.ts';
import { viewToWrite, type ViewMode } from './use-view-mode.ts';

/**
 * The offer filter as the screen uses it: everything but `nearby` lives in the URL (so a
 * link shares it and reload keeps it); the address the visitor chose stays in memory, as
 * a home address does not belong in a shared link.
 *
 * `view` is the view the filter is changed in: the address then names it when a newcomer
 * opening it would otherwise see the other one (a filter alone opens the list), so a shared
 * link shows what its sender saw. Changes replace the history entry: one Back leaves the screen.
 */
export function useOfferFilter(view?: ViewMode) {
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
      setParams(
        (current) => {
          const query = filterToQuery(next, current);
          const named = view ? viewToWrite(query, view) : null;
          if (named) query.set(viewParam, named);
          return query;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams, view],
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
