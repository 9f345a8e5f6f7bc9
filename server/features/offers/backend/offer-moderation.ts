import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { ModeratedOfferRow } from '../../../../domain/offers/moderation.ts';
import type { Database } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';
import { HttpError, validationError } from '../../../http-error.ts';
import { createOfferWriteRepository } from '../save-repository.ts';
import type { RebuildDates } from './rebuild-dates.ts';
import { diffOf, recordChange, rowToWire } from '../../backend/index.ts';
import type { Actor } from '../../accounts/index.ts';

// The moderators' offers list, showing a hidden offer again, and merging duplicate spots
// (decision 036). Hiding from this list goes through the moderation service like a report.

const owner = alias(t.users, 'owner');
const openReports = sql<number>`(select count(*)::int from ${t.reports} r where r.target_id = ${t.offers.id} and r.status = 'open')`;

type ListQuery = {
  page: number;
  per_page: number;
  order: 'ASC' | 'DESC';
  sort?: 'title' | 'created_at' | 'updated_at' | undefined;
  q?: string | undefined;
  type?: ModeratedOfferRow['type'] | undefined;
  category?: string | undefined;
  district?: number | undefined;
  reported?: 'true' | 'false' | undefined;
  hidden?: 'true' | 'false' | undefined;
  owner?: string | undefined;
  created_since?: string | undefined;
  changed_since?: string | undefined;
  held?: 'true' | 'false' | undefined;
  /** One offer (the record screen). */
  id?: number | undefined;
};

export async function offerPage(db: Database, query: ListQuery) {
  const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const pattern = query.q ? like(query.q) : undefined;
  const where = and(
    query.id === undefined ? undefined : eq(t.offers.id, query.id),
    pattern
      ? or(ilike(t.offers.slug, pattern), sql`${t.offers.title}->>'de' ilike ${pattern}`)
      : undefined,
    query.type ? eq(t.offers.type, query.type) : undefined,
    query.category ? sql`${query.category} = any(${t.offers.categories})` : undefined,
    query.district ? eq(t.offers.districtId, query.district) : undefined,
    query.reported === undefined
      ? undefined
      : query.reported === 'true'
        ? sql`${openReports} > 0`
        : sql`${openReports} = 0`,
    query.hidden === undefined
      ? undefined
      : query.hidden === 'true'
        ? isNotNull(t.offers.hiddenAt)
        : isNull(t.offers.hiddenAt),
    query.owner ? ilike(owner.username, like(query.owner)) : undefined,
    query.created_since ? gte(t.offers.createdAt, new Date(query.created_since)) : undefined,
    query.changed_since ? gte(t.offers.updatedAt, new Date(query.changed_since)) : undefined,
    query.held === undefined
      ? undefined
      : query.held === 'true'
        ? isNotNull(t.offers.heldAt)
        : isNull(t.offers.heldAt),
  );
  const direction = query.order === 'DESC' ? desc : asc;
  const column: SQL | PgColumn =
    query.sort === 'created_at'
      ? t.offers.createdAt
      : query.sort === 'updated_at'
        ? t.offers.updatedAt
        : sql`${t.offers.title}->>'de'`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        offer: t.offers,
        district: t.districts.name,
        owner: owner.username,
        openReports,
      })
      .from(t.offers)
      .leftJoin(t.districts, eq(t.districts.id, t.offers.districtId))
      .leftJoin(owner, eq(owner.id, t.offers.userId))
      .where(where)
      .orderBy(direction(column), asc(t.offers.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(t.offers)
      .leftJoin(owner, eq(owner.id, t.offers.userId))
      .where(where),
  ]);
  const data: ModeratedOfferRow[] = rows.map((r) => ({
    id: r.offer.id,
    type: r.offer.type,
    slug: r.offer.slug,
    title: r.offer.title.de,
    categories: r.offer.categories,
    district: r.district,
    owner: r.owner,
    hidden_reason: r.offer.hiddenAt ? (r.offer.hiddenReason ?? '') : null,
    awaiting_review: r.offer.heldAt !== null,
    open_reports: r.openReports,
    created_at: r.offer.createdAt.toISOString(),
    updated_at: r.offer.updatedAt.toISOString(),
    map_latitude: r.offer.latitude,
    map_longitude: r.offer.longitude,
  }));
  return { rows: data, total: total?.n ?? 0 };
}

