import { lazy, type ComponentType } from 'react';
import { registerCustomComponents } from '../lib/custom-components.ts';
import { currentLocale, loadMessages } from '../lib/i18n.ts';

// The components editors may place with the custom-component fragment (spec/portal.md §3).
const modules: Record<string, () => Promise<ComponentType>> = {
  'newsletter-form': () =>
    import('../features/newsletter/components/newsletter-form.tsx').then((m) => m.NewsletterForm),
  // The Active Spotter acceptance on the page active-spotter-teilnahmebedingungen.
  'spotter-terms': () =>
    import('../features/accounts/components/spotter-terms.tsx').then((m) => m.SpotterTerms),
  // The Active City Summer calendar (spec/offers.md §2), with its own strings.
  'summer-calendar': () =>
    Promise.all([
      import('../features/offers/summer/summer-calendar.tsx'),
      loadMessages(currentLocale(), 'summer'),
    ]).then(([m]) => m.SummerCalendar),
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

/** The server renders whole pages: it registers every custom component loaded, none lazy. */
export async function loadCustomComponentsNow(): Promise<void> {
  const loaded = await Promise.all(
    Object.entries(modules).map(async ([name, load]) => [name, await load()] as const),
  );
  registerCustomComponents(Object.fromEntries(loaded));
}
