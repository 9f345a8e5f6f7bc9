import type { FastifyInstance } from 'fastify';
import {
  articleFields,
  articleInputSchema,
  categoryFields,
  categoryInputSchema,
  clubInputSchema,
  eventFields,
  eventInputSchema,
  faqItemInputSchema,
  fragmentFields,
  fragmentInputSchema,
  highlightFields,
  highlightInputSchema,
  listFilters,
  pageInputSchema,
  spottypeInputSchema,
} from '../../../domain/content/backend.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { guardRoutes } from '../accounts/index.ts';
import { accountRoutes } from './account-routes.ts';
import { clubMemberRoutes } from './club-member-routes.ts';
import { offerRoutes } from './offer-routes.ts';
import { offerEditRoutes } from './offer-edit-routes.ts';
import { peptalkInputSchema, peptalkListFilters } from '../../../domain/peptalk/backend.ts';
import { fragmentRoutes } from './fragment-routes.ts';
import { moderationRoutes } from './moderation-routes.ts';
import { createModeration } from './moderation-service.ts';
import { newsletterRoutes } from './newsletter-routes.ts';
import { mediaLibraryRoutes } from './media-routes.ts';
import { peptalksSpec } from './peptalk-resource.ts';
import * as specs from './resources.ts';
import { resourceRoutes, type Resource } from './routes.ts';
import { reviewRoutes } from './review-routes.ts';
import { settingsRoutes } from './settings-routes.ts';
import { shopBackendRoutes } from './shop-routes.ts';
import { staffRoutes } from './staff-routes.ts';
import { createStore } from './store.ts';
import { summerCourseRoutes } from './summer-course-routes.ts';

type Deps = {
  /** Drops the content bundle, editorial answers and rendered pages (content area). */
  invalidateContent: () => void;
  /** Drops the offer answers, which show categories and spot types (offers area). */
  invalidateOffers: () => void;
  /** Tells an owner their offer was hidden (decision 036). */
  mailer: Mailer;
  publicUrl: string;
};

// Categories, spot types and clubs appear on offers and the map too; the settings hold the
// summer seasons, which the statistics' figures per week follow.
const offerFacing = new Set(['categories', 'spottypes', 'clubs', 'settings']);

/** The editors' backend API under /api/backend: every call checks the caller's role. */
export async function registerBackend(app: FastifyInstance, deps: Deps) {
  const store = (spec: Parameters<typeof createStore>[1]) => createStore(app.db, spec);
  const resources: Resource[] = [
    {
      store: store(specs.pagesSpec),
      fields: pageInputSchema,
      input: pageInputSchema,
      filters: listFilters.pages,
    },
    {
      store: store(specs.fragmentsSpec),
      fields: fragmentFields,
      input: fragmentInputSchema,
      filters: listFilters.fragments,
    },
    {
      store: store(specs.articlesSpec),
      fields: articleFields,
      input: articleInputSchema,
      filters: listFilters.articles,
    },
    {
      store: store(specs.eventsSpec),
      fields: eventFields,
      input: eventInputSchema,
      filters: listFilters.events,
    },
    {
      store: store(specs.highlightsSpec),
      fields: highlightFields,
      input: highlightInputSchema,
      filters: listFilters.highlights,
    },
    {
      store: store(specs.faqSpec),
      fields: faqItemInputSchema,
      input: faqItemInputSchema,
      filters: listFilters.faq,
    },
    {
      store: store(specs.categoriesSpec),
      fields: categoryFields,
      input: categoryInputSchema,
      filters: listFilters.categories,
    },
    {
      store: store(specs.spottypesSpec),
      fields: spottypeInputSchema,
      input: spottypeInputSchema,
      filters: listFilters.spottypes,
    },
    {
      store: store(specs.clubsSpec),
      fields: clubInputSchema,
      input: clubInputSchema,
      filters: listFilters.clubs,
      permission: 'moderation',
    },
    {
      store: store(peptalksSpec),
      fields: peptalkInputSchema,
      input: peptalkInputSchema,
      filters: peptalkListFilters,
    },
  ];
  // A visitor sees every change on the next request: each write drops the ready answers.
  const invalidate = (resource: string) => {
    deps.invalidateContent();
    if (offerFacing.has(resource)) deps.invalidateOffers();
  };
  // One tree: every call names its permission (the app does not start otherwise), and one
  // hook admits the caller before the call's own work (decision 052).
  await app.register(async (tree) => {
    guardRoutes(tree, 'permission');
    await tree.register(staffRoutes);
    await tree.register(resourceRoutes, { resources, invalidate });
    await tree.register(fragmentRoutes, { invalidate });
    await tree.register(settingsRoutes, { invalidate });
    const moderation = createModeration({
      db: app.db,
      mailer: deps.mailer,
      publicUrl: deps.publicUrl,
      invalidateOffers: deps.invalidateOffers,
      invalidateContent: deps.invalidateContent,
      log: app.log,
    });
    await tree.register(moderationRoutes, { moderation });
    await tree.register(offerRoutes, { moderation, invalidateOffers: deps.invalidateOffers });
    await tree.register(offerEditRoutes, { moderation, invalidateOffers: deps.invalidateOffers });
    await tree.register(newsletterRoutes);
    await tree.register(accountRoutes, { invalidateOffers: deps.invalidateOffers });
    await tree.register(clubMemberRoutes, { invalidateOffers: deps.invalidateOffers });
    await tree.register(mediaLibraryRoutes);
    await tree.register(shopBackendRoutes, { invalidate: deps.invalidateContent });
    await tree.register(summerCourseRoutes, { invalidateOffers: deps.invalidateOffers });
    await tree.register(reviewRoutes, deps);
  });
}
