import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  statisticsApiPath,
  statisticsSeason,
  statisticsWeeks,
  lastMonths,
} from '../../../domain/statistics/statistics.ts';
import {
  statisticsQuerySchema,
  statisticsSchema,
  type Statistics,
} from '../../../domain/statistics/statistics-schemas.ts';
import { dataEnvelope, validationErrorSchema } from '../../../domain/shared/api.ts';
import type { Locale } from '../../../domain/shared/locale.ts';
import { pickText } from '../../../domain/shared/locale.ts';
import { dayRange, hamburgDay, localMidnight } from '../../../domain/shared/time.ts';
import { sendCached } from '../../plugins/cached-reply.ts';
import { validationError } from '../../http-error.ts';
import type { OfferCache } from '../offers/index.ts';
import { createSummerRepository } from '../summer/index.ts';
import { byDistrictOf, figuresOf } from './figures.ts';
import { createStatisticsRepository } from './repository.ts';

type Options = { cache: OfferCache };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * GET /api/statistics: the open figures, as ready bytes in the offers' cache, so every offer
 * write (and every settings write: the summer seasons) drops them; the months and the season
 * move with the calendar, so an answer also ends at the next Hamburg midnight.
 */
export const statisticsRoutes: FastifyPluginAsyncZod<Options> = async (app, { cache }) => {
  const repo = createStatisticsRepository(app.db);
  const summer = createSummerRepository(app.db);

  async function build(districtSlug: string | null, locale: Locale): Promise<Statistics | null> {
    const d = hamburgDay(new Date());
    const today = `${d.year}-${pad(d.month)}-${pad(d.day)}`;
    const [districts, categories, settings] = await Promise.all([
      repo.districts(),
      repo.categories(),
      summer.settings(),
    ]);
    const district = districtSlug ? districts.find((x) => x.slug === districtSlug) : undefined;
    if (districtSlug && !district) return null;
    const season = statisticsSeason(settings.seasons, today);
    const weeks = statisticsWeeks(season);
    const [firstMonth] = lastMonths(today) as [string];
    const from = localMidnight(Number(firstMonth.slice(0, 4)), Number(firstMonth.slice(5, 7)), 1);
    const rows = await app.inQueryTurn(async () => ({
      kinds: await repo.kinds(),
      categories: await repo.byCategory(),
      months: await repo.newPerMonth(from),
      weeks: season
        ? await repo.summerWeeks(dayRange(season.start)[0], dayRange(season.end)[1], season.start)
        : [],
    }));
    const context = {
      categories: categories.map((c) => ({ slug: c.slug, title: pickText(c.title, locale) })),
      today,
      weeks,
    };
    return {
      districts: districts.map(({ slug, name }) => ({ slug, name })),
      district: district ? { slug: district.slug, name: district.name } : null,
      by_district: byDistrictOf(rows.kinds, districts),
      season,
      city: figuresOf(rows, () => true, context),
      selected: district ? figuresOf(rows, (id) => id === district.id, context) : null,
    };
  }

  app.get(
    statisticsApiPath,
    {
      schema: {
        tags: ['statistics'],
        summary:
          'Open figures: offers by kind, district and category, free and barrier-free shares, new offers per month, summer courses per week (ETag)',
        querystring: statisticsQuerySchema,
        response: { 200: dataEnvelope(statisticsSchema), 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const district = request.query.district ?? null;
      const locale = request.locale;
      const d = hamburgDay(new Date());
      const tomorrow = dayRange(`${d.year}-${pad(d.month)}-${pad(d.day)}`)[1];
      const answer = await cache.get(
        `statistics:${district ?? ''}:${locale}`,
        async () => {
          const data = await build(district, locale);
          // An unknown district is a wrong input, named like any field; nothing is kept.
          if (!data) throw validationError({ district: ['unknown district'] });
          return JSON.stringify({ data });
        },
        { expiresAt: tomorrow },
      );
      return sendCached(request, reply, answer);
    },
  );
};
