/** Tables of the peptalk videos (decision 035). */
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, localized, updatedAt, version } from './columns.ts';

/**
 * One talk: German and English texts side by side like every editorial record, the clip,
 * its poster and one WebVTT caption file per language; `slug` is the page's `{videoid}`.
 */
export const peptalks = pgTable('peptalks', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: localized('title').notNull(),
  speaker: text('speaker').notNull(),
  speakerRole: localized('speaker_role').notNull(),
  topic: text('topic', {
    enum: ['getting-started', 'staying-with-it', 'together', 'health'],
  }).notNull(),
  summary: localized('summary').notNull(),
  // Paragraphs separated by blank lines, per language: the transcript below the video.
  transcript: localized('transcript').notNull(),
  video: text('video').notNull(),
  poster: text('poster').notNull(),
  posterAlt: localized('poster_alt').notNull(),
  captionsDe: text('captions_de').notNull(),
  captionsEn: text('captions_en').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  // Slugs of the offer categories the talk is about (links to the offers).
  categories: text('categories')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  position: integer('position').notNull().default(0),
  // Editors' saves over an older version are refused (decision 033).
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
