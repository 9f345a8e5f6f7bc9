import type { QueryClient } from '@tanstack/react-query';
import {
  data,
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { Settings } from '../../../domain/content/bundle.ts';
import { campaignTarget } from '../../../domain/content/site-links.ts';
import { userQueryOptions } from '../lib/auth/get-user.ts';
import { clearSession, logout } from '../lib/auth/logout.ts';
import { contentQueryOptions } from '../lib/content-bundle/get-content.ts';
import { NotFoundError } from '../lib/api-errors.ts';
import { maxDatabaseId } from '../../../domain/shared/ids.ts';
import { fullPageLoad } from '../lib/full-page-load.ts';
import { currentLocale, loadMessages } from '../lib/i18n.ts';
import { screenParts } from '../lib/message-parts.ts';
import { localeFromPathname, localePath } from '../lib/locale.ts';
import { AppLoader } from './layout/app-loader.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import { Forbidden } from './routes/forbidden.tsx';
import { NotFound } from '../components/not-found.tsx';
import { RootError, RouteError } from './routes/route-error.tsx';

export type RouteDeps = { queryClient: QueryClient };

// Screens load on demand so the first visit only downloads the shell and its own screen.
const placeholder = () => import('./routes/placeholder.tsx');
const home = () => import('../features/content/routes/home.tsx');
const designSystem = () => import('../features/content/routes/design-system.tsx');
const pageDetail = () => import('../features/content/routes/page-detail.tsx');
const contact = () => import('./routes/contact.tsx');
const faq = () => import('../features/content/routes/faq.tsx');
const newsletterConfirm = () => import('../features/newsletter/routes/confirm.tsx');
const newsletterUnsubscribe = () => import('../features/newsletter/routes/unsubscribe.tsx');
const newsList = () => import('../features/content/routes/news-list.tsx');
const newsDetail = () => import('../features/content/routes/news-detail.tsx');
const newsTeaser = () => import('../features/content/routes/news-teaser.tsx');
const eventsList = () => import('../features/content/routes/events-list.tsx');
const eventDetail = () => import('../features/content/routes/event-detail.tsx');
const eventTeaser = () => import('../features/content/routes/event-teaser.tsx');
const highlightTeaser = () => import('../features/content/routes/highlight-teaser.tsx');
const euro24 = () => import('../features/content/routes/euro24.tsx');
const login = () => import('../features/accounts/routes/login.tsx');
const register = () => import('../features/accounts/routes/register.tsx');
const forgotPassword = () => import('../features/accounts/routes/forgot-password.tsx');
const resetPassword = () => import('../features/accounts/routes/reset-password.tsx');
const verify = () => import('../features/accounts/routes/verify.tsx');
const verified = () => import('../features/accounts/routes/verified.tsx');
const profileHome = () => import('./routes/profile-home.tsx');
const userInfo = () => import('./routes/user-info.tsx');
const userEdit = () => import('../features/accounts/routes/user-edit.tsx');
const userPassword = () => import('../features/accounts/routes/user-password.tsx');
const clubEdit = () => import('../features/accounts/routes/club-edit.tsx');
const offerDetailPage = () => import('../features/offers/routes/offer-detail-page.tsx');
const nativeReporting = () => import('../features/offers/routes/native-reporting.tsx');
const offerScreen = () => import('../features/offers/routes/offer-screen.tsx');
const summerCourse = () => import('./routes/summer-course.tsx');
const statistics = () => import('../features/statistics/routes/statistics.tsx');
const develop = () => import('../features/embeds/routes/develop.tsx');
const peptalkList = () => import('../features/peptalk/routes/peptalk-list.tsx');
const peptalkVideo = () => import('../features/peptalk/routes/peptalk-video.tsx');
const shop = () => import('../features/shop/routes/shop.tsx');
const shopCheckout = () => import('../features/shop/routes/checkout.tsx');
const shopCallback = () => import('../features/shop/routes/callback.tsx');
const product = () => import('./routes/product.tsx');
// On demand: the shop's calls stay out of every other screen's first download.
const shopLoaders = () => import('../features/shop/route-loaders.ts');

/** spec/portal.md §9: "logout delay about 501 ms". */
export const logoutDelayMs = 501;
/** spec/portal.md §9 "Reporting types: entry, spot, club". */
const reportingTypes = ['entry', 'spot', 'club'] as const;

const notFound = () => data(null, { status: 404 });
const localeOf = (request: Request) => localeFromPathname(new URL(request.url).pathname);
const never = () => new Promise<never>(() => undefined); // the page is unloading

/** A path containing /backend belongs to the server: leave the app with a full page load. */
function backendLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (!url.pathname.includes('/backend')) return null;
  const target = url.pathname + url.search;
  // The server answered this very URL with the app, so there is no backend here: show 404.
  if (window.location.pathname + window.location.search === target) return null;
  fullPageLoad(target);
  return never();
}