/** Shows a hidden offer to visitors again. */
export async function showOffer(
  db: Database,
  offerId: number,
  actor: Actor,
  rebuildDates: RebuildDates,
) {
  await db.transaction(async (tx) => {
    const [offer] = await tx.select().from(t.offers).where(eq(t.offers.id, offerId)).for('update');
    if (!offer) throw new HttpError(404, 'Not found.');
    if (!offer.hiddenAt) return;
    await tx
      .update(t.offers)
      .set({ hiddenAt: null, hiddenReason: null })
      .where(eq(t.offers.id, offerId));
    // Shown again, a summer course gets its calendar dates back.
    if (offer.type === 'summerevent') await rebuildDates(tx as unknown as Database, [offerId]);
    await recordChange(tx, actor, {
      resource: 'offers',
      recordId: offerId,
      action: 'update',
      changes: diffOf(
        { hidden_at: offer.hiddenAt.toISOString(), hidden_reason: offer.hiddenReason },
        { hidden_at: null, hidden_reason: null },
      ),
    });
  });
}

/**
 * Merges a duplicate spot into another: its entries take the other spot's place and address,
 * its bookmarks and open reports move along, then the duplicate is deleted. No entry is left
 * pointing at nothing.
 */
export async function mergeSpot(db: Database, spotId: number, intoId: number, actor: Actor) {
  if (spotId === intoId) throw validationError({ into: ['validation.merge_self'] });
  await db.transaction(async (tx) => {
    const [duplicate] = await tx
      .select()
      .from(t.offers)
      .where(and(eq(t.offers.id, spotId), eq(t.offers.type, 'spot')))
      .for('update');
    if (!duplicate) throw new HttpError(404, 'Not found.');
    const [target] = await tx
      .select()
      .from(t.offers)
      .where(and(eq(t.offers.id, intoId), eq(t.offers.type, 'spot')))
      .for('update');
    if (!target) throw validationError({ into: ['validation.reference'] });
    const moved = await tx
      .update(t.offers)
      .set({
        spotId: target.id,
        street: target.street,
        streetNumber: target.streetNumber,
        zipcode: target.zipcode,
        city: target.city,
        latitude: target.latitude,
        longitude: target.longitude,
        districtId: target.districtId,
        updatedAt: new Date(),
      })
      .where(and(eq(t.offers.type, 'entry'), eq(t.offers.spotId, duplicate.id)))
      .returning({ id: t.offers.id });
    await tx.execute(
      sql`insert into ${t.bookmarks} (user_id, offer_id) select user_id, ${target.id}::int from ${t.bookmarks} where offer_id = ${duplicate.id}::int on conflict do nothing`,
    );
    await tx.execute(
      sql`update ${t.reports} set target_id = ${target.id}::int where target_id = ${duplicate.id}::int and status = 'open' and not exists (select 1 from ${t.reports} r2 where r2.user_id = ${t.reports.userId} and r2.target_id = ${target.id}::int)`,
    );
    for (const entry of moved)
      await recordChange(tx, actor, {
        resource: 'offers',
        recordId: entry.id,
        action: 'update',
        changes: { spot_id: { from: duplicate.id, to: target.id } },
      });
    // Removed the way its owner's delete does: a spot's entries stay with their own location.
    await createOfferWriteRepository(tx as unknown as Database).remove(duplicate.id);
    await recordChange(tx, actor, {
      resource: 'offers',
      recordId: duplicate.id,
      action: 'delete',
      changes: {
        ...diffOf(rowToWire(duplicate), null),
        merged_into: { from: null, to: target.id },
      },
    });
  });
}
