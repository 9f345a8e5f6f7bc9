import { lazy } from 'react';
import { registerCustomComponents } from '../lib/custom-components.ts';

// The components editors may place with the custom-component fragment (spec/portal.md §3).
registerCustomComponents({
  'newsletter-form': lazy(() =>
    import('../features/newsletter/components/newsletter-form.tsx').then((m) => ({
      default: m.NewsletterForm,
    })),
  ),
  // The Active Spotter acceptance on the page active-spotter-teilnahmebedingungen.
  'spotter-terms': lazy(() =>
    import('../features/accounts/components/spotter-terms.tsx').then((m) => ({
      default: m.SpotterTerms,
    })),
  ),
});