/** Access guard of spec/portal.md §4; runs the screen's own loader once access is given. */
function authLoader(
  { queryClient }: RouteDeps,
  level: NonNullable<RouteHandle['auth']>,
  next?: LoaderFunction,
) {
  return async (args: LoaderFunctionArgs) => {
    const { request } = args;
    const url = new URL(request.url);
    const locale = localeOf(request);
    const user = await queryClient.ensureQueryData(userQueryOptions()).catch(() => null);
    if (!user) {
      // Keep the full target so login brings the visitor back (STYLE.md on bulletproof-react).
      const target = encodeURIComponent(url.pathname + url.search);
      throw redirect(`${localePath('/login', locale)}?redirect=${target}`);
    }
    if (level === 'verified' && !user.isVerified) throw redirect(localePath('/verify', locale));
    return next ? next(args) : null;
  };
}

/**
 * playnow, olympia, bewegungsbericht: targets are editorial settings in the bundle, paths on
 * this site. A target that leads elsewhere (stored before targets were checked) or none at
 * all sends the visitor home, in the browser and on the server alike (where a page load to
 * another host failed the render).
 */
function settingsRedirect({ queryClient }: RouteDeps, key: keyof Settings['redirects']) {
  return async ({ request }: LoaderFunctionArgs) => {
    const locale = localeOf(request);
    const content = await queryClient
      .ensureQueryData(contentQueryOptions(locale))
      .catch(() => undefined);
    const target = campaignTarget(content?.settings.redirects[key], new URL(request.url).origin);
    throw redirect(localePath(target ?? '/', locale));
  };
}

/**
 * native-app/reporting/{type}/{id}: an unknown type or an offer that does not exist is the 404
 * page, not a form for nothing. The offer loads here, so the screen names it at once.
 */
function reportingLoader({ queryClient }: RouteDeps) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const type = reportingTypes.find((known) => known === params.type);
    const id = Number(params.id);
    if (!type || !Number.isInteger(id) || id <= 0 || id > maxDatabaseId) throw notFound();
    const locale = localeOf(request);
    // On demand: the offers' detail call stays out of every other screen's first download.
    const { offerDetailQueryOptions } = await import('../features/offers/api/detail.ts');
    await queryClient
      .fetchQuery(offerDetailQueryOptions({ type, id }, locale))
      .catch((error: unknown) => {
        if (error instanceof NotFoundError) throw notFound();
        // Other failures: the screen shows them and may try again.
      });
    return null;
  };
}

/** active-city-summer/{slug}?i=: the check comes with the screen (routes/summer-course.tsx). */
function summerCourseLoader({ queryClient }: RouteDeps) {
  return async (args: LoaderFunctionArgs) =>
    (await summerCourse()).loadSummerCourse(queryClient, args);
}

/** When the offer screen opens on its map, the map's code and points load beside the screen's. */
function offerScreenLoader({ queryClient }: RouteDeps) {
  return ({ request }: LoaderFunctionArgs) => {
    // On demand, so the offer rules stay out of every other screen's first download.
    void import('../features/offers/state/map-first.ts')
      .then((m) => m.prefetchMapFirst(queryClient, request.url))
      .catch(() => undefined);
    return null;
  };
}

function logoutLoader({ queryClient }: RouteDeps) {
  return ({ request }: LoaderFunctionArgs) => {
    // §4: go to index first, end the session shortly after, as the original portal does.
    window.setTimeout(() => {
      logout()
        .catch((error: unknown) => console.error('Logout failed', error))
        .finally(() => clearSession(queryClient));
    }, logoutDelayMs);
    throw redirect(localePath('/', localeOf(request)));
  };
}

