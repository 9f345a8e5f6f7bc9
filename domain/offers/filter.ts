/**
 * The offer filter of spec/offers.md §3/§4 and how it travels: in the offer screen's URL
 * (categories joined by +) and in the API's query string. Pure functions, no zod.
 */
import {
  attributes,
  filterTypes,
  listMaxOffset,
  listPaging,
  targetGroups,
  type Attribute,
  type FilterType,
  type TargetGroup,
} from './constants.ts';

export type Nearby = { lat: number; lng: number; label: string; distance: number };

export type OfferFilter = {
  /** null = every list type; [] = nothing (an empty map and list). */
  types: FilterType[] | null;
  categories: string[];
  attributes: Attribute[];
  targetgroup: TargetGroup | null;
  nearby: Nearby | null;
};

export const emptyFilter: OfferFilter = {
  types: null,
  categories: [],
  attributes: [],
  targetgroup: null,
  nearby: null,
};

const isFilterType = (v: string): v is FilterType =>
  v === 'bookmark' || (filterTypes as readonly string[]).includes(v);
const isAttribute = (v: string): v is Attribute => (attributes as readonly string[]).includes(v);
const isTargetGroup = (v: string): v is TargetGroup =>
  (targetGroups as readonly string[]).includes(v);
const slugPattern = /^[a-z0-9-]{1,64}$/;

/** Reads the filter from the offer screen's query; unknown values are dropped, never fatal. */
export function filterFromQuery(query: URLSearchParams): OfferFilter {
  const list = (key: string, split: RegExp) =>
    (query.get(key) ?? '').split(split).filter((v) => v.length > 0);
  const types = query.has('types') ? [...new Set(list('types', /,/).filter(isFilterType))] : null;
  const group = query.get('targetgroup');
  return {
    types,
    // "a+b" arrives as "a b" once the query is decoded; accept both.
    categories: [...new Set(list('categories', /[+ ,]/).filter((s) => slugPattern.test(s)))],
    attributes: [...new Set(list('attributes', /,/).filter(isAttribute))],
    targetgroup: group && isTargetGroup(group) ? group : null,
    nearby: null,
  };
}

/** Writes the filter into the offer screen's query, keeping unrelated keys (focus, new-entry). */
export function filterToQuery(filter: OfferFilter, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['types', 'categories', 'attributes', 'targetgroup', 'p']) next.delete(key);
  if (filter.types) next.set('types', filter.types.join(','));
  if (filter.categories.length > 0) next.set('categories', filter.categories.join('+'));
  if (filter.attributes.length > 0) next.set('attributes', filter.attributes.join(','));
  if (filter.targetgroup) next.set('targetgroup', filter.targetgroup);
  return next;
}

/** True when the URL carries a filter (then it wins over the remembered map/list choice). */
export function queryHasFilter(query: URLSearchParams): boolean {
  return ['types', 'categories', 'attributes', 'targetgroup'].some((k) => query.has(k));
}

/** How many filters are set, for the badge on the filter button. */
export function activeFilterCount(filter: OfferFilter): number {
  return (
    (filter.types ? 1 : 0) +
    filter.categories.length +
    filter.attributes.length +
    (filter.targetgroup ? 1 : 0) +
    (filter.nearby ? 1 : 0)
  );
}

/** Toggles one category on or off (the slider and the all-sports popup). */
export function toggleCategory(filter: OfferFilter, slug: string): OfferFilter {
  const has = filter.categories.includes(slug);
  return {
    ...filter,
    categories: has ? filter.categories.filter((c) => c !== slug) : [...filter.categories, slug],
  };
}

/** The popup's reset: everything but categories and nearby (spec/offers.md §4). */
export function resetPopupFilter(filter: OfferFilter): OfferFilter {
  return { ...emptyFilter, categories: filter.categories, nearby: filter.nearby };
}

/**
 * The API query of the geo and list calls. `bookmark` is not sent: the browser keeps only
 * bookmarked ids itself, so the cached collection stays the same for everyone.
 */
export function filterToApiQuery(
  filter: OfferFilter,
  options: { list?: boolean } = {},
): URLSearchParams {
  const q = new URLSearchParams();
  if (filter.types) {
    // `bookmark` narrows the other types; alone it means "every bookmarked offer".
    const kinds = filter.types.filter((t) => t !== 'bookmark');
    if (kinds.length > 0 || !filter.types.includes('bookmark')) q.set('types', kinds.join(','));
  }
  // The list applies a single category only; several are ignored there (spec/offers.md §4).
  const categories = options.list && filter.categories.length > 1 ? [] : filter.categories;
  if (categories.length > 0) q.set('categories', categories.join(','));
  if (filter.targetgroup) q.set('targetgroup', filter.targetgroup);
  for (const a of filter.attributes) q.set(a, 'true');
  if (options.list && filter.nearby) {
    q.set('lat', String(filter.nearby.lat));
    q.set('lng', String(filter.nearby.lng));
    q.set('distance', String(filter.nearby.distance));
  }
  if (options.list && filter.types?.includes('bookmark')) q.set('bookmarked', 'true');
  return q;
}

/** The last page an address may name: the one that ends at the furthest offset a call takes. */
export const lastListPage = Math.floor(listMaxOffset / listPaging.pageSize);

/** Page of the list from query `p` (spec/offers.md §4: limit = p × 5), 1 when absent or odd. */
export function pageFromQuery(query: URLSearchParams): number {
  const p = Number(query.get('p'));
  if (!Number.isInteger(p) || p < 1) return 1;
  return Math.min(p, lastListPage);
}

/** The offers the list shows at page `page`, as one list call reads them. */
export type ListWindow = {
  /** Offers before the first one shown (0 in the first block). */
  offset: number;
  limit: number;
  /** The first page of the block; 1 for the first 20 pages. */
  firstPage: number;
};

/**
 * Pages 1 to 20 grow one list from the top (limit = p × 5, as the spec says). A call reads
 * at most 20 pages (decision 016), so page 21 starts the next block at offset 100 and grows
 * from there; the block before stays one link away. Every offer is reachable this way.
 */
export function listWindow(page: number): ListWindow {
  const { pageSize, maxPages } = listPaging;
  const block = Math.floor((Math.max(1, page) - 1) / maxPages);
  const firstPage = block * maxPages + 1;
  return {
    offset: (firstPage - 1) * pageSize,
    limit: (page - firstPage + 1) * pageSize,
    firstPage,
  };
}
