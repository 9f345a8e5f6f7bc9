import type { BackendRoutes } from '../../backend/index.ts';
import { accountRoutes } from './account-routes.ts';
import { clubMemberRoutes } from './club-member-routes.ts';
import { staffRoutes } from './staff-routes.ts';

/**
 * The accounts area's backend calls: who is signed in, the dashboard and the audit record,
 * the accounts (roles, official flag, blocking, deletion) and the members of clubs.
 */
export function accountsBackendRoutes(deps: {
  /** Drops the offer answers: blocked or deleted accounts' offers leave, club members show. */
  invalidateOffers: () => void;
}): BackendRoutes {
  return async (tree) => {
    await tree.register(staffRoutes);
    await tree.register(accountRoutes, { invalidateOffers: deps.invalidateOffers });
    await tree.register(clubMemberRoutes, { invalidateOffers: deps.invalidateOffers });
  };
}
