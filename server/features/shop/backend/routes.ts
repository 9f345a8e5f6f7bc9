import type { BackendRoutes } from '../../backend/index.ts';
import { shopBackendRoutes as shopRoutes } from './shop-routes.ts';

/** The shop area's backend calls: the products and the purchases. */
export function shopBackendRoutes(deps: {
  /** Drops the rendered pages the shop appears on. */
  invalidateContent: () => void;
}): BackendRoutes {
  return async (tree) => {
    await tree.register(shopRoutes, { invalidate: deps.invalidateContent });
  };
}
