import { z } from 'zod';
import { peptalkTopics } from './peptalk.ts';
import { localizedInput, position, slug } from '../content/backend.ts';

/** Media of this site (uploads, demo files): the portal's policy plays nothing from elsewhere. */
const sitePath = z
  .string()
  .trim()
  .max(2000)
  .regex(/^\/[^/]/, 'validation.url');

/** A peptalk as editors write it (decision 035): texts in German and English, media by path. */
export const peptalkInputSchema = z.object({
  slug,
  title: localizedInput(),
  speaker: z.string().trim().min(1).max(120),
  speaker_role: localizedInput(),
  topic: z.enum(peptalkTopics),
  summary: localizedInput(600),
  transcript: localizedInput(20000),
  video: sitePath,
  poster: sitePath,
  poster_alt: localizedInput(),
  captions_de: sitePath,
  captions_en: sitePath,
  duration_seconds: z
    .number()
    .int()
    .min(1)
    .max(24 * 3600),
  categories: z.array(slug).max(10).default([]),
  position,
});

export const peptalkListFilters = { topic: z.enum(peptalkTopics).optional() };
