import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from './i18n.ts';
import { useMatches } from 'react-router';
import { deepestHandle } from './route-handle.ts';
import { textOf } from './i18n.ts';

// Screens that know a better title (an article's headline) override the route's title.
// Effects run child first, so a plain document.title in the layout would win; a small
// store makes the screen's title take precedence regardless of effect order.
let overrides: { title: string }[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentOverride = () => overrides.at(-1)?.title;

/** Sets the document title while the calling screen is shown (undefined: keep the route's). */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const entry = { title };
    overrides = [...overrides, entry];
    notify();
    return () => {
      overrides = overrides.filter((item) => item !== entry);
      notify();
    };
  }, [title]);
}

/** Used once by the layout: '<screen or route title> | Active City Hamburg'. */
export function useRouteDocumentTitle() {
  const { t } = useTranslation();
  const handle = deepestHandle(useMatches());
  const override = useSyncExternalStore(subscribe, currentOverride, currentOverride);
  const site = t('app.name');
  const page =
    override ?? (handle?.title && handle.name !== 'index' ? textOf(t, handle.title) : undefined);
  const title = page ? `${page} | ${site}` : site;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
