import { matchPath } from 'react-router';

/**
 * Every screen path of spec/portal.md §2 without the locale prefix, in the route syntax the
 * browser's router uses (`:param`, `:param?`, a trailing `*`). The server answers paths that
 * match none of them with 404; the web app's route table must list exactly these
 * (web/src/app/routes.test.tsx). `:slug` last: any other one-segment path is an editorial
 * page, which exists only when the database has it.
 */
export const screenPaths = [
  '/',
  '/callback/:slug',
  '/uefa-euro-2024',
  '/playnow',
  '/olympia',
  '/bewegungsbericht',
  '/highlight/teaser/:id',
  '/news',
  '/news/:slug',
  '/news/teaser/:slug',
  '/events',
  '/events/:slug',
  '/events/teaser/:slug',
  '/verein',
  '/angebot',
  '/angebot/mitmachen/:slug',
  '/angebot/active-spot/:slug',
  '/angebot/verein/:slug',
  '/angebot/vereinsstandort/:slug',
  '/active-city-summer/:slug',
  '/peptalk',
  '/peptalk/:videoid',
  '/meta/impressum',
  '/meta/datenschutz',
  '/meta/nutzungsbedingungen',
  '/meta/kontakt',
  '/meta/faq',
  '/einfache-sprache',
  '/native-app/reporting/:type/:id',
  '/playground/statistics/:id?',
  '/design-system',
  '/develop',
  '/login',
  '/register',
  '/password/forgot',
  '/password/reset',
  '/verify',
  '/verified',
  '/home',
  '/user',
  '/user/edit',
  '/user/password',
  '/404/:pathMatch?',
  '/403',
  '/logout',
  '/shop',
  '/shop/checkout/:slug',
  '/product/:id',
  '/backend/*',
  '/newsletter/bestaetigen',
  '/newsletter/abmelden',
  '/:slug',
] as const;

/** Screens that say "not found" or "forbidden" themselves answer with that status. */
export const errorScreenStatus: Record<string, number> = { '/404/:pathMatch?': 404, '/403': 403 };

/** Paths whose thing lives in the database: the server looks it up before it answers 200. */
export const lookedUpScreens = new Set<string>([
  '/news/:slug',
  '/events/:slug',
  '/angebot/mitmachen/:slug',
  '/angebot/active-spot/:slug',
  '/angebot/verein/:slug',
  '/angebot/vereinsstandort/:slug',
  '/active-city-summer/:slug',
  '/playground/statistics/:id?',
  '/peptalk/:videoid',
  '/meta/impressum',
  '/meta/datenschutz',
  '/meta/nutzungsbedingungen',
  '/einfache-sprache',
  '/:slug',
]);

/** The screen pattern a locale-neutral path opens, first match in route order, or undefined. */
export function matchScreen(path: string): (typeof screenPaths)[number] | undefined {
  return screenPaths.find((pattern) => matchPath({ path: pattern, end: true }, path) !== null);
}
