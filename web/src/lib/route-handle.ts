import type { UIMatch } from 'react-router';

/** What every route declares in its `handle`, so the layout can name and title it. */
export type RouteHandle = {
  /** The spec's route name, e.g. 'article.detail'. */
  name: string;
  /** Locale key of the human title (document title, placeholder heading). */
  title?: string;
  /** 'login': a session is needed; 'verified': a verified one (spec/portal.md §4, §6). */
  auth?: 'login' | 'verified';
};

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle;
}

/** The handle of the deepest matched route that has one. */
export function deepestHandle(matches: UIMatch[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
