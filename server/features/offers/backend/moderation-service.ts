import { and, eq, sql } from 'drizzle-orm';
import type { AcceptSuggestionInput, ReportStatus } from '../../../../domain/offers/moderation.ts';
import type { Mailer } from '../../../adapters/mail/mailer.ts';
import type { Database } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';
import { HttpError, validationError } from '../../../http-error.ts';
import { createOfferWriteRepository } from '../save-repository.ts';
import type { RebuildDates } from './rebuild-dates.ts';
import { diffOf, recordChange, type Tx, rowToWire } from '../../backend/index.ts';
import type { Actor } from '../../accounts/index.ts';
import { offerHiddenMail } from './moderation-mails.ts';

type Outcome = Exclude<ReportStatus, 'open'>;

const alreadyHandled = () =>
  new HttpError(409, 'This was handled already. Reload the list to see what is still open.');

export type ModerationDeps = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  invalidateOffers: () => void;
  /** New categories show in the content bundle too. */
  invalidateContent: () => void;
  log: { error(obj: object, msg: string): void };
  rebuildDates: RebuildDates;
};

/** Marks reports handled with their outcome, each with its audit record. */
async function settle(tx: Tx, actor: Actor, ids: number[], outcome: Outcome) {
  const now = new Date();
  for (const id of ids) {
    await tx
      .update(t.reports)
      .set({ status: outcome, handledAt: now, handledBy: actor.id })
      .where(eq(t.reports.id, id));
    await recordChange(tx, actor, {
      resource: 'reports',
      recordId: id,
      action: 'update',
      changes: { status: { from: 'open', to: outcome } },
    });
  }
}

/**
 * The moderators' actions (decision 036). Dismissing settles one report; hiding or deleting
 * the offer settles every open report of it, since the offer itself has been dealt with.
 */
