import type { Category, OfferSummary } from '../../../../../domain/offers/types.ts';

/** Categories as GET /api/categories answers. */
export const categoryFixtures: Category[] = [
  { slug: 'laufen', title: 'Laufen', icon: 'footprints', hidden: false },
  { slug: 'yoga', title: 'Yoga', icon: 'flower-2', hidden: false },
  { slug: 'bewegungsinsel', title: 'Bewegungsinsel', icon: 'map-pin', hidden: true },
];

/** An offer as GET /api/offers lists it. */
export function offerSummary(id: number, overrides: Partial<OfferSummary> = {}): OfferSummary {
  return {
    id,
    type: 'entry',
    slug: `lauftreff-${id}`,
    title: `Lauftreff ${id}`,
    shortened_description: 'Gemeinsam laufen an der Alster …',
    address_line1: `Parkallee ${id}`,
    address_line2: '20259 Hamburg',
    map_latitude: 53.5751,
    map_longitude: 9.9542,
    categories: ['laufen'],
    free_offer: false,
    barrier_free: false,
    distance: null,
    ...overrides,
  };
}

export const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => offerSummary(from + i));
