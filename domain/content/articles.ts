import { z } from 'zod';
import { articleTeaserSchema, eventTeaserSchema } from './bundle.ts';
import { fragmentSchema } from './fragments.ts';

const detailFields = {
  detail_title: z.string(),
  detail_image: z.string(),
  detail_image_alt: z.string(),
  copyright: z.string(),
  caption: z.string(),
  tags: z.array(z.string()),
  fragments: z.array(fragmentSchema),
};

export const articleDetailSchema = articleTeaserSchema.extend(detailFields);
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const eventDetailSchema = eventTeaserSchema.extend(detailFields);
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const pageDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  navi_label: z.string().nullable(),
  description: z.string(),
  preview: z.boolean(),
  fragments: z.array(fragmentSchema),
});
export type PageDetail = z.infer<typeof pageDetailSchema>;

export const faqGroups = ['general', 'website', 'app', 'playground'] as const;
export const faqItemSchema = z.object({
  id: z.number().int(),
  group: z.enum(faqGroups),
  title: z.string(),
  content: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** Query of the article list: page from 1, optional tags filter (comma list). */
export const articleListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  tags: z.string().max(200).optional(),
});

/** Query of the event list (spec/portal.md §7): a month and year, then pages. */
export const eventListQuerySchema = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2000).max(2100),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  tags: z.string().max(200).optional(),
});

export const euroCalendarBodySchema = z.object({
  start: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'format yyyy-mm-dd')
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'not a date'),
});

export const slugParamSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'invalid slug'),
});

export { articleTeaserSchema, eventTeaserSchema };
