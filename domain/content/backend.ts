import { z } from 'zod';
import { faqGroups } from './articles.ts';
import { settingsSchema } from './bundle.ts';
import { isSettingsLink, isSitePath } from './site-links.ts';
import { isCategoryIconName } from './category-icons.ts';
import { fragmentTemplates } from './fragments.ts';
import { summerSettingsSchema } from '../summer/summer-schemas.ts';
import { listQueryBase, queryFlag, versionSchema } from '../backend/api.ts';

// What editors write, field by field in the wire's snake_case. Texts shown to visitors are
// { de, en? }: German is required, English falls back to German (and shows as missing).

const text = (max = 300) => z.string().trim().max(max);
const required = (max = 300) => text(max).min(1);
export const localizedInput = (max = 300) =>
  z.object({ de: required(max), en: text(max).optional() });
/** A text editors may leave empty in both languages (a caption). */
const blankableLocalized = (max = 300) => z.object({ de: text(max), en: text(max).optional() });
const optionalLocalized = (max = 300) =>
  z
    .object({ de: text(max), en: text(max).optional() })
    .nullable()
    .default(null);
export const slug = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.slug');
/** A path on this site, a media key or an absolute http(s) address. */
const link = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(\/|https?:\/\/)/, 'validation.url');
export const position = z.number().int().min(0).max(100000).default(0);
/** Record ids are PostgreSQL integers. */
const recordId = z.number().int().min(1).max(2_147_483_647);
const isoDateTime = z.iso.datetime({ offset: true });

/** Shared by reads: what the backend adds to every editable record. */
export const recordMeta = {
  id: z.number().int(),
  version: versionSchema,
  /** Localized fields whose English text is missing. */
  missing_en: z.array(z.string()),
  updated_at: z.string().optional(),
};

/** A record as the backend reads it: its fields plus id, version and missing translations. */
export const recordOf = <T extends z.ZodObject>(fields: T) => fields.extend(recordMeta);

export const pageInputSchema = z.object({
  slug,
  title: localizedInput(),
  navi_label: optionalLocalized(),
  description: optionalLocalized(20000),
  position,
  published: z.boolean().default(false),
});

const teaserFields = {
  slug,
  published_start: isoDateTime,
  teaser_title: localizedInput(),
  teaser_description: localizedInput(20000),
  teaser_image: link,
  teaser_image_copyright: text(200).default(''),
  teaser_image_caption: optionalLocalized(),
  teaser_image_gradient: z.boolean().default(false),
  detail_title: optionalLocalized(),
  detail_image: link.nullable().default(null),
  detail_image_alt: optionalLocalized(),
  copyright: text(200).default(''),
  caption: optionalLocalized(),
  description: optionalLocalized(20000),
  tags: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
};

/** An image needs its alternative text in German (screen readers, spec/portal.md §3). */
const detailImageHasAlt = (value: {
  detail_image: string | null;
  detail_image_alt: { de: string } | null;
}) => !value.detail_image || Boolean(value.detail_image_alt?.de);
const altIssue = { message: 'validation.alt_required', path: ['detail_image_alt'] };

export const articleFields = z.object({
  ...teaserFields,
  external: z.boolean().default(false),
  external_url: link.nullable().default(null),
});
export const articleInputSchema = articleFields
  .refine(detailImageHasAlt, altIssue)
  .refine((a) => !a.external || Boolean(a.external_url), {
    message: 'validation.required',
    path: ['external_url'],
  });

export const eventFields = z.object({
  ...teaserFields,
  event_start: isoDateTime,
  event_end: isoDateTime.nullable().default(null),
  event_allday: z.boolean().default(false),
  event_end_allday: z.boolean().default(false),
  event_location: text(300).default(''),
  event_url: link.nullable().default(null),
});
export const eventInputSchema = eventFields
  .refine(detailImageHasAlt, altIssue)
  .refine((e) => !e.event_end || e.event_end >= e.event_start, {
    message: 'validation.end_before_start',
    path: ['event_end'],
  });

export const highlightFields = z.object({
  type: z.enum(['internal', 'external']),
  internal_url: link.nullable().default(null),
  external_url: link.nullable().default(null),
  title: localizedInput(),
  topline: localizedInput(),
  richtext: localizedInput(20000),
  file: link,
  file_alt: localizedInput(),
  file_caption: blankableLocalized(),
  poster: link.nullable().default(null),
  gradient: z.boolean().default(false),
  video_loop: z.boolean().default(false),
  position,
  published: z.boolean().default(false),
});
export const highlightInputSchema = highlightFields.refine(
  (h) => Boolean(h.type === 'internal' ? h.internal_url : h.external_url),
  {
    message: 'validation.required',
    path: ['internal_url'],
  },
);

export const faqItemInputSchema = z.object({
  group: z.enum(faqGroups),
  title: localizedInput(),
  content: localizedInput(20000),
  position,
});

/**
 * A category as the backend reads it: any stored icon name, so a category saved before names
 * were checked still lists and can be mended.
 */
