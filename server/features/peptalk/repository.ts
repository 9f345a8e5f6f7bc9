import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PeptalkTopic } from '../../../domain/peptalk/peptalk.ts';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export type PeptalkRow = typeof t.peptalks.$inferSelect;

/** Reads of the peptalks: the list (optionally one topic), one talk, its categories' names. */
export function createPeptalkRepository(db: Database) {
  return {
    list: (topic: PeptalkTopic | undefined) =>
      db
        .select()
        .from(t.peptalks)
        .where(topic ? eq(t.peptalks.topic, topic) : undefined)
        .orderBy(asc(t.peptalks.position), asc(t.peptalks.id)),

    async bySlug(slug: string): Promise<PeptalkRow | undefined> {
      const [row] = await db.select().from(t.peptalks).where(eq(t.peptalks.slug, slug)).limit(1);
      return row;
    },

    /** The named categories that exist and are shown, in the editors' order. */
    categories: (slugs: string[]) =>
      slugs.length === 0
        ? Promise.resolve([])
        : db
            .select({ slug: t.categories.slug, title: t.categories.title })
            .from(t.categories)
            .where(and(inArray(t.categories.slug, slugs), eq(t.categories.hidden, false)))
            .orderBy(asc(t.categories.position), asc(t.categories.id)),
  };
}

export type PeptalkRepository = ReturnType<typeof createPeptalkRepository>;
