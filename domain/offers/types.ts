/**
 * Shapes of the offers API as the browser receives them (snake_case, like the spec).
 * Plain types, no zod: the browser types answers instead of parsing them (decision 008).
 */
import type { OfferType, Repetition, ReportReason, TargetGroup, Weekday } from './constants.ts';

export type Category = { slug: string; title: string; icon: string; hidden: boolean };

export type SpotType = { slug: string; title: string };

/** One map point; coordinates are [longitude, latitude], rounded to 6 decimals. */
export type OfferFeature = {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: {
    id: number;
    type: Exclude<OfferType, 'summerevent'>;
    spot_id: number | null;
    categories: string[];
    spottype: string | null;
  };
};

export type OfferFeatureCollection = { type: 'FeatureCollection'; features: OfferFeature[] };

export type ClubSummary = {
  id: number;
  slug: string;
  title: string;
  logo: string | null;
  approved: boolean;
  contact_url: string | null;
};

/** What the list shows of an offer (spec/offers.md §2 Offer list). */
export type OfferSummary = {
  id: number;
  type: OfferType;
  slug: string;
  title: string;
  shortened_description: string;
  address_line1: string;
  address_line2: string;
  map_latitude: number;
  map_longitude: number;
  categories: string[];
  free_offer: boolean;
  barrier_free: boolean;
  /** Kilometres from the `nearby` point, when the request had one. */
  distance: number | null;
};

export type OfferListResponse = { data: OfferSummary[]; total: number };

export type WeekdayTimes = Partial<Record<Weekday, { start: string; end: string }>>;

export type Schedule = {
  repetition: Repetition | null;
  start: string | null;
  end: string | null;
  time_start: string | null;
  time_end: string | null;
  weekdays: WeekdayTimes;
  monthly_mode: 'weekday' | 'date' | null;
  monthly_value: string | null;
};

/** The full offer of every type; fields that do not apply to a type are null or empty. */
export type OfferDetail = Omit<OfferSummary, 'distance'> & {
  description: string;
  image: string | null;
  image_subline: string | null;
  street: string | null;
  street_number: string | null;
  zipcode: string | null;
  city: string | null;
  categories_full: Category[];
  spottype: SpotType | null;
  targetgroup: TargetGroup[];
  contact_mail: boolean;
  /** Only present when the owner chose to show it (contact_mail). */
  contact_mail_address: string | null;
  contact_url: string | null;
  entry_location: 'new' | 'spot' | null;
  spot_id: number | null;
  /** The spot an entry takes place at. */
  spot: { id: number; slug: string; title: string } | null;
  user: { id: number; username: string } | null;
  club_id: number | null;
  club: ClubSummary | null;
  schedule: Schedule | null;
  /** Spots: the entries that take place there. */
  entries: OfferSummary[];
  /** Clubs: their locations. */
  places: OfferSummary[];
  organizer: string | null;
  organizer_url: string | null;
  registration_url: string | null;
  location_name: string | null;
  created_at: string;
};

export type ReportPayload = {
  type: 'entry' | 'spot' | 'club';
  target_id: number;
  reason: ReportReason | null;
  custom: boolean;
  message: string | null;
};

export type BookmarkPayload = { id: number; type: 'spot' | 'entry' | 'summerevent' };

/** An own offer on the profile (spec/portal.md §3 Profile offer item). */
export type ProfileOfferItem = {
  id: number;
  type: 'spot' | 'entry' | 'place';
  created_at: string;
  title: string;
  club_title: string | null;
  street: string | null;
  street_number: string | null;
  zipcode: string | null;
  city: string | null;
  slug: string;
};

export type BookmarkItem = { id: number; offer: OfferSummary };
