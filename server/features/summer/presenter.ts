import { pickText, type Locale } from '../../../domain/shared/locale.ts';
import { presentCategory } from '../offers/index.ts';
import { summerCoursePath, summerSharePath } from '../../../domain/summer/summer.ts';
import type {
  SummerEvent,
  SummerEventSummary,
  TimeEntry,
} from '../../../domain/summer/summer-schemas.ts';
import type { CourseRow, TimeEntryRow } from './repository.ts';

export function presentTimeEntry(row: TimeEntryRow, slug: string): TimeEntry {
  return {
    summerevent_id: row.summereventId,
    index: row.index,
    start: row.start.toISOString(),
    stop: row.stop.toISOString(),
    acs_url: summerCoursePath(slug, row.index),
  };
}

export function presentCourseSummary(
  { offer: o, district, category }: CourseRow,
  locale: Locale,
): SummerEventSummary {
  return {
    id: o.id,
    slug: o.slug,
    title: pickText(o.title, locale),
    category: category ? presentCategory(category, locale) : null,
    location: o.spotId,
    location_name: o.locationName,
    district: district ? { slug: district.slug, name: district.name } : null,
    organizer: o.organizer,
    organizer_url: o.organizerUrl,
    logo_url: o.logoUrl,
    repetition_type: o.repetitionType,
    hide_end_time: o.hideEndTime,
    registration_url: o.registrationUrl,
    is_registration: o.isRegistration,
    image: o.image,
  };
}

export function presentCourse(
  row: CourseRow,
  entries: TimeEntryRow[],
  locale: Locale,
): SummerEvent {
  const o = row.offer;
  return {
    ...presentCourseSummary(row, locale),
    description: pickText(o.description, locale),
    image_subline: o.imageSubline ? pickText(o.imageSubline, locale) || null : null,
    street: o.street,
    street_number: o.streetNumber,
    zipcode: o.zipcode,
    city: o.city,
    map_latitude: o.latitude,
    map_longitude: o.longitude,
    start: o.startDate,
    end: o.endDate,
    share_url: summerSharePath(o.slug),
    timeEntries: entries.map((e) => presentTimeEntry(e, o.slug)),
  };
}
