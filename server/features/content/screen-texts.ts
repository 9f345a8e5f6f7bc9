import type { Locale } from '../../../domain/shared/locale.ts';

type Text = { title: string; description: string };

/**
 * The portal's own description in English. The editors' `site_description` setting is one
 * German text; an English page must not share itself in German.
 */
export const englishSiteDescription =
  'Sport and exercise in Hamburg: offers, sports venues, clubs, news and events for everyone.';

/**
 * Screens that have no record of their own (lists, account flows, the shop, error pages), keyed
 * by their screen pattern (domain/shared/screens.ts). Each title is the one the browser shows
 * after the app has started (the route's `routes.*` text, or the screen's own heading where it
 * sets one), so the tab does not change its name once the page is live.
 */
export const screenTexts: Record<string, Record<Locale, Text>> = {
  '/news': {
    de: { title: 'News', description: 'Neuigkeiten rund um Sport und Bewegung in Hamburg.' },
    en: { title: 'News', description: 'News about sport and exercise in Hamburg.' },
  },
  '/events': {
    de: { title: 'Events', description: 'Sportveranstaltungen und Mitmach-Events in Hamburg.' },
    en: { title: 'Events', description: 'Sports events and events to join in Hamburg.' },
  },
  '/angebot': {
    de: {
      title: 'Sportangebot',
      description:
        'Sportangebote, Active Spots und Vereine in ganz Hamburg: auf der Karte und in der Liste.',
    },
    en: {
      title: 'Sports offers',
      description: 'Sports offers, Active Spots and clubs all over Hamburg: on the map and listed.',
    },
  },
  '/shop': {
    de: {
      title: 'Shop',
      description: 'Angebote von Active City Hamburg zum Kaufen, sicher mit Karte bezahlt.',
    },
    en: {
      title: 'Shop',
      description: 'Products from Active City Hamburg to buy, paid safely by card.',
    },
  },
  '/login': {
    de: {
      title: 'Anmelden',
      description: 'Melde dich an, um Favoriten zu speichern und eigene Angebote einzutragen.',
    },
    en: { title: 'Log in', description: 'Log in to keep favourites and add your own offers.' },
  },
  '/register': {
    de: {
      title: 'Registrieren',
      description:
        'Registriere dich kostenlos und trage eigene Sportangebote und Active Spots ein.',
    },
    en: {
      title: 'Register',
      description: 'Register for free and add your own sports offers and Active Spots.',
    },
  },
  '/password/forgot': {
    de: {
      title: 'Passwort vergessen',
      description: 'Fordere einen Link an, mit dem du ein neues Passwort festlegst.',
    },
    en: {
      title: 'Forgot password',
      description: 'Ask for a link with which you set a new password.',
    },
  },
  '/password/reset': {
    de: {
      title: 'Passwort zurücksetzen',
      description: 'Lege ein neues Passwort für dein Konto fest.',
    },
    en: { title: 'Reset password', description: 'Set a new password for your account.' },
  },
  '/verify': {
    de: { title: 'E-Mail bestätigen', description: 'Bestätige deine E-Mail-Adresse.' },
    en: { title: 'Confirm your e-mail', description: 'Confirm your e-mail address.' },
  },
  '/verified': {
    de: { title: 'E-Mail bestätigt', description: 'Deine E-Mail-Adresse ist bestätigt.' },
    en: { title: 'E-mail confirmed', description: 'Your e-mail address is confirmed.' },
  },
  '/develop': {
    de: {
      title: 'Für Entwicklerinnen, Entwickler und Vereine',
      description:
        'Die offenen Daten und Schnittstellen des Portals und Angebotslisten zum Einbinden in die eigene Website.',
    },
    en: {
      title: 'For developers and clubs',
      description:
        "The portal's open data and interfaces, and lists of offers to embed in your own website.",
    },
  },
  '/design-system': {
    de: { title: 'Design-System', description: 'Die Bausteine der Oberfläche des Portals.' },
    en: { title: 'Design system', description: "The building blocks of the portal's interface." },
  },
  '/404/:pathMatch?': {
    de: {
      title: 'Seite nicht gefunden',
      description: 'Diese Seite gibt es nicht oder nicht mehr.',
    },
    en: { title: 'Page not found', description: 'This page does not exist or no longer exists.' },
  },
  '/403': {
    de: {
      title: 'Zugriff verweigert',
      description: 'Für diese Seite fehlt dir die Berechtigung.',
    },
    en: { title: 'Access denied', description: 'You do not have permission to view this page.' },
  },
};

/** A path no screen has, or whose record is gone, is the not-found screen. */
export const notFoundTexts = screenTexts['/404/:pathMatch?']!;
