import { peptalkInputSchema, peptalkListFilters } from '../../../../domain/peptalk/backend.ts';
import { actorOf } from '../../accounts/index.ts';
import { createStore, resourceRoutes, type BackendRoutes } from '../../backend/index.ts';
import { peptalksSpec } from './peptalk-resource.ts';

/** The peptalk area's backend calls: the videos (list, read, write, history). */
export function peptalkBackendRoutes(deps: {
  /** Drops the content bundle and rendered pages, where the videos show. */
  invalidateContent: () => void;
}): BackendRoutes {
  return async (tree) => {
    const resources = [
      {
        store: createStore(tree.db, peptalksSpec),
        fields: peptalkInputSchema,
        input: peptalkInputSchema,
        filters: peptalkListFilters,
      },
    ];
    await tree.register(resourceRoutes, {
      resources,
      invalidate: () => deps.invalidateContent(),
      actorOf,
    });
  };
}
