import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screenPaths } from '../../../domain/shared/screens.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { pageRoutes } from './routes.ts';

/** Full paths of a route list, children joined to their parent, the catch-all left out. */
function pathsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent || '/' : `${parent}/${route.path ?? ''}`.replace(/\/+$/, '');
    if (route.path === '*') return [];
    const children = route.children ? pathsOf(route.children, own) : [];
    return route.children ? children : [own || '/'];
  });
}

describe('screen paths', () => {
  // The server answers 404 for paths outside this list (domain/shared/screens.ts), so the
  // two must name the same screens in the same order.
  it('are exactly the routes of the web app', () => {
    const routes = pageRoutes({ queryClient: createQueryClient() });
    expect(pathsOf(routes)).toEqual([...screenPaths]);
  });
});
