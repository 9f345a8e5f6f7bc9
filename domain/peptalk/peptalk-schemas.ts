/** The peptalk calls' contract (zod); topics, paths and the length label are in peptalk.ts. */
import { z } from 'zod';
import { peptalkTopics } from './peptalk.ts';

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
