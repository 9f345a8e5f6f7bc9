import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { weekdays } from '../../../../domain/offers/constants.ts';
import { wizardMessages } from '../../../../domain/offers/wizard.ts';
import type {
  SummerCourseForm,
  SummerCourseRecord,
} from '../../../../domain/summer/summer-courses.ts';
import type { Database } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { HttpError, validationError } from '../../../http-error.ts';
import { saveSummerEvent, type SummerEventValues } from '../save.ts';
import { diffOf, recordChange, type Tx } from '../../backend/index.ts';
import type { Actor } from '../../accounts/index.ts';

// Summer courses in the backend (decision 038): read as records, written through the offers
// area's save of a course, so the district and the calendar dates follow as in every save.

export const summerCourseResource = 'summer-courses';
type OfferRow = typeof t.offers.$inferSelect;

const dateCount = sql<number>`(select count(*)::int from ${t.summerTimeEntries} e where e.summerevent_id = ${t.offers.id})`;
const isCourse = eq(t.offers.type, 'summerevent');

/** The columns a course form sets; what the form does not have stays as the save leaves it. */
export function valuesOf(form: SummerCourseForm): SummerEventValues {
  const times = Object.fromEntries(
    weekdays
      .filter((day) => form.repetition_type === 'weekly' && form[day] && form[`${day}_start`])
      .map((day) => [
        day,
        { start: form[`${day}_start`]!, end: form[`${day}_end`] ?? form[`${day}_start`]! },
      ]),
  );
  const weekly = form.repetition_type === 'weekly';
  const other = form.repetition_type === 'other';
  const dates = [...new Set(form.dates)].sort();
  return {
    slug: form.slug,
    title: form.title.en ? { de: form.title.de, en: form.title.en } : { de: form.title.de },
    description: form.description.en
      ? { de: form.description.de, en: form.description.en }
      : { de: form.description.de },
    categories: form.categories,
    image: form.image,
    latitude: form.map_latitude,
    longitude: form.map_longitude,
    street: form.street,
    streetNumber: form.street_number,
    zipcode: form.zipcode,
    city: form.city,
    locationName: form.location_name,
    organizer: form.organizer,
    organizerUrl: form.organizer_url,
    logoUrl: form.logo_url,
    registrationUrl: form.registration_url,
    isRegistration: form.is_registration,
    hideEndTime: form.hide_end_time,
    freeOffer: form.free_offer,
    barrierFree: form.barrier_free,
    // The entries' repetition column as the seed fills it for courses.
    repetition: form.repetition_type === 'other' ? 'none' : 'weekly',
    repetitionType: form.repetition_type,
    // Only what the chosen repetition uses is kept, so a stale weekday cannot add dates.
    // Single dates span from the first to the last (the calendar's rebuild needs a start).
    startDate: other ? (dates[0] ?? null) : form.start,
    endDate: other ? (dates.at(-1) ?? null) : form.end,
    timeStart: weekly ? null : form.time_start,
    timeEnd: weekly ? null : form.time_end,
    weekdays: weekly ? times : null,
    dates: other ? dates : null,
  };
}

export function recordOf(
  offer: OfferRow,
  extra: { district: string | null; dates: number },
): SummerCourseRecord {
  const days = Object.fromEntries(
    weekdays.flatMap((day) => {
      const times = offer.weekdays?.[day];
      return [
        [day, Boolean(times)],
        [`${day}_start`, times?.start ?? null],
        [`${day}_end`, times?.end ?? null],
      ];
    }),
  );
  return {
    id: offer.id,
    slug: offer.slug,
    title: offer.title,
    description: offer.description,
    categories: offer.categories,
    image: offer.image,
    map_latitude: offer.latitude,
    map_longitude: offer.longitude,
    street: offer.street,
    street_number: offer.streetNumber,
    zipcode: offer.zipcode,
    city: offer.city,
    location_name: offer.locationName,
    organizer: offer.organizer,
    organizer_url: offer.organizerUrl,
    logo_url: offer.logoUrl,
    registration_url: offer.registrationUrl,
    is_registration: offer.isRegistration,
    hide_end_time: offer.hideEndTime,
    free_offer: offer.freeOffer,
    barrier_free: offer.barrierFree,
    repetition_type: offer.repetitionType,
    start: offer.startDate,
    end: offer.endDate,
    time_start: offer.timeStart,
    time_end: offer.timeEnd,
    ...days,
    dates: offer.dates ?? [],
    district: extra.district,
    date_count: extra.dates,
    hidden: offer.hiddenAt !== null,
    updated_at: offer.updatedAt.toISOString(),
  } as SummerCourseRecord;
}

