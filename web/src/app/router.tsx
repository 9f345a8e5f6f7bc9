import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { buildRoutes } from './routes.ts';

export function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  return createBrowserRouter(buildRoutes({ queryClient }), hydrationData ? { hydrationData } : {});
}

/**
 * The router loads the first screen's lazy module by itself, showing the fallback meanwhile;
 * a server-rendered page must not flash that, so hydration waits until it is loaded.
 */
export function resolveLazyMatches(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
