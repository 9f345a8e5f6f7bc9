// Zod-free: the header, footer and consent banner import these in the first bundle.

/** Slugs of the pages the navigation and footer link to by name (spec/portal.md §2). */
export const fixedNavPageSlugs = [
  'active-city-summer',
  'active-city-day',
  'active-city-festival',
  'active-city-arena',
] as const;

export const metaPageSlugs = {
  imprint: 'impressum',
  privacy: 'datenschutz',
  terms: 'nutzungsbedingungen',
  contact: 'kontakt',
  faq: 'faq',
} as const;

export const participationTermsSlug = 'active-spotter-teilnahmebedingungen';
export const accessibilityStatementSlug = 'erklaerung-zur-barrierefreiheit';

/** How many dynamic pages go into the middle navigation column (spec/portal.md §9). */
export const navMiddleColumnSize = 7;

export const consentCategories = ['essential', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/**
 * The screens editors may place with the custom-component fragment (spec/portal.md §3); the
 * public app registers one component under each name (app/custom-components.ts).
 */
export const customComponentNames = [
  'newsletter-form',
  'spotter-terms',
  'summer-calendar',
] as const;
export type CustomComponentName = (typeof customComponentNames)[number];
