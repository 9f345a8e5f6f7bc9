import { z } from 'zod';
import { spotterCampaignSchema } from '../accounts/spotter-campaign.ts';
import { tagLabelsSchema } from './tag-labels.ts';

export const consentVariantSchema = z.enum(['simple', 'complex']);
export type ConsentVariant = z.infer<typeof consentVariantSchema>;

export const settingsSchema = z.object({
  site_name: z.string(),
  /** Single-sign-on providers with credentials on this server; set at run time, not stored. */
  sso_providers: z.array(z.enum(['google', 'facebook', 'apple'])).default([]),
  site_description: z.string(),
  consent: z.object({
    variant: consentVariantSchema,
    /** Cookie name per category; the values are '1' (granted) or '0' (denied). */
    cookies: z.object({ essential: z.string(), analytics: z.string(), marketing: z.string() }),
    max_age_days: z.number().int().positive(),
  }),
  social: z.object({
    facebook: z.string().url(),
    instagram: z.string().url(),
    youtube: z.string().url(),
    tiktok: z.string().url(),
  }),
  /**
   * The published apps' store pages, entered by the operator; null until the app is out (the
   * footer then shows no badge, so no visitor follows a made-up address).
   */
  app_store: z.object({
    ios: z.string().url().nullable().default(null),
    android: z.string().url().nullable().default(null),
  }),
  redirects: z.object({
    playnow: z.string(),
    olympia: z.string(),
    bewegungsbericht: z.string(),
  }),
  /** The Active Spotter campaign's last day: after it, nobody signs up any more. */
  spotter: spotterCampaignSchema,
  /** The names of the topics (tags) of articles and events, by slug. */
  tags: tagLabelsSchema,
  contact: z.object({
    organisation: z.string(),
    street: z.string(),
    zipcode: z.string(),
    city: z.string(),
    email: z.string(),
    phone: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
});
export type Settings = z.infer<typeof settingsSchema>;

export const pageSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  navi_label: z.string().nullable(),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const districtSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** [west, south, east, north] in degrees. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export type District = z.infer<typeof districtSchema>;

export const categorySchema = z.object({
  slug: z.string(),
  title: z.string(),
  icon: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const spottypeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
});
export type Spottype = z.infer<typeof spottypeSchema>;

export const highlightSchema = z.object({
  id: z.number().int(),
  type: z.enum(['internal', 'external']),
  internal_url: z.string().nullable(),
  external_url: z.string().nullable(),
  title: z.string(),
  topline: z.string(),
  richtext: z.string(),
  file: z.string(),
  file_alt: z.string(),
  file_caption: z.string(),
  poster: z.string().nullable(),
  gradient: z.boolean(),
  video_loop: z.boolean(),
});
export type Highlight = z.infer<typeof highlightSchema>;

export const articleTeaserSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  published_start: z.string(),
  teaser_title: z.string(),
  teaser_description: z.string(),
  teaser_image: z.string(),
  teaser_image_copyright: z.string(),
  teaser_image_caption: z.string(),
  teaser_image_gradient: z.boolean(),
  external: z.boolean(),
  external_url: z.string().nullable(),
});
export type ArticleTeaser = z.infer<typeof articleTeaserSchema>;

export const eventTeaserSchema = articleTeaserSchema
  .omit({ external: true, external_url: true })
  .extend({
    event_start: z.string(),
    event_end: z.string().nullable(),
    event_allday: z.boolean(),
    event_end_allday: z.boolean(),
    event_location: z.string(),
    event_url: z.string().nullable(),
  });
export type EventTeaser = z.infer<typeof eventTeaserSchema>;

/** The bundle the browser loads once per language (spec/portal.md §3 "Content bundle"). */
export const contentBundleSchema = z.object({
  settings: settingsSchema,
  pages: z.array(pageSummarySchema),
  districts: z.array(districtSchema),
  categories: z.array(categorySchema),
  spottypes: z.array(spottypeSchema),
  articles: z.array(articleTeaserSchema),
  events: z.array(eventTeaserSchema),
  highlights: z.array(highlightSchema),
});
export type ContentBundle = z.infer<typeof contentBundleSchema>;
