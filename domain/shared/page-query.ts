import { filterFromQuery, filterToQuery, pageFromQuery } from '../offers/filter.ts';
import { viewFromQuery, viewParam } from '../offers/view.ts';
import type { screenPaths } from './screens.ts';

/**
 * The query parameters each screen reads while it renders, so the server can keep one rendered
 * page per thing a visitor can see rather than one per address: `?utm_source=…`, `?fbclid=…`
 * or any made-up parameter leaves the page as it is. Parameters only the browser reads after the
 * first paint (`native_app`, `spotter_app_support`) are not listed: the server renders the
 * same page with or without them.
 */

type ScreenPath = (typeof screenPaths)[number];

/** Reads a screen's own parameters from an address's query, in one order. */
type QueryReader = (query: URLSearchParams) => URLSearchParams;

/** An editor's preview of an unpublished page or article (spec/portal.md §3). */
const preview = ['pv'];
/** The Active City Summer calendar editors may place on any editorial page (summer-calendar.tsx). */
const summerCalendar = ['week', 'district', 'category', 'page'];
/** An editorial page: its preview and the fragments placed on it. */
const editorial = [...preview, ...summerCalendar];

/**
 * The offer screen's filter through the screen's own codec: values it ignores (an unknown type,
 * a malformed category, a view other than map or list) vanish, as they do on the screen, and
 * each filter has one spelling.
 */
const offerScreen: QueryReader = (query) => {
  const next = filterToQuery(filterFromQuery(query), pick(query, ['focus', 'new-entry']));
  const page = pageFromQuery(query);
  if (page > 1) next.set('p', String(page));
  // A shared link may name the view (map or list) the server renders.
  const view = viewFromQuery(query);
  if (view) next.set(viewParam, view);
  return next;
};

/**
 * Every screen of spec/portal.md §2: a complete table, so a new screen cannot be added without
 * saying what its address may carry. Signed-in screens are listed too: the server renders the
 * redirect to login with them.
 */
const screenQueries: Record<ScreenPath, QueryReader | readonly string[]> = {
  '/': [],
  '/callback/:slug': ['status'],
  '/uefa-euro-2024': summerCalendar,
  '/playnow': [],
  '/olympia': [],
  '/bewegungsbericht': [],
  '/highlight/teaser/:id': [],
  '/news': ['tags'],
  '/news/:slug': editorial,
  '/news/teaser/:slug': [],
  '/events': ['tags', 'month', 'year'],
  '/events/:slug': editorial,
  '/events/teaser/:slug': [],
  '/verein': [],
  '/angebot': offerScreen,
  '/angebot/mitmachen/:slug': [],
  '/angebot/active-spot/:slug': [],
  '/angebot/verein/:slug': [],
  '/angebot/vereinsstandort/:slug': [],
  '/active-city-summer/:slug': ['i'],
  '/peptalk': ['topic'],
  '/peptalk/:videoid': [],
  '/meta/impressum': editorial,
  '/meta/datenschutz': editorial,
  '/meta/nutzungsbedingungen': editorial,
  // `form`: the outcome of the contact form sent without the app (form-outcome.ts).
  '/meta/kontakt': [...editorial, 'form'],
  '/meta/faq': preview,
  '/einfache-sprache': editorial,
  '/native-app/reporting/:type/:id': [],
  '/playground/statistics/:id?': [],
  '/design-system': [],
  '/develop': ['category', 'district', 'club', 'lang'],
  '/login': ['redirect', 'error', 'provider', 'form'],
  '/register': ['form'],
  '/password/forgot': ['email'],
  '/password/reset': ['email', 'token'],
  '/verify': ['error'],
  '/verified': [],
  '/home': ['verified', 'profileType', 'offer'],
  '/user': [],
  '/user/edit': [],
  '/user/password': [],
  '/404/:pathMatch?': [],
  '/403': [],
  '/logout': [],
  '/shop': [],
  '/shop/checkout/:slug': [],
  '/product/:id': summerCalendar,
  '/backend/*': [],
  '/newsletter/bestaetigen': ['token'],
  '/newsletter/abmelden': ['token'],
  '/:slug': editorial,
};

/** The named parameters of a query with all their values, in the query's own order. */
function pick(query: URLSearchParams, names: readonly string[]): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of query) if (names.includes(name)) kept.append(name, value);
  return kept;
}

/**
 * The query a screen renders from: its own parameters only, sorted by name (a value's order
 * among its own name's values stays, it can matter). A path no screen has keeps nothing.
 */
export function screenQuery(screen: ScreenPath | undefined, query: URLSearchParams): string {
  const reader = screen === undefined ? [] : screenQueries[screen];
  const kept = typeof reader === 'function' ? reader(query) : pick(query, reader);
  kept.sort();
  const search = kept.toString();
  return search ? `?${search}` : '';
}
