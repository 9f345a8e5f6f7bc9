import type { FastifyInstance } from 'fastify';

export { requirePermission } from './guard.ts';
export { auditPage, diffOf, presentAuditEntry, recordChange, type Tx } from './audit.ts';
export { backendErrors, listPage } from './answers.ts';
export { missingEnglish, rowToWire, wireToRow } from './wire.ts';
export {
  conflict,
  createStore,
  localizedLike,
  presentRecord,
  type ListQuery,
  type ResourceSpec,
  type Store,
} from './store.ts';
export { resourceRoutes, type Resource } from './routes.ts';
export { inQueue } from './queue.ts';

/** One area's backend calls, registered inside the backend's guarded route tree. */
export type BackendRoutes = (tree: FastifyInstance) => Promise<void>;

type Deps = {
  /**
   * Admits the caller before a call's own work: the accounts area's guard with the
   * 'permission' rule. Handed in, since the accounts area's backend calls build on this core.
   */
  guard: (tree: FastifyInstance) => void;
  /** Each area's backend calls (content, accounts, offers, summer, shop, …), in this order. */
  areas: BackendRoutes[];
};

/**
 * The editors' backend API under /api/backend: one route tree, whose calls the areas bring.
 * Every call names its permission (the app does not start otherwise), and one hook admits
 * the caller before the call's own work (decision 052).
 */
export async function registerBackend(app: FastifyInstance, deps: Deps) {
  await app.register(async (tree) => {
    deps.guard(tree);
    for (const area of deps.areas) await area(tree);
  });
}
