/**
 * Where the calls of spec/offers.md §7 live (the spec names them api.offer.geo and so on
 * and leaves the paths open). Server routes and browser fetchers both read these.
 */
import type { CreatableType, OfferType } from './constants.ts';

export const offerApi = {
  /** GET, filter query → { data: OfferFeatureCollection } with an ETag. */
  geo: '/api/offers/geo',
  /** GET, filter + lat/lng/distance + limit + bookmarked → { data: OfferSummary[], total }. */
  list: '/api/offers',
  /** GET → { data: OfferDetail }. */
  byId: (type: OfferType, id: number) => `/api/offers/${type}/${id}`,
  /** GET → { data: OfferDetail }; 404 for unknown slugs. */
  bySlug: (type: OfferType, slug: string) => `/api/offers/${type}/slug/${encodeURIComponent(slug)}`,
  /** GET → text/calendar of an entry's occurrences. */
  calendar: (slug: string) => `/api/offers/entry/slug/${encodeURIComponent(slug)}/calendar.ics`,
  /** GET → { data: Category[] }. */
  categories: '/api/categories',
  /** POST { id, type } → 201; POST /delete { id } → 200. Logged in. */
  bookmarkSave: '/api/bookmarks',
  bookmarkDelete: '/api/bookmarks/delete',
  /** POST ReportPayload → 201; 409 when the user already reported the target. Logged in. */
  reporting: '/api/reports',
  /** POST wizard form (with `id` to update) → { data: OfferDetail }. Verified users. */
  save: (type: CreatableType) => `/api/offers/${type}/save`,
  /** POST { id } → 200; owners only (places: members of the owning club). */
  remove: (type: CreatableType) => `/api/offers/${type}/delete`,
  /** GET ?profileType=user|club → { data: ProfileOfferItem[] }, newest first. */
  profileOffers: '/api/user/offers',
  /** GET → { data: BookmarkItem[] }, newest first. */
  bookmarks: '/api/user/bookmarks',
  /** GET start, stop, category, district, limit, page → { data: SummerList } (api.summerevent.list). */
  summerList: '/api/summerevents',
  /** GET → { data: SummerBase }: categories, districts, seasons, the current week. */
  summerBase: '/api/summerevents/base',
  /** GET → { data: SummerEvent } with every date (api.summerevent). */
  summerById: (id: number) => `/api/summerevents/${id}`,
  summerBySlug: (slug: string) => `/api/summerevents/slug/${encodeURIComponent(slug)}`,
  /** GET → text/calendar of a course's dates. */
  summerCalendar: (slug: string) =>
    `/api/summerevents/slug/${encodeURIComponent(slug)}/calendar.ics`,
  /** POST { longitude, latitude } → { data: AddressResult }. */
  address: '/api/offers/address',
} as const;
