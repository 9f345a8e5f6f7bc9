import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import * as t from '../schema/index.ts';
import type { Tx } from './fragment-writer.ts';

/**
 * A few reports and category suggestions, so the moderators' queue has work on a fresh demo
 * city (README: moderation@example.org). Only offers without an owner are reported, so the
 * demo users' own lists stay as they are.
 */
export async function insertModerationDemo(tx: Tx, users: Map<string, number>): Promise<void> {
  const ben = users.get('ben_tsv');
  const sportamt = users.get('sportamt');
  const anna = users.get('anna');
  if (!ben || !sportamt || !anna) return;
  const entries = await tx
    .select({ id: t.offers.id })
    .from(t.offers)
    .where(and(eq(t.offers.type, 'entry'), isNull(t.offers.userId)))
    .orderBy(asc(t.offers.id))
    .limit(3);
  const [first, second, third] = entries.map((e) => e.id);
  if (first === undefined || second === undefined || third === undefined) return;
  await tx.insert(t.reports).values([
    { userId: ben, type: 'entry', targetId: first, reason: 'missing' },
    { userId: sportamt, type: 'entry', targetId: first, reason: 'spam' },
    {
      userId: ben,
      type: 'entry',
      targetId: second,
      message: 'Die Gruppe trifft sich seit dem Sommer nicht mehr.',
    },
    { userId: sportamt, type: 'entry', targetId: third, reason: 'wrong_category' },
  ]);
  const annasEntries = await tx
    .select({ id: t.offers.id })
    .from(t.offers)
    .where(and(inArray(t.offers.type, ['entry', 'spot']), eq(t.offers.userId, anna)))
    .orderBy(asc(t.offers.id))
    .limit(2);
  await tx.insert(t.categorySuggestions).values(
    ['Discgolf', 'Slackline'].flatMap((text, i) => {
      const offer = annasEntries[i];
      return offer ? [{ userId: anna, text, offerId: offer.id }] : [];
    }),
  );
}
