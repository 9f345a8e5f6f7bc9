import { createElement, lazy, type ComponentType } from 'react';
import { registerCustomComponents } from '../lib/custom-components.ts';
import { importsOf, noteRendered } from '../lib/rendered-modules.ts';

// The components editors may place with the custom-component fragment (spec/portal.md §3).
const modules: Record<string, () => Promise<ComponentType>> = {
  'newsletter-form': () =>
    import('../features/newsletter/components/newsletter-form.tsx').then((m) => m.NewsletterForm),
  // The Active Spotter acceptance on the page active-spotter-teilnahmebedingungen.
  'spotter-terms': () =>
    import('../features/accounts/components/spotter-terms.tsx').then((m) => m.SpotterTerms),
};

// The browser loads each one when a page shows it.
registerCustomComponents(
  Object.fromEntries(
    Object.entries(modules).map(([name, load]) => [
      name,
      lazy(() => load().then((component) => ({ default: component }))),
    ]),
  ),
);

/**
 * The server renders whole pages: it registers every custom component loaded, none lazy. Each
 * notes its modules when it renders, so the page links their stylesheets.
 */
export async function loadCustomComponentsNow(): Promise<void> {
  const loaded = await Promise.all(
    Object.entries(modules).map(async ([name, load]) => {
      const [loading, keys] = importsOf(load);
      const Component = await loading;
      const Noted: ComponentType = (props) => {
        noteRendered(keys);
        return createElement(Component, props);
      };
      return [name, Noted] as const;
    }),
  );
  registerCustomComponents(Object.fromEntries(loaded));
}
