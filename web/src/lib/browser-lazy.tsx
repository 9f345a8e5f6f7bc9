import { lazy, type ComponentProps, type ComponentType } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * `React.lazy` for parts that only work in a browser (the MapLibre map, dialogs on
 * document.body): the server and the hydrating browser render nothing in their place, so the
 * server never loads the module and the HTML matches; right after hydration the part loads
 * as usual, showing the surrounding Suspense fallback meanwhile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function browserLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const Lazy = lazy(load);
  function BrowserOnly(props: ComponentProps<T>) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- props pass through
    const Component = Lazy as ComponentType<any>;
    return useHydrated() ? <Component {...props} /> : null;
  }
  return BrowserOnly;
}
