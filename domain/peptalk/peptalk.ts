/**
 * Peptalk: short videos in which coaches and athletes of the city talk people into moving
 * (spec/portal.md §2 `peptalk`, `peptalk/{videoid}`; decision 035). Editorial data in German
 * and English. Zod-free: the contract is in peptalk-schemas.ts, of which the browser imports
 * only types (decision 008).
 */
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

/** 1:05 for 65 seconds (the list's length label). */
export function peptalkLength(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
