/**
 * Constants of the offers area (spec/offers.md §3, §9). Zod-free so the browser's first
 * chunk can import them.
 */

export const offerTypes = ['spot', 'entry', 'place', 'club', 'summerevent'] as const;
export type OfferType = (typeof offerTypes)[number];

/** Types a visitor can pick in the list filter; `bookmark` narrows to the user's bookmarks. */
export const filterTypes = ['spot', 'entry', 'club'] as const;
export type FilterType = (typeof filterTypes)[number] | 'bookmark';

/** Kinds a user can add in the wizard (spec/offers.md §9). */
export const creatableTypes = ['spot', 'entry', 'place'] as const;
export type CreatableType = (typeof creatableTypes)[number];

/** Category maxima per kind (spec/offers.md §2 Categories). */
export const categoryMaxima = { entry: 3, spot: 1, place: 1000 } as const satisfies Record<
  CreatableType,
  number
>;

/** Only these can be bookmarked (spec/offers.md §6). */
export const bookmarkableTypes = ['spot', 'entry', 'summerevent'] as const;
/** Only these can be reported (spec/offers.md §2 native-app reporting route, §6). */
export const reportableTypes = ['entry', 'spot', 'club'] as const;

export const targetGroups = ['all', 'kids', 'youths', 'adults', 'seniors'] as const;
export type TargetGroup = (typeof targetGroups)[number];

export const repetitions = ['none', 'weekly', 'monthly'] as const;
export type Repetition = (typeof repetitions)[number];

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

export const reportReasons = ['wrong_category', 'missing', 'offensive', 'spam'] as const;
export type ReportReason = (typeof reportReasons)[number];

export const attributes = ['free_offer', 'barrier_free'] as const;
export type Attribute = (typeof attributes)[number];

/** The category that marks the city's activity islands; hidden in the wizard for entries and places. */
export const hiddenCategorySlug = 'bewegungsinsel';

export const offerLimits = {
  title: 100,
  description: 500,
  image: 256,
  contactUrl: 256,
  reportMessage: 250,
  suggestion: 50,
} as const;

/**
 * The list grows by `pageSize` per More click (spec/offers.md §9). One call reads at most
 * `maxPages` pages (decision 016); past them the screen shows the next block of pages from an
 * offset, so every offer stays reachable while no call reads more than 100 rows.
 */
export const listPaging = { pageSize: 5, maxPages: 20 } as const;
export const listMaxLimit = listPaging.pageSize * listPaging.maxPages;
/** The furthest a list call may start: far beyond any city's offers, but a bounded number. */
export const listMaxOffset = 1_000_000;
export const distanceOptionsKm = [1, 2, 3, 4, 5] as const;
export const defaultDistanceKm = 3;
export const maxDistanceKm = Math.max(...distanceOptionsKm);

export const mapDefaults = {
  center: { lat: 53.5511, lng: 9.9937 },
  zoom: 11,
  fitMaxZoom: 15,
  fitPadding: 30,
  newPointZoom: 14,
  easeMs: 1000,
  focusCheckMs: 1500,
} as const;

/** Path segment under `angebot/` of each type's public detail page (spec/offers.md §2). */
export const detailSegment = {
  entry: 'mitmachen',
  spot: 'active-spot',
  club: 'verein',
  place: 'vereinsstandort',
  summerevent: 'mitmachen',
} as const satisfies Record<OfferType, string>;

/** The external city service for damage reports (spec/offers.md §2 Detail panel). */
export const damageReportUrl = 'https://www.hamburg.de/melde-michel/';
