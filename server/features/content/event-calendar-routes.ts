import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParamSchema } from '../../../domain/content/articles.ts';
import { pickText } from '../../../domain/shared/locale.ts';
import { localeSchema } from '../../../domain/shared/locale-schema.ts';
import { HttpError } from '../../http-error.ts';
import { writeCalendar } from './ical.ts';
import type { ContentRepository } from './repository.ts';

type Options = { repo: ContentRepository; publicUrl: string; siteName: () => Promise<string> };

/**
 * One event as its own iCalendar file: a calendar app adds just this event. Its UID is the
 * events feed's, so an app subscribed to the feed keeps one entry for it.
 */
export const eventCalendarRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { repo, publicUrl, siteName },
) => {
  const base = publicUrl.replace(/\/$/, '');
  const host = new URL(base).host;

  app.get(
    '/feeds/events/:slug.ics',
    {
      schema: {
        tags: ['content'],
        summary: 'One event as an iCalendar file',
        params: slugParamSchema,
        querystring: z.object({ lang: localeSchema.default('de') }),
      },
    },
    async (request, reply) => {
      const locale = request.query.lang;
      const event = await repo.event(request.params.slug, new Date());
      if (!event) throw new HttpError(404, 'Event not found.');
      const prefix = locale === 'en' ? '/en' : '';
      const summary = pickText(event.teaserTitle, locale);
      const ics = writeCalendar(`${await siteName()} – ${summary}`, [
        {
          uid: `event-${event.id}@${host}`,
          start: event.eventStart,
          end: event.eventEnd,
          allDay: event.eventAllday,
          summary,
          description: pickText(event.teaserDescription, locale),
          location: event.eventLocation,
          url: `${base}${prefix}/events/${event.slug}`,
          updated: event.createdAt,
        },
      ]);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${event.slug}.ics"`)
        .header('Cache-Control', 'public, max-age=600')
        .send(ics);
    },
  );
};
