import {
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useHydrated } from './use-hydrated.ts';

type Loaded<T> = { component: T } | { error: unknown };

/**
 * A lazily loaded part that only works in a browser (the MapLibre map, dialogs on
 * document.body): the server and the hydrating browser render nothing in its place, so the
 * server never loads the module and the HTML matches; right after hydration the part loads,
 * showing `fallback` meanwhile, and a failed load goes to the screen's error boundary.
 * It does not suspend: React holds a Suspense boundary's content back for up to 300 ms after
 * it showed a fallback, which delayed the map's start by that much on every first visit
 * (bench/map.bench.ts, decision 046). `preload()` fetches the code early (the offer route
 * asks for the map's beside its own); code already here renders at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function browserLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<T> | undefined;
  let loaded: Loaded<T> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => ((loaded = { component: module.default }), module.default),
      (error: unknown) => {
        loaded = { error };
        throw error;
      },
    );
    return loading;
  };

  function BrowserOnly({
    fallback = null,
    ...props
  }: ComponentProps<T> & { fallback?: ReactNode }) {
    const hydrated = useHydrated();
    const [part, setPart] = useState(loaded);
    useEffect(() => {
      if (!hydrated || part) return;
      let current = true;
      const settle = () => current && setPart(loaded);
      preload().then(settle, settle);
      return () => {
        current = false;
      };
    }, [hydrated, part]);
    if (!hydrated) return null;
    if (!part) return fallback;
    if ('error' in part) throw part.error;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- props pass through
    const Component = part.component as ComponentType<any>;
    return <Component {...props} />;
  }
  return Object.assign(BrowserOnly, { preload });
}
