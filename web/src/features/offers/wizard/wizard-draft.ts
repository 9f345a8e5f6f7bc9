/**
 * The wizard's draft: the form of spec/offers.md §3 "Wizard form" as the steps edit it, how a
 * stored offer fills it (edit mode), and the body the save call receives.
 */
import {
  weekdays,
  type CreatableType,
  type TargetGroup,
  type Weekday,
} from '../../../../../domain/offers/constants.ts';
import type { OfferDetail } from '../../../../../domain/offers/types.ts';
import {
  categoriesToSave,
  wizardFromSchedule,
  type WizardTimeFields,
} from '../../../../../domain/offers/wizard-rules.ts';

export type EntryLocation = 'new' | 'spot';

export type WizardDraft = WizardTimeFields & {
  id: number | null;
  type: CreatableType | null;
  entry_location: EntryLocation;
  spot_id: number | null;
  map_latitude: number | null;
  map_longitude: number | null;
  street: string;
  street_number: string;
  zipcode: string;
  city: string;
  categories: string[];
  /** Suggest mode of the categories step: a category the editors should add. */
  suggestMode: boolean;
  suggest: string;
  title: string;
  description: string;
  image: string | null;
  free_offer: boolean;
  barrier_free: boolean;
  contact_mail: boolean;
  contact_url: string;
  targetgroup: TargetGroup[];
  /** Weekly repetition: the chosen days in the order they were added (rows of the step). */
  days: Weekday[];
};

export const emptyDraft: WizardDraft = {
  id: null,
  type: null,
  entry_location: 'new',
  spot_id: null,
  map_latitude: null,
  map_longitude: null,
  street: '',
  street_number: '',
  zipcode: '',
  city: '',
  categories: [],
  suggestMode: false,
  suggest: '',
  title: '',
  description: '',
  image: null,
  free_offer: false,
  barrier_free: false,
  contact_mail: false,
  contact_url: '',
  targetgroup: ['all'],
  repetition: null,
  days: [],
};

/** Edit mode: the stored offer as a draft, marker and categories in place. */
export function draftFromOffer(offer: OfferDetail): WizardDraft {
  const type = offer.type === 'entry' || offer.type === 'spot' ? offer.type : 'place';
  const time = type === 'entry' ? wizardFromSchedule(offer.schedule) : {};
  return {
    ...emptyDraft,
    ...time,
    id: offer.id,
    type,
    entry_location: offer.entry_location ?? 'new',
    spot_id: offer.spot_id,
    map_latitude: offer.map_latitude,
    map_longitude: offer.map_longitude,
    street: offer.street ?? '',
    street_number: offer.street_number ?? '',
    zipcode: offer.zipcode ?? '',
    city: offer.city ?? '',
    categories: [...offer.categories],
    title: offer.title,
    description: offer.description,
    image: offer.image,
    free_offer: offer.free_offer,
    barrier_free: offer.barrier_free,
    contact_mail: offer.contact_mail,
    contact_url: offer.contact_url ?? '',
    targetgroup: offer.targetgroup.length > 0 ? [...offer.targetgroup] : ['all'],
    days: weekdays.filter((day) => offer.schedule?.weekdays[day]),
  };
}

const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The body of the save call: the fields of the draft's type only (a spot sends no schedule,
 * a place no contact URL), weekday flags for every day, blanks as null.
 */
export function payloadOf(draft: WizardDraft, { official }: { official: boolean }) {
  const type = draft.type ?? 'entry';
  const body: Record<string, unknown> = {
    ...(draft.id !== null ? { id: draft.id } : {}),
    type,
    map_latitude: draft.map_latitude,
    map_longitude: draft.map_longitude,
    street: blank(draft.street),
    street_number: blank(draft.street_number),
    zipcode: blank(draft.zipcode),
    city: blank(draft.city),
    categories: categoriesToSave({
      categories: draft.categories,
      suggest_mode: draft.suggestMode,
    }),
    suggest_mode: draft.suggestMode,
    suggest: draft.suggestMode ? draft.suggest.trim() : null,
    title: type === 'spot' ? blank(draft.title) : draft.title.trim(),
    description: type === 'place' ? blank(draft.description) : draft.description.trim(),
    image: draft.image,
    barrier_free: draft.barrier_free,
  };
  if (type !== 'place') body.free_offer = draft.free_offer;
  if (official && type !== 'place') body.contact_url = blank(draft.contact_url);
  if (type !== 'entry') return body;

  const chosen = draft.repetition === 'weekly' ? new Set(draft.days) : new Set<Weekday>();
  Object.assign(body, {
    entry_location: draft.entry_location,
    spot_id: draft.entry_location === 'spot' ? draft.spot_id : null,
    contact_mail: draft.contact_mail,
    targetgroup: draft.targetgroup,
    repetition: draft.repetition ?? null,
    start: blank(draft.start),
    end: blank(draft.end),
    time_start: blank(draft.time_start),
    time_end: blank(draft.time_end),
    monthly_mode: draft.repetition === 'monthly' ? (draft.monthly_mode ?? null) : null,
    monthly_value: draft.repetition === 'monthly' ? blank(draft.monthly_value) : null,
  });
  for (const day of weekdays) {
    body[day] = chosen.has(day);
    body[`${day}_start`] = chosen.has(day) ? blank(draft[`${day}_start`]) : null;
    body[`${day}_end`] = chosen.has(day) ? blank(draft[`${day}_end`]) : null;
  }
  return body;
}
