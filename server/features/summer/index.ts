import type { FastifyInstance } from 'fastify';
import { summerRoutes } from './routes.ts';
import { summerShareText } from './share-meta.ts';

export { summerBackendRoutes } from './backend/routes.ts';
export { rebuildTimeEntries } from './time-entries.ts';
export { createSummerRepository, summerSettingsKey } from './repository.ts';

/**
 * The summer area's public entry: the Active City Summer calendar (weeks of course dates,
 * filtered by district and sport), the course pages and their iCalendar files.
 */
export async function registerSummer(app: FastifyInstance, deps: { publicUrl: string }) {
  await app.register(summerRoutes, { publicUrl: deps.publicUrl });
  return {
    /** Share text of the course pages, which also check the date index `i`. */
    shareText: summerShareText(app.db),
  };
}
