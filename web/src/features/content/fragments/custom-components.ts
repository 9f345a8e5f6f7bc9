import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Editors place a named component in a page with the custom-component template. Each one
// loads on demand, so a page without it never downloads its code.
export const customComponents: Record<string, LazyExoticComponent<ComponentType>> = {
  'newsletter-form': lazy(() =>
    import('../../newsletter/components/newsletter-form.tsx').then((m) => ({
      default: m.NewsletterForm,
    })),
  ),
  // The Active Spotter acceptance on the page active-spotter-teilnahmebedingungen.
  'spotter-terms': lazy(() =>
    import('../../accounts/components/spotter-terms.tsx').then((m) => ({
      default: m.SpotterTerms,
    })),
  ),
};

const warned = new Set<string>();

/** The component registered under `name`; an unknown name warns once and gives nothing. */
export function customComponent(name: string): LazyExoticComponent<ComponentType> | undefined {
  const component = Object.hasOwn(customComponents, name) ? customComponents[name] : undefined;
  if (!component && !warned.has(name)) {
    warned.add(name);
    console.warn(`Unknown custom component "${name}" in a fragment; it is left out.`);
  }
  return component;
}
