import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  articles,
  clubs,
  events,
  fragments,
  highlights,
  offers,
  settings,
  uploads,
  users,
} from '../../db/schema/index.ts';

/** The part of a stored file's key that every variant shares: 32 hex characters. */
export const stemOf = (key: string) => key.slice(0, 32);

/**
 * Every place a record may name an uploaded file (as `/media/<key>`): profiles, club logos,
 * offers, and the editorial tables. A file named nowhere is an orphan once its grace period is
 * over. A new column that holds uploaded files belongs in this list.
 */
export const mediaReferences = sql`
  select ${users.image} as v from ${users} where ${users.image} like '%/media/%'
  union all select ${clubs.logo} from ${clubs} where ${clubs.logo} like '%/media/%'
  union all select ${offers.image} from ${offers} where ${offers.image} like '%/media/%'
  union all select concat_ws(' ', ${articles.teaserImage}, ${articles.detailImage}) from ${articles}
  union all select concat_ws(' ', ${events.teaserImage}, ${events.detailImage}) from ${events}
  union all select concat_ws(' ', ${highlights.file}, ${highlights.poster}) from ${highlights}
  union all select ${fragments.content}::text from ${fragments}
  union all select ${settings.value}::text from ${settings}`;

export function createMediaRepository(db: Database) {
  return {
    ofUser: (userId: number) => db.select().from(uploads).where(eq(uploads.userId, userId)),
    removeOfUser: (userId: number) => db.delete(uploads).where(eq(uploads.userId, userId)),
    remove: (id: number) => db.delete(uploads).where(eq(uploads.id, id)),

    /** Bytes a user's uploads take in storage, variants included. */
    async usageOf(userId: number): Promise<number> {
      const [row] = await db
        .select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` })
        .from(uploads)
        .where(eq(uploads.userId, userId));
      return Number(row?.bytes ?? 0);
    },

    /**
     * Records an upload unless it would take the user over `quotaBytes`. The user's row is
     * locked while counting, so uploads sent at the same time cannot all pass the check.
     */
    reserve(values: typeof uploads.$inferInsert & { userId: number }, quotaBytes: number) {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, values.userId))
          .for('update');
        const [row] = await tx
          .select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` })
          .from(uploads)
          .where(eq(uploads.userId, values.userId));
        if (Number(row?.bytes ?? 0) + values.size > quotaBytes) return undefined;
        const [added] = await tx.insert(uploads).values(values).returning({ id: uploads.id });
        return added!.id;
      });
    },

    /** Uploads older than `before` that no record names, oldest first. */
    async unreferenced(before: Date, limit: number) {
      const result = (await db.execute(sql`
        with refs as (
          select distinct (regexp_matches(v, '/media/([a-f0-9]{32})', 'g'))[1] as stem
          from (${mediaReferences}) as r
        )
        select ${uploads.id} as id, ${uploads.keys} as keys from ${uploads}
        where ${uploads.createdAt} < ${before.toISOString()}
          and not exists (select 1 from refs where refs.stem = left(${uploads.keys}[1], 32))
        order by ${uploads.id}
        limit ${limit}`)) as unknown as { rows: { id: number; keys: string[] }[] };
      return result.rows;
    },

    /** Which of these storage keys an upload record holds. */
    async recordedKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ keys: uploads.keys })
        .from(uploads)
        .where(sql`${uploads.keys} && ${sql`array[${sql.join(keys, sql`, `)}]::text[]`}`);
      return new Set(rows.flatMap((r) => r.keys));
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
