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
} from '../../../../domain/content/backend.ts';
import { actorOf } from '../../accounts/index.ts';
import { createStore, resourceRoutes, type BackendRoutes } from '../../backend/index.ts';
import { fragmentRoutes } from './fragment-routes.ts';
import * as specs from './resources.ts';
import { settingsRoutes } from './settings-routes.ts';

type Deps = {
  /** Drops the content bundle, editorial answers and rendered pages. */
  invalidateContent: () => void;
  /** Drops the offer answers, which show categories, spot types, clubs and the seasons. */
  invalidateOffers: () => void;
};

// Categories, spot types and clubs appear on offers and the map too; the settings hold the
// summer seasons, which the statistics' figures per week follow.
const offerFacing = new Set(['categories', 'spottypes', 'clubs', 'settings']);

/**
 * The content area's backend calls: pages, fragments, news, events, highlights, FAQ,
 * categories, spot types and clubs (list, read, write, history), and the settings records.
 */
export function contentBackendRoutes(deps: Deps): BackendRoutes {
  // A visitor sees every change on the next request: each write drops the ready answers.
  const invalidate = (resource: string) => {
    deps.invalidateContent();
    if (offerFacing.has(resource)) deps.invalidateOffers();
  };
  return async (tree) => {
    const store = (spec: Parameters<typeof createStore>[1]) => createStore(tree.db, spec);
    const resources = [
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
        permission: 'moderation' as const,
      },
    ];
    await tree.register(resourceRoutes, { resources, invalidate, actorOf });
    await tree.register(fragmentRoutes, { invalidate });
    await tree.register(settingsRoutes, { invalidate });
  };
}
