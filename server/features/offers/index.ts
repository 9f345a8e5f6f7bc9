import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { offers } from '../../db/schema.ts';

/**
 * The offers area's public entry (its routes arrive with the offers screens). Deleting an
 * account removes the spots and entries the person created; places belong to their club and
 * stay (docs/decisions/010-account-deletion.md).
 */
export async function deleteOffersOfUser(db: Database, userId: number): Promise<void> {
  await db
    .delete(offers)
    .where(and(eq(offers.userId, userId), inArray(offers.type, ['spot', 'entry'])));
}
