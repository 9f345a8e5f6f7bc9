import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import {
  summerBaseSchema,
  summerEventSchema,
  summerIdParamsSchema,
  summerListQuerySchema,
  summerListSchema,
  summerSlugParamsSchema,
} from '../../../domain/summer/summer-schemas.ts';
import { addDays, defaultWeek, seasonWeeks } from '../../../domain/summer/summer.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../domain/shared/api.ts';
import { maxDatabaseId } from '../../../domain/shared/ids.ts';
import type { Locale } from '../../../domain/shared/locale.ts';
import { localeSchema } from '../../../domain/shared/locale-schema.ts';
import { pickText } from '../../../domain/shared/locale.ts';
import { dayRange, hamburgDay } from '../../../domain/shared/time.ts';
import { HttpError, validationError } from '../../http-error.ts';
import { writeCalendar } from '../content/index.ts';
import { presentCategory, sendCalendar } from '../offers/index.ts';
import { createSummerRepository } from './repository.ts';
import { presentCourse, presentCourseSummary, presentTimeEntry } from './presenter.ts';

type Options = { publicUrl: string };

const notFound = () => new HttpError(404, 'Summer event not found.');
const pad = (n: number) => String(n).padStart(2, '0');
const todayInHamburg = () => {
  const d = hamburgDay(new Date());
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
};
const pathOf = (path: string) => path.replace(encodeURIComponent(':slug'), ':slug');

/** The summer calls of spec/offers.md §7: list, base, one course by id or slug, its dates as iCalendar. */
export const summerRoutes: FastifyPluginAsyncZod<Options> = async (app, { publicUrl }) => {
  const repo = createSummerRepository(app.db);
  const tags = ['summer'];
  const base = publicUrl.replace(/\/$/, '');
  const host = new URL(base).host;

  app.get(
    offerApi.summerBase,
    {
      schema: {
        tags,
        summary:
          'Filters of the summer calendar: categories, districts, seasons and the current week',
        response: { 200: summerBaseSchema },
      },
    },
    async (request) => {
      const [settings, districts, categories] = await Promise.all([
        repo.settings(),
        repo.districts(),
        repo.categories(),
      ]);
      return {
        data: {
          categories: categories.map((c) => presentCategory(c, request.locale)),
          districts: districts.map(({ slug, name }) => ({ slug, name })),
          seasons: settings.seasons.map((s) => ({ ...s, weeks: seasonWeeks(s) })),
          week: defaultWeek(settings.seasons, todayInHamburg()),
        },
      };
    },
  );

  app.get(
    offerApi.summerList,
    {
      schema: {
        tags,
        summary:
          'The course dates of a week (start to stop, Hamburg days), filtered, a page at a time',
        querystring: summerListQuerySchema,
        response: { 200: summerListSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const filter =
        q.district || q.category
          ? await repo.filter(q.district ?? null, q.category ?? null)
          : { districtId: null, categoryKnown: true };
      if (q.district && filter.districtId === null) {
        throw validationError({ district: ['unknown district'] });
      }
      if (q.category && !filter.categoryKnown) {
        throw validationError({ category: ['unknown category'] });
      }
      let week = q.start && q.stop ? { start: q.start, stop: q.stop } : null;
      week ??= defaultWeek((await repo.settings()).seasons, todayInHamburg());
      const start = week?.start ?? todayInHamburg();
      const stop = week?.stop ?? addDays(start, 6);
      const { rows, total } = await app.inQueryTurn(() =>
        repo.page(
          {
            from: dayRange(start)[0],
            to: dayRange(stop)[1],
            districtId: filter.districtId,
            category: q.category ?? null,
          },
          q.limit,
          q.page,
        ),
      );
      const courses = await repo.courses([...new Set(rows.map((r) => r.summereventId))]);
      const slugOf = new Map(courses.map((c) => [c.offer.id, c.offer.slug]));
      return {
        data: {
          timeEntries: rows.map((r) => presentTimeEntry(r, slugOf.get(r.summereventId) ?? '')),
          summerEvents: courses.map((c) => presentCourseSummary(c, request.locale)),
          currentPage: q.page,
          pages: Math.ceil(total / q.limit),
          total,
          start,
          stop,
        },
      };
    },
  );

  const course = async (by: { id: number } | { slug: string }, locale: Locale) => {
    const row = await repo.course(by);
    if (!row) throw notFound();
    const entries = await repo.entriesOf(row.offer.id);
    return { data: presentCourse(row, entries, locale) };
  };

  app.get(
    offerApi.summerById(0).replace(/0$/, ':id'),
    {
      schema: {
        tags,
        summary: 'One summer course by id, with every date (api.summerevent)',
        params: summerIdParamsSchema,
        response: {
          200: dataEnvelope(summerEventSchema),
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      if (request.params.id > maxDatabaseId) throw notFound();
      return course({ id: request.params.id }, request.locale);
    },
  );

  app.get(
    pathOf(offerApi.summerBySlug(':slug')),
    {
      schema: {
        tags,
        summary: 'One summer course by slug, with every date',
        params: summerSlugParamsSchema,
        response: {
          200: dataEnvelope(summerEventSchema),
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => course({ slug: request.params.slug }, request.locale),
  );

  app.get(
    pathOf(offerApi.summerCalendar(':slug')),
    {
      schema: {
        tags,
        summary: 'iCalendar file of a summer course: one event per date',
        params: summerSlugParamsSchema,
        querystring: z.object({ lang: localeSchema.optional() }),
      },
    },
    async (request, reply) => {
      const locale = request.query.lang ?? request.locale;
      const row = await repo.course({ slug: request.params.slug });
      if (!row) throw notFound();
      const o = row.offer;
      const entries = await repo.entriesOf(o.id);
      const title = pickText(o.title, locale);
      const prefix = locale === 'en' ? '/en' : '';
      const location = [
        o.locationName,
        [o.street, o.streetNumber].filter(Boolean).join(' '),
        [o.zipcode, o.city].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', ');
      const events = entries.map((e) => ({
        uid: `summerevent-${o.id}-${e.index}@${host}`,
        start: e.start,
        end: o.hideEndTime ? null : e.stop,
        allDay: false,
        summary: title,
        description: pickText(o.description, locale),
        location,
        url: `${base}${prefix}/active-city-summer/${o.slug}?i=${e.index}`,
        updated: o.updatedAt,
      }));
      return sendCalendar(reply, o.slug, writeCalendar(title, events));
    },
  );
};