export function createModeration(deps: ModerationDeps) {
  const { db } = deps;

  async function openReport(tx: Tx, id: number) {
    const [report] = await tx.select().from(t.reports).where(eq(t.reports.id, id)).for('update');
    if (!report) throw new HttpError(404, 'Not found.');
    if (report.status !== 'open' || report.targetId === null) throw alreadyHandled();
    const [offer] = await tx
      .select()
      .from(t.offers)
      .where(eq(t.offers.id, report.targetId))
      .for('update');
    if (!offer) throw alreadyHandled();
    const open = await tx
      .select({ id: t.reports.id })
      .from(t.reports)
      .where(and(eq(t.reports.targetId, offer.id), eq(t.reports.status, 'open')));
    return { report, offer, openIds: open.map((r) => r.id) };
  }

  /** An offer hidden from the offers list rather than a report: its open reports go along. */
  async function lockedOffer(tx: Tx, id: number) {
    const [offer] = await tx.select().from(t.offers).where(eq(t.offers.id, id)).for('update');
    if (!offer) throw new HttpError(404, 'Not found.');
    const open = await tx
      .select({ id: t.reports.id })
      .from(t.reports)
      .where(and(eq(t.reports.targetId, offer.id), eq(t.reports.status, 'open')));
    return { offer, openIds: open.map((r) => r.id) };
  }

  return {
    async dismiss(reportId: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const { report } = await openReport(tx, reportId);
        await settle(tx, actor, [report.id], 'dismissed');
      });
    },

    /** Hides the offer for visitors and tells its owner why, by mail, after the change. */
    async hide(target: { reportId: number } | { offerId: number }, reason: string, actor: Actor) {
      const { offer, owner } = await db.transaction(async (tx) => {
        const { offer, openIds } =
          'reportId' in target
            ? await openReport(tx, target.reportId)
            : await lockedOffer(tx, target.offerId);
        const hiddenAt = offer.hiddenAt ?? new Date();
        await tx
          .update(t.offers)
          .set({ hiddenAt, hiddenReason: reason })
          .where(eq(t.offers.id, offer.id));
        // A hidden summer course leaves the calendar: its stored dates go with it.
        if (offer.type === 'summerevent')
          await deps.rebuildDates(tx as unknown as Database, [offer.id]);
        await recordChange(tx, actor, {
          resource: 'offers',
          recordId: offer.id,
          action: 'update',
          changes: diffOf(
            { hidden_at: offer.hiddenAt?.toISOString() ?? null, hidden_reason: offer.hiddenReason },
            { hidden_at: hiddenAt.toISOString(), hidden_reason: reason },
          ),
        });
        await settle(tx, actor, openIds, 'hidden');
        const [owner] =
          offer.userId === null
            ? []
            : await tx.select().from(t.users).where(eq(t.users.id, offer.userId));
        return { offer, owner };
      });
      deps.invalidateOffers();
      // The hiding stands even if the mail cannot go out now; the owner sees the reason on
      // the offer too.
      if (owner)
        await deps.mailer
          .send(
            offerHiddenMail(
              { email: owner.email, name: owner.name || owner.username, lang: owner.lang },
              offer,
              reason,
              deps.publicUrl,
            ),
          )
          .catch((error: unknown) =>
            deps.log.error({ err: error, offerId: offer.id }, 'hidden-offer mail not sent'),
          );
    },

    /**
     * Deletes the offer, from a report or from the offers list; its reports stay with the
     * outcome `deleted`.
     */
    async remove(target: number | { offerId: number }, actor: Actor) {
      await db.transaction(async (tx) => {
        const { offer, openIds } =
          typeof target === 'number'
            ? await openReport(tx, target)
            : await lockedOffer(tx, target.offerId);
        await settle(tx, actor, openIds, 'deleted');
        // Removed the way its owner's delete does: a spot's entries stay with their own location.
        await createOfferWriteRepository(tx as unknown as Database).remove(offer.id);
        await recordChange(tx, actor, {
          resource: 'offers',
          recordId: offer.id,
          action: 'delete',
          changes: diffOf(rowToWire(offer), null),
        });
      });
      deps.invalidateOffers();
    },

    /** Maps a suggestion to a category (creating it when new) and adds it to the offer. */
    async accept(suggestionId: number, input: AcceptSuggestionInput, actor: Actor) {
      await db.transaction(async (tx) => {
        const [suggestion] = await tx
          .select()
          .from(t.categorySuggestions)
          .where(eq(t.categorySuggestions.id, suggestionId))
          .for('update');
        if (!suggestion) throw new HttpError(404, 'Not found.');
        if (suggestion.status !== 'open') throw alreadyHandled();
        let slug: string;
        if (input.mode === 'existing') {
          const [category] = await tx
            .select({ slug: t.categories.slug })
            .from(t.categories)
            .where(eq(t.categories.slug, input.category_slug));
          if (!category) throw validationError({ category_slug: ['validation.reference'] });
          slug = category.slug;
        } else {
          const { mode: _mode, ...fields } = input;
          const [taken] = await tx
            .select({ id: t.categories.id })
            .from(t.categories)
            .where(eq(t.categories.slug, fields.slug));
          if (taken) throw validationError({ slug: ['validation.unique'] });
          const [created] = await tx
            .insert(t.categories)
            .values({
              slug: fields.slug,
              title: fields.title,
              icon: fields.icon,
              hidden: fields.hidden,
              position: fields.position,
            })
            .returning();
          await recordChange(tx, actor, {
            resource: 'categories',
            recordId: created!.id,
            action: 'create',
            changes: diffOf(null, rowToWire(created!)),
          });
          slug = created!.slug;
        }
        if (suggestion.offerId !== null) {
          const [offer] = await tx
            .select({ categories: t.offers.categories })
            .from(t.offers)
            .where(eq(t.offers.id, suggestion.offerId))
            .for('update');
          if (offer && !offer.categories.includes(slug)) {
            await tx
              .update(t.offers)
              .set({ categories: sql`array_append(${t.offers.categories}, ${slug})` })
              .where(eq(t.offers.id, suggestion.offerId));
            await recordChange(tx, actor, {
              resource: 'offers',
              recordId: suggestion.offerId,
              action: 'update',
              changes: { categories: { from: offer.categories, to: [...offer.categories, slug] } },
            });
          }
        }
        await answer(tx, actor, suggestion.id, 'accepted', slug);
      });
      deps.invalidateContent();
      deps.invalidateOffers();
    },

    async reject(suggestionId: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const [suggestion] = await tx
          .select()
          .from(t.categorySuggestions)
          .where(eq(t.categorySuggestions.id, suggestionId))
          .for('update');
        if (!suggestion) throw new HttpError(404, 'Not found.');
        if (suggestion.status !== 'open') throw alreadyHandled();
        await answer(tx, actor, suggestion.id, 'rejected', null);
      });
    },
  };
}

async function answer(
  tx: Tx,
  actor: Actor,
  id: number,
  status: 'accepted' | 'rejected',
  categorySlug: string | null,
) {
  await tx
    .update(t.categorySuggestions)
    .set({ status, categorySlug, handledAt: new Date(), handledBy: actor.id })
    .where(eq(t.categorySuggestions.id, id));
  await recordChange(tx, actor, {
    resource: 'category-suggestions',
    recordId: id,
    action: 'update',
    changes: diffOf(
      { status: 'open', category_slug: null },
      { status, category_slug: categorySlug },
    ),
  });
}

export type Moderation = ReturnType<typeof createModeration>;
