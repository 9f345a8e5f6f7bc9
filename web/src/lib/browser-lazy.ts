import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for parts that only work in a browser (the MapLibre map, dialogs on
 * document.body): on the server the module is never loaded and the Suspense fallback is
 * rendered; the browser loads it as usual.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function browserLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    typeof document === 'undefined' ? new Promise<{ default: T }>(() => undefined) : load(),
  );
}
