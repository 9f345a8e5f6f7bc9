import { createElement, lazy, type ComponentType } from 'react';
import type { CustomComponentName } from '../../../domain/content/constants.ts';
import { NewsletterWhenNear } from '../features/newsletter/components/newsletter-when-near.tsx';
import { registerCustomComponents } from '../lib/custom-components.ts';
import { currentLocale, loadMessages } from '../lib/i18n.ts';
import type { MessagePart } from '../lib/message-parts.ts';
import { importsOf, noteRendered } from '../lib/rendered-modules.ts';

const NewsletterCard = () => createElement(NewsletterWhenNear, { variant: 'card' });

// The components editors may place with the custom-component fragment (spec/portal.md §3).
const modules: Record<CustomComponentName, () => Promise<ComponentType>> = {
  // Already in the shell (the footer's sign-up); the form itself loads as it comes near the
  // screen, which on a long page is far below.
  'newsletter-form': () => Promise.resolve(NewsletterCard),
  // The Active Spotter acceptance on the page active-spotter-teilnahmebedingungen.
  'spotter-terms': () =>
    import('../features/accounts/components/spotter-terms.tsx').then((m) => m.SpotterTerms),
  // The Active City Summer calendar (spec/offers.md §2).
  'summer-calendar': () =>
    import('../features/summer/components/summer-calendar.tsx').then((m) => m.SummerCalendar),
};

/** Components whose strings are a part of their own (lib/message-parts.ts). */
const messagesOf: Partial<Record<string, MessagePart>> = {
  'summer-calendar': 'summer',
  'spotter-terms': 'spotter',
};

// The browser loads each one when a page shows it.
registerCustomComponents(
  Object.fromEntries(
    Object.entries(modules).map(([name, load]) => [
      name,
      lazy(async () => {
        const part = messagesOf[name];
        const [component] = await Promise.all([
          load(),
          part ? loadMessages(currentLocale(), part) : undefined,
        ]);
        return { default: component };
      }),
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