export const categoryFields = z.object({
  slug,
  title: localizedInput(),
  icon: z.string(),
  hidden: z.boolean().default(false),
  position,
});

export const categoryInputSchema = categoryFields.extend({
  icon: z.string().refine(isCategoryIconName, 'validation.icon'),
});

export const spottypeInputSchema = z.object({ slug, title: localizedInput() });

/** A club as moderators edit it (decision 036); `approved` shows the badge. */
export const clubInputSchema = z.object({
  slug,
  title: required(200),
  logo: link.nullable().default(null),
  contact_url: link.nullable().default(null),
  approved: z.boolean().default(false),
});

/** Exactly one owner: a page, a news article or an event. */
export const fragmentOwnerSchema = z.object({
  page_id: recordId.nullable().default(null),
  article_id: recordId.nullable().default(null),
  event_id: recordId.nullable().default(null),
});

export const fragmentFields = fragmentOwnerSchema.extend({
  template: z.enum(fragmentTemplates),
  public: z.boolean().default(false),
  // Checked against the template in both languages by the server (fragment-rules).
  content: z.record(z.string(), z.unknown()),
  position,
});
export const fragmentInputSchema = fragmentFields.refine(
  (f) => [f.page_id, f.article_id, f.event_id].filter((v) => v !== null).length === 1,
  {
    message: 'validation.fragment_owner',
    path: ['page_id'],
  },
);

export const fragmentReorderSchema = z.object({
  ids: z.array(recordId).min(1).max(500),
});

/** The content bundle's settings as the backend reads them: whatever was stored. */
export const settingsFields = settingsSchema.omit({ sso_providers: true });

const settingsLink = z.string().trim().max(2000).refine(isSettingsLink, 'validation.http_url');
const campaignPath = z.string().trim().max(2000).refine(isSitePath, 'validation.site_path');

/**
 * The content bundle's settings, as stored (sign-in providers come from the server). Links
 * are http(s) addresses only (`javascript:` passed as a URL), and a campaign address sends
 * visitors to a path of this site only, never to another host.
 */
export const settingsInputSchema = settingsFields.extend({
  social: z.object({
    facebook: settingsLink,
    instagram: settingsLink,
    youtube: settingsLink,
    tiktok: settingsLink,
  }),
  app_store: z.object({
    ios: settingsLink.nullable().default(null),
    android: settingsLink.nullable().default(null),
  }),
  redirects: z.object({
    playnow: campaignPath,
    olympia: campaignPath,
    bewegungsbericht: campaignPath,
  }),
});

/**
 * The summer calendar's seasons (settings key `summer`): each ends on or after its start, and
 * seasons do not overlap, so a day belongs to one season's weeks at most.
 */
export const summerSettingsInputSchema = summerSettingsSchema
  .extend({ seasons: summerSettingsSchema.shape.seasons.max(20) })
  .superRefine(({ seasons }, ctx) => {
    seasons.forEach((season, i) => {
      if (season.end < season.start)
        ctx.addIssue({
          code: 'custom',
          path: ['seasons', i, 'end'],
          message: 'validation.end_before_start',
        });
    });
    const sorted = [...seasons].sort((a, b) => a.start.localeCompare(b.start));
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.start <= sorted[i - 1]!.end)
        ctx.addIssue({
          code: 'custom',
          path: ['seasons', seasons.indexOf(sorted[i]!), 'start'],
          message: 'validation.season_overlap',
        });
    }
  });

/** Accounts as admins see them: who they are and which staff roles they hold. */
export const userRolesInputSchema = z.object({
  roles: z.array(z.enum(['editor', 'moderator', 'admin'])).max(3),
});

export const versioned = <T extends z.ZodType>(schema: T) =>
  z.intersection(schema, z.object({ version: versionSchema }));

/** Filters of each list, besides search, sort and paging. */
export const listFilters = {
  pages: { published: queryFlag.optional() },
  articles: { scheduled: queryFlag.optional(), tag: z.string().max(60).optional() },
  events: { scheduled: queryFlag.optional(), upcoming: queryFlag.optional() },
  highlights: { published: queryFlag.optional() },
  faq: { group: z.enum(faqGroups).optional() },
  categories: { hidden: queryFlag.optional() },
  spottypes: {},
  clubs: { approved: queryFlag.optional() },
  districts: {},
  fragments: {
    page_id: z.coerce.number().pipe(recordId).optional(),
    article_id: z.coerce.number().pipe(recordId).optional(),
    event_id: z.coerce.number().pipe(recordId).optional(),
    public: queryFlag.optional(),
  },
  users: { role: z.enum(['editor', 'moderator', 'admin', 'user']).optional() },
  media: { kind: z.enum(['image', 'video', 'audio', 'doc']).optional() },
} as const;

export const listQuery = <S extends Record<string, z.ZodType>>(
  sortable: readonly [string, ...string[]],
  filters: S,
) => z.object({ ...listQueryBase, sort: z.enum(sortable).optional(), ...filters });
