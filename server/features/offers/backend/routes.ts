import type { Mailer } from '../../../adapters/mail/mailer.ts';
import type { BackendRoutes } from '../../backend/index.ts';
import { moderationRoutes } from './moderation-routes.ts';
import { createModeration } from './moderation-service.ts';
import { offerEditRoutes } from './offer-edit-routes.ts';
import { offerRoutes } from './offer-routes.ts';
import type { RebuildDates } from './rebuild-dates.ts';
import { reviewRoutes } from './review-routes.ts';

type Deps = {
  /** Drops the offer answers after every moderator's change. */
  invalidateOffers: () => void;
  /** New categories show in the content bundle too. */
  invalidateContent: () => void;
  /** Tells an owner their offer was hidden (decision 036) or held for review. */
  mailer: Mailer;
  publicUrl: string;
  /** The summer area's dates of a course, written again when it is hidden or shown. */
  rebuildDates: RebuildDates;
};

/**
 * The offers area's backend calls: the moderators' reports and suggestions, the offers list
 * (hide, show, merge, edit) and the review of held offers.
 */
export function offersBackendRoutes(deps: Deps): BackendRoutes {
  return async (tree) => {
    const moderation = createModeration({
      db: tree.db,
      mailer: deps.mailer,
      publicUrl: deps.publicUrl,
      invalidateOffers: deps.invalidateOffers,
      invalidateContent: deps.invalidateContent,
      log: tree.log,
      rebuildDates: deps.rebuildDates,
    });
    const { invalidateOffers, rebuildDates } = deps;
    await tree.register(moderationRoutes, { moderation });
    await tree.register(offerRoutes, { moderation, invalidateOffers, rebuildDates });
    await tree.register(offerEditRoutes, { moderation, invalidateOffers });
    await tree.register(reviewRoutes, deps);
  };
}