type ScreenOptions = Omit<RouteObject, 'path' | 'handle' | 'index' | 'children'> & {
  auth?: RouteHandle['auth'];
  children?: RouteObject[];
};

/** A screen's module arrives with its area's strings (lib/message-parts.ts). */
function withScreenMessages<T>(lazy: () => Promise<T>, name: string): () => Promise<T> {
  return () =>
    Promise.all([
      lazy(),
      ...screenParts(name).map((part) => loadMessages(currentLocale(), part)),
    ]).then(([module]) => module);
}

/** A route with its spec name, title key and module (the placeholder until it is built). */
function screen(
  deps: RouteDeps,
  path: string | undefined,
  name: string,
  title: string,
  options: ScreenOptions = {},
): RouteObject {
  const { auth, children, ...rest } = options;
  const handle: RouteHandle = { name, title: `routes.${title}`, ...(auth ? { auth } : {}) };
  const own = typeof rest.loader === 'function' ? rest.loader : undefined;
  const loader = auth ? authLoader(deps, auth, own) : own;
  // Routes that only redirect show the loader for the moment before they leave; the rest
  // show the placeholder until their screen is built.
  const module =
    rest.Component || rest.lazy || children
      ? {}
      : rest.loader
        ? { Component: AppLoader }
        : { lazy: placeholder };
  const base = { ...module, ...rest, handle, ...(loader ? { loader } : {}) };
  if (typeof base.lazy === 'function') {
    base.lazy = withScreenMessages(base.lazy as () => Promise<object>, name) as typeof base.lazy;
  }
  if (children) return { ...base, path, children } as RouteObject;
  return (path === undefined ? { ...base, index: true } : { ...base, path }) as RouteObject;
}

