import type { BackendRoutes } from '../../backend/index.ts';
import { newsletterRoutes } from './newsletter-routes.ts';

/** The newsletter area's backend calls: the subscriber counts and the export of confirmed subscribers. */
export const newsletterBackendRoutes: BackendRoutes = async (tree) => {
  await tree.register(newsletterRoutes);
};