type ListQuery = {
  page: number;
  per_page: number;
  order: 'ASC' | 'DESC';
  sort?: 'title' | 'start' | 'updated_at' | undefined;
  q?: string | undefined;
  repetition_type?: 'weekly' | 'daily' | 'other' | undefined;
  category?: string | undefined;
  id?: number | undefined;
};

export async function summerCoursePage(db: Database, query: ListQuery) {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    isCourse,
    query.id === undefined ? undefined : eq(t.offers.id, query.id),
    pattern
      ? or(
          ilike(t.offers.slug, pattern),
          ilike(t.offers.organizer, pattern),
          sql`${t.offers.title}->>'de' ilike ${pattern}`,
        )
      : undefined,
    query.repetition_type ? eq(t.offers.repetitionType, query.repetition_type) : undefined,
    query.category ? sql`${query.category} = any(${t.offers.categories})` : undefined,
  );
  const column: SQL | PgColumn =
    query.sort === 'start'
      ? t.offers.startDate
      : query.sort === 'updated_at'
        ? t.offers.updatedAt
        : sql`${t.offers.title}->>'de'`;
  const direction = query.order === 'DESC' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ offer: t.offers, district: t.districts.name, dates: dateCount })
      .from(t.offers)
      .leftJoin(t.districts, eq(t.districts.id, t.offers.districtId))
      .where(where)
      .orderBy(direction(column), asc(t.offers.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(t.offers).where(where),
  ]);
  return {
    rows: rows.map((r) => recordOf(r.offer, { district: r.district, dates: r.dates })),
    total: total?.n ?? 0,
  };
}

export async function summerCourse(db: Database, id: number) {
  const { rows } = await summerCoursePage(db, { page: 1, per_page: 1, order: 'ASC', id });
  if (!rows[0]) throw new HttpError(404, 'Not found.');
  return rows[0];
}

/**
 * The course's category must exist and be one editors may choose (the hidden activity-island
 * category belongs to the city's own spots), as in the wizard. Answers the message or null.
 */
export async function categoryProblem(db: Database | Tx, slugs: readonly string[]) {
  if (slugs.length === 0) return null;
  const rows = await db
    .select({ slug: t.categories.slug, hidden: t.categories.hidden })
    .from(t.categories)
    .where(inArray(t.categories.slug, [...slugs]));
  if (rows.length < new Set(slugs).size) return wizardMessages.categoriesUnknown;
  if (rows.some((r) => r.hidden)) return wizardMessages.categoriesHidden;
  return null;
}

/**
 * Creates (without `id`) or updates a course and records it, in one transaction: the row,
 * its district and dates (the offers area's save, as a savepoint inside) and the audit entry.
 * A course changed since it was read (`updated_at`) answers 409; a taken slug 422.
 */
export async function writeSummerCourse(
  tx: Tx,
  form: SummerCourseForm,
  actor: Actor,
  id?: number,
): Promise<number> {
  const store = tx as unknown as Database;
  let before: OfferRow | undefined;
  if (id !== undefined) {
    [before] = await tx
      .select()
      .from(t.offers)
      .where(and(eq(t.offers.id, id), isCourse))
      .for('update');
    if (!before) throw new HttpError(404, 'Not found.');
    if (form.updated_at && form.updated_at !== before.updatedAt.toISOString())
      throw new HttpError(409, 'The course was changed in the meantime.');
  }
  const [taken] = await tx
    .select({ id: t.offers.id })
    .from(t.offers)
    .where(eq(t.offers.slug, form.slug))
    .limit(1);
  if (taken && taken.id !== id) throw validationError({ slug: ['validation.unique'] });
  let saved: number;
  try {
    saved = await saveSummerEvent(store, valuesOf(form), id);
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError({ slug: ['validation.unique'] });
    throw error;
  }
  const [after] = await tx.select().from(t.offers).where(eq(t.offers.id, saved));
  const wire = (row: OfferRow | undefined) =>
    row
      ? (({ updated_at: _, date_count: __, ...rest }) => rest)(
          recordOf(row, { district: null, dates: 0 }),
        )
      : null;
  await recordChange(tx, actor, {
    resource: summerCourseResource,
    recordId: saved,
    action: id === undefined ? 'create' : 'update',
    changes: diffOf(wire(before), wire(after)),
  });
  return saved;
}