/** Every route of spec/portal.md §2, without the locale prefix. */
export function pageRoutes(deps: RouteDeps): RouteObject[] {
  const s = (path: string | undefined, name: string, title: string, options?: ScreenOptions) =>
    screen(deps, path, name, title, options);
  return [
    s(undefined, 'index', 'index', { lazy: home }),
    s('callback/:slug', 'callback', 'callback', { auth: 'verified', lazy: shopCallback }),
    s('uefa-euro-2024', 'page.euro24', 'euro24', { lazy: euro24 }),
    s('playnow', 'playnow', 'redirect', { loader: settingsRedirect(deps, 'playnow') }),
    s('olympia', 'olympia', 'redirect', { loader: settingsRedirect(deps, 'olympia') }),
    s('bewegungsbericht', 'bewegungsbericht', 'redirect', {
      loader: settingsRedirect(deps, 'bewegungsbericht'),
    }),
    s('highlight/teaser/:id', 'highlight.teaser', 'highlightTeaser', { lazy: highlightTeaser }),
    s('news', 'article', 'articles', { lazy: newsList }),
    s('news/:slug', 'article.detail', 'articleDetail', { lazy: newsDetail }),
    s('news/teaser/:slug', 'article.teaser', 'articleTeaser', { lazy: newsTeaser }),
    s('events', 'event', 'events', { lazy: eventsList }),
    s('events/:slug', 'event.detail', 'eventDetail', { lazy: eventDetail }),
    s('events/teaser/:slug', 'event.teaser', 'eventTeaser', { lazy: eventTeaser }),
    s('verein', 'club.edit', 'clubEdit', { auth: 'verified', lazy: clubEdit }),
    s('angebot', 'offer', 'offers', { lazy: offerScreen, loader: offerScreenLoader(deps) }),
    s('angebot/mitmachen/:slug', 'offer.entry', 'offerEntry', { lazy: offerDetailPage }),
    s('angebot/active-spot/:slug', 'offer.spot', 'offerSpot', { lazy: offerDetailPage }),
    s('angebot/verein/:slug', 'offer.club', 'offerClub', { lazy: offerDetailPage }),
    s('angebot/vereinsstandort/:slug', 'offer.place', 'offerPlace', { lazy: offerDetailPage }),
    s('active-city-summer/:slug', 'summer.detail', 'summerDetail', {
      lazy: summerCourse,
      loader: summerCourseLoader(deps),
    }),
    s('peptalk', 'peptalk', 'peptalk', { lazy: peptalkList }),
    s('peptalk/:videoid', 'peptalk.detail', 'peptalkVideo', {
      lazy: peptalkVideo,
      loader: async (args) => (await peptalkVideo()).loadPeptalk(deps.queryClient, args),
    }),
    s('meta/impressum', 'meta.imprint', 'imprint', { lazy: pageDetail }),
    s('meta/datenschutz', 'meta.privacy', 'privacy', { lazy: pageDetail }),
    s('meta/nutzungsbedingungen', 'meta.terms', 'terms', { lazy: pageDetail }),
    s('meta/kontakt', 'meta.contact', 'contact', { lazy: contact }),
    s('meta/faq', 'meta.faq', 'faq', { lazy: faq }),
    s('einfache-sprache', 'easy-language', 'easyLanguage', { lazy: pageDetail }),
    s('native-app/reporting/:type/:id', 'native-app.reporting', 'reporting', {
      lazy: nativeReporting,
      loader: reportingLoader(deps),
    }),
    s('playground/statistics/:id?', 'playground.statistics', 'statistics', {
      lazy: statistics,
      loader: async (args) => (await statistics()).loadStatistics(deps.queryClient, args),
    }),
    s('design-system', 'design-system', 'designSystem', { lazy: designSystem }),
    s('develop', 'develop', 'develop', { lazy: develop }),
    s('login', 'login', 'login', { lazy: login }),
    s('register', 'register', 'register', { lazy: register }),
    s('password/forgot', 'password.forgot', 'passwordForgot', { lazy: forgotPassword }),
    s('password/reset', 'password.reset', 'passwordReset', { lazy: resetPassword }),
    s('verify', 'verify', 'verify', { auth: 'login', lazy: verify }),
    s('verified', 'verified', 'verified', { lazy: verified }),
    s('home', 'home', 'home', { auth: 'verified', lazy: profileHome }),
    s('user', 'user.layout', 'user', {
      auth: 'verified',
      children: [
        s(undefined, 'user', 'user', { lazy: userInfo }),
        s('edit', 'user.edit', 'userEdit', { lazy: userEdit }),
        s('password', 'user.password', 'userPassword', { lazy: userPassword }),
      ],
    }),
    s('404/:pathMatch?', 'error.404', 'notFound', { Component: NotFound }),
    s('403', 'error.403', 'forbidden', { Component: Forbidden }),
    s('logout', 'logout', 'logout', { loader: logoutLoader(deps) }),
    s('shop', 'shop', 'shop', { lazy: shop }),
    s('shop/checkout/:slug', 'shop.checkout', 'shopCheckout', {
      auth: 'verified',
      lazy: shopCheckout,
      loader: (args) => shopLoaders().then((m) => m.checkoutLoader(deps.queryClient, args)),
    }),
    s('product/:id', 'product', 'product', {
      auth: 'verified',
      lazy: product,
      loader: (args) => shopLoaders().then((m) => m.productLoader(deps.queryClient, args)),
    }),
    s('backend/*', 'backend', 'redirect', { loader: backendLoader, Component: NotFound }),
    s('newsletter/bestaetigen', 'newsletter.confirm', 'newsletterConfirm', {
      lazy: newsletterConfirm,
    }),
    s('newsletter/abmelden', 'newsletter.unsubscribe', 'newsletterUnsubscribe', {
      lazy: newsletterUnsubscribe,
    }),
    s(':slug', 'page.detail', 'page', { lazy: pageDetail }),
    s('*', 'error.404', 'notFound', { loader: backendLoader, Component: NotFound }),
  ];
}

/** German at the root, English under /en: the same screens mounted twice. */
export function buildRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootError,
      HydrateFallback: AppLoader,
      children: [
        {
          // Errors of a screen render inside the layout, so header and footer stay usable.
          ErrorBoundary: RouteError,
          children: [...pageRoutes(deps), { path: 'en', children: pageRoutes(deps) }],
        },
      ],
    },
  ];
}
