import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clubs, offers, uploads, users } from '../../db/schema.ts';

export function createMediaRepository(db: Database) {
  return {
    add: (values: typeof uploads.$inferInsert) => db.insert(uploads).values(values),
    ofUser: (userId: number) => db.select().from(uploads).where(eq(uploads.userId, userId)),
    removeOfUser: (userId: number) => db.delete(uploads).where(eq(uploads.userId, userId)),
    /** Bytes a user has stored (the main file of each upload). */
    async bytesOf(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<string | null>`sum(${uploads.size})` })
        .from(uploads)
        .where(eq(uploads.userId, userId));
      return Number(row?.total ?? 0);
    },
    /**
     * Uploads older than `before` that no record refers to: no profile image, club logo or
     * offer image names any of their files.
     */
    orphans: (before: Date, limit: number) =>
      db
        .select({ id: uploads.id, keys: uploads.keys })
        .from(uploads)
        .where(
          and(
            lt(uploads.createdAt, before),
            sql`not exists (
              select 1 from unnest(${uploads.keys}) as k(key)
              where '/media/' || k.key in (
                select ${users.image} from ${users} where ${users.image} is not null
                union all select ${clubs.logo} from ${clubs} where ${clubs.logo} is not null
                union all select ${offers.image} from ${offers} where ${offers.image} is not null
              )
            )`,
          ),
        )
        .limit(limit),
    remove: (ids: number[]) => db.delete(uploads).where(inArray(uploads.id, ids)),
  };
}
