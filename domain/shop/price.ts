/**
 * A price in cents as the locale writes euros ("12,90 €" / "€12.90"): the portal's one
 * price format, under the name the backend's product screen imports.
 */
export { formatPrice as formatEuro } from '../shared/format.ts';
