import { dehydrate, type QueryCache, type QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { RenderInput, RenderResult } from '../../domain/shared/page-render.ts';
import type { Locale } from '../../domain/shared/locale.ts';
import { createLoadingCounter } from './app/loading-counter.ts';
import { loadCustomComponentsNow } from './app/custom-components.ts';
import { AppProviders } from './app/providers.tsx';
import { buildRoutes } from './app/routes.ts';
import { setApiTransport } from './lib/api-client.ts';
import { NotFoundError } from './lib/api-errors.ts';
import { localePath } from './lib/locale.ts';
import { userQueryKey } from './lib/auth/get-user.ts';
import { contentQueryOptions } from './lib/content-bundle/get-content.ts';
import { i18n, initI18n, loadMessages } from './lib/i18n.ts';
import { messageParts } from './lib/message-parts.ts';
import { createQueryClient } from './lib/query-client.ts';
import { collectModules } from './lib/rendered-modules.ts';
import { serverState, type ServerState } from './app/server-state.ts';

/**
 * Screens ask for their data with query hooks while they render; a pass collects the queries
 * it created, the server answers them, and the next pass renders with the data. Four passes
 * cover the longest chain: an editorial page, the summer calendar it places, the calendar's
 * filters, and the week's dates they select.
 */
const maxPasses = 4;

// One render at a time: the UI language and the API transport are module state, and a render
// takes a few milliseconds (its API calls are answered in-process, mostly from ready bytes).
let queue: Promise<unknown> = Promise.resolve();
const customComponentsLoaded = loadCustomComponentsNow();

/**
 * Renders a public screen for a visitor without a session, in one language. `api` answers the
 * screens' API calls inside the server process.
 */
export function render(input: RenderInput): Promise<RenderResult> {
  const run = queue.then(async () => {
    await prepare(input);
    // From here on, each module the screen imports is one the page links (its stylesheets).
    const [result, modules] = await collectModules(() => renderNow(input));
    return result.kind === 'html' ? { ...result, modules } : result;
  });
  queue = run.catch(() => undefined);
  return run;
}

type Rendered = RenderResult | Omit<Extract<RenderResult, { kind: 'html' }>, 'modules'>;

/** The API transport and the language, with all its strings: a render may show any screen. */
async function prepare({ locale, api }: RenderInput) {
  setApiTransport(api);
  initI18n(locale);
  await Promise.all([
    ...messageParts.map((part) => loadMessages(locale, part)),
    customComponentsLoaded,
  ]);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/**
 * A screen whose article, event, page or offer does not exist throws its not-found while it
 * renders: the page becomes the not-found screen with status 404, without state, so the
 * browser renders its own screen afresh instead of hydrating a different one.
 */
async function renderNow({ url, locale }: RenderInput): Promise<Rendered> {
  try {
    return await renderScreen(url, locale);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    const notFound = new URL(localePath('/404', locale), url).href;
    const page = await renderScreen(notFound, locale);
    return page.kind === 'html' ? { kind: 'html', status: 404, body: page.body } : page;
  }
}

async function renderScreen(url: string, locale: Locale): Promise<Rendered> {
  const queryClient = createQueryClient();
  // The visitor has no session: the user is known to be nobody.
  queryClient.setQueryData(userQueryKey, null);
  await queryClient.fetchQuery(contentQueryOptions(locale));

  const handler = createStaticHandler(buildRoutes({ queryClient }));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  if (context.errors) return { kind: 'client', status: context.statusCode };
  const router = createStaticRouter(handler.dataRoutes, context);
  const loading = createLoadingCounter(0);
  // prerender waits for every lazy part (editors' custom components), so the HTML is whole.
  // Any error, even one a Suspense boundary would hide, means the browser renders instead.
  const app = async () => {
    let failed: unknown;
    const { prelude } = await prerender(
      <AppProviders queryClient={queryClient} loading={loading}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      // Every boundary inline: finishing one later would take an inline script (CSP).
      {
        onError: (error) => void (failed ??= error),
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    if (failed !== undefined) throw failed;
    return new Response(prelude).text();
  };

  let body = await app();
  for (let pass = 1; pass < maxPasses; pass += 1) {
    const waiting = pendingQueries(queryClient);
    if (waiting.length === 0) break;
    await Promise.allSettled(waiting.map((query) => query.fetch()));
    body = await app();
  }
  const state: ServerState = {
    locale,
    queries: dehydrate(queryClient),
    router: hydrationData(context),
  };
  return { kind: 'html', status: context.statusCode, body, state: serverState.write(state) };
}

/** Queries a render created but nobody fetched (the server runs no effects). */
function pendingQueries(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .findAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        typeof query.options.queryFn === 'function' &&
        isEnabled(query),
    );
}

type CachedQuery = ReturnType<QueryCache['findAll']>[number];

/** The hook's `enabled` travels in the query's options (the observer's options built it). */
function isEnabled(query: CachedQuery) {
  const { enabled } = query.options as { enabled?: boolean | ((query: CachedQuery) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** The router's loader results, for the browser to hydrate without running them again. */
function hydrationData(context: StaticHandlerContext): ServerState['router'] {
  return { loaderData: context.loaderData, actionData: context.actionData };
}
