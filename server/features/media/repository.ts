import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';

export function createMediaRepository(db: Database) {
  return {
    add: (values: typeof uploads.$inferInsert) => db.insert(uploads).values(values),
    ofUser: (userId: number) => db.select().from(uploads).where(eq(uploads.userId, userId)),
    removeOfUser: (userId: number) => db.delete(uploads).where(eq(uploads.userId, userId)),
  };
}
