import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { buildRoutes } from './routes.ts';

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRoutes({ queryClient }));
}
