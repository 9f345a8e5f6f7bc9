/**
 * Peptalk: short videos in which coaches and athletes of the city talk people into moving
 * (spec/portal.md §2 `peptalk`, `peptalk/{videoid}`; decision 035). Editorial data in German
 * and English; the browser imports only the inferred types (decision 008).
 */
import { z } from 'zod';

/** What a talk is about; the list filters by it. */
export const peptalkTopics = ['getting-started', 'staying-with-it', 'together', 'health'] as const;
export type PeptalkTopic = (typeof peptalkTopics)[number];

export const peptalkApi = {
  /** GET ?topic= → { data: PeptalkSummary[] }, in the editors' order. */
  list: '/api/peptalks',
  /** GET → { data: Peptalk }; 404 for unknown ids. */
  byId: (videoid: string) => `/api/peptalks/${encodeURIComponent(videoid)}`,
} as const;

export const peptalkPagePath = (videoid?: string) =>
  videoid ? `/peptalk/${encodeURIComponent(videoid)}` : '/peptalk';

const videoid = z.string().regex(/^[a-z0-9-]{1,120}$/, 'invalid video id');

export const peptalkListQuerySchema = z.object({ topic: z.enum(peptalkTopics).optional() });
export const peptalkParamsSchema = z.object({ videoid });

export const peptalkSummarySchema = z.object({
  videoid: z.string(),
  title: z.string(),
  speaker: z.string(),
  speaker_role: z.string(),
  topic: z.enum(peptalkTopics),
  summary: z.string(),
  poster: z.string(),
  poster_alt: z.string(),
  duration_seconds: z.number().int(),
});
export type PeptalkSummary = z.infer<typeof peptalkSummarySchema>;

export const peptalkSchema = peptalkSummarySchema.extend({
  video: z.string(),
  captions: z
    .array(z.object({ lang: z.enum(['de', 'en']), label: z.string(), src: z.string() }))
    .describe('WebVTT caption tracks, German and English'),
  transcript: z.array(z.string()).describe('The full transcript, one paragraph each'),
  categories: z
    .array(z.object({ slug: z.string(), title: z.string() }))
    .describe('Offer categories the talk is about'),
});
export type Peptalk = z.infer<typeof peptalkSchema>;

/** 1:05 for 65 seconds (the list's length label). */
export function peptalkLength(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
