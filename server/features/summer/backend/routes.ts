import type { BackendRoutes } from '../../backend/index.ts';
import { summerCourseRoutes } from './summer-course-routes.ts';

/** The summer area's backend calls: the courses (list, edit, dates, example, CSV import). */
export function summerBackendRoutes(deps: {
  /** Drops the offer answers, which the calendar and statistics read too. */
  invalidateOffers: () => void;
}): BackendRoutes {
  return async (tree) => {
    await tree.register(summerCourseRoutes, { invalidateOffers: deps.invalidateOffers });
  };
}
