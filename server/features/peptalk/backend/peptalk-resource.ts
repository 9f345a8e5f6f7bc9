import { eq, ilike, or } from 'drizzle-orm';
import type { PeptalkTopic } from '../../../../domain/peptalk/peptalk.ts';
import * as t from '../../../db/schema/index.ts';
import { localizedLike, type ResourceSpec } from '../../backend/index.ts';

/** Peptalk videos (decision 035): searched by slug, title and speaker, filtered by topic. */
export const peptalksSpec: ResourceSpec = {
  name: 'peptalks',
  table: t.peptalks,
  localized: ['title', 'speaker_role', 'summary', 'transcript', 'poster_alt'],
  search: (p) =>
    or(ilike(t.peptalks.slug, p), ilike(t.peptalks.speaker, p), localizedLike(t.peptalks.title, p)),
  sortable: { slug: t.peptalks.slug, position: t.peptalks.position, topic: t.peptalks.topic },
  defaultSort: [t.peptalks.position],
  filters: (q) => [q.topic ? eq(t.peptalks.topic, q.topic as PeptalkTopic) : undefined],
};
