import { readFileSync } from 'node:fs';
import type { MultiPolygonCoordinates } from '../../../domain/geo/districts.ts';
import type { z } from 'zod';
import type { settingsSchema } from '../../../domain/content/bundle.ts';

/** The portal's settings as seeded; editors change them in the settings table. */
export const demoSettings: z.input<typeof settingsSchema> = {
  site_name: 'Active City Hamburg',
  site_description:
    'Sport und Bewegung in Hamburg: Angebote, Sportorte, Vereine, News und Events für alle.',
  consent: {
    variant: 'simple',
    cookies: {
      essential: 'acc_consent_essential',
      analytics: 'acc_consent_analytics',
      marketing: 'acc_consent_marketing',
    },
    max_age_days: 365,
  },
  social: {
    facebook: 'https://www.facebook.com/activecityhamburg',
    instagram: 'https://www.instagram.com/activecityhamburg',
    youtube: 'https://www.youtube.com/@activecityhamburg',
    tiktok: 'https://www.tiktok.com/@activecityhamburg',
  },
  // The store pages of the published apps; the operator enters them in the settings table.
  // Unset, the footer shows no app badges (a made-up store address would mislead visitors).
  app_store: { ios: null, android: null },
  redirects: {
    // Every target exists in the seed (server/db/seed/redirects.test.ts).
    playnow: '/angebot?utm_campaign=playnow',
    olympia: '/olympiabewerbung',
    bewegungsbericht: '/news/hamburger-bewegungsbericht-2026',
  },
  // As the participation conditions say (texts/spotter.ts): the campaign is over.
  spotter: { end: '2026-09-30' },
  // The names of the demo articles' and events' topics (news.ts).
  tags: {
    beachvolleyball: { de: 'Beachvolleyball', en: 'Beach volleyball' },
    bericht: { de: 'Bericht', en: 'Report' },
    bewegungsinseln: { de: 'Bewegungsinseln', en: 'Activity islands' },
    ehrenamt: { de: 'Ehrenamt', en: 'Volunteering' },
    euro24: { de: 'UEFA EURO 2024', en: 'UEFA EURO 2024' },
    fussball: { de: 'Fußball', en: 'Football' },
    inklusion: { de: 'Inklusion', en: 'Inclusion' },
    kinder: { de: 'Kinder', en: 'Children' },
    klettern: { de: 'Klettern', en: 'Climbing' },
    laufen: { de: 'Laufen', en: 'Running' },
    parkour: { de: 'Parkour', en: 'Parkour' },
    radfahren: { de: 'Radfahren', en: 'Cycling' },
    schule: { de: 'Schule', en: 'School' },
    schwimmen: { de: 'Schwimmen', en: 'Swimming' },
    senioren: { de: 'Seniorinnen und Senioren', en: 'Older people' },
    skaten: { de: 'Skaten', en: 'Skating' },
    tischtennis: { de: 'Tischtennis', en: 'Table tennis' },
    vereine: { de: 'Vereine', en: 'Clubs' },
    wassersport: { de: 'Wassersport', en: 'Water sports' },
    yoga: { de: 'Yoga', en: 'Yoga' },
  },
  contact: {
    organisation: 'Active City Hamburg – Behörde für Inneres und Sport',
    street: 'Johanniswall 4',
    zipcode: '20095',
    city: 'Hamburg',
    email: 'kontakt@activecity.example',
    phone: '+49 40 000000-0',
    latitude: 53.5503,
    longitude: 10.0031,
  },
};

/**
 * Hamburg's seven boroughs with their boundaries: the simplified copy of the city's official
 * ones that scripts/simplify-districts.ts writes (CC BY 4.0, source in the file; decision 029).
 */
const boundaries = JSON.parse(
  readFileSync(new URL('./data/hamburg-districts.json', import.meta.url), 'utf8'),
) as {
  districts: {
    slug: string;
    name: string;
    bbox: [number, number, number, number];
    boundary: MultiPolygonCoordinates;
  }[];
};
export const demoDistricts = boundaries.districts.map(({ slug, name, bbox, boundary }) => ({
  slug,
  name,
  bbox,
  boundary,
}));

export const demoCategories: {
  slug: string;
  de: string;
  en: string;
  icon: string;
  hidden?: boolean;
}[] = [
  { slug: 'laufen', de: 'Laufen', en: 'Running', icon: 'footprints' },
  { slug: 'fussball', de: 'Fußball', en: 'Football', icon: 'goal' },
  { slug: 'basketball', de: 'Basketball', en: 'Basketball', icon: 'dribbble' },
  { slug: 'yoga', de: 'Yoga', en: 'Yoga', icon: 'flower-2' },
  { slug: 'schwimmen', de: 'Schwimmen', en: 'Swimming', icon: 'waves' },
  { slug: 'radfahren', de: 'Radfahren', en: 'Cycling', icon: 'bike' },
  { slug: 'tischtennis', de: 'Tischtennis', en: 'Table tennis', icon: 'circle-dot' },
  { slug: 'fitness', de: 'Fitness', en: 'Fitness', icon: 'dumbbell' },
  { slug: 'skaten', de: 'Skaten', en: 'Skating', icon: 'zap' },
  { slug: 'volleyball', de: 'Volleyball', en: 'Volleyball', icon: 'volleyball' },
  { slug: 'tanzen', de: 'Tanzen', en: 'Dancing', icon: 'music' },
  { slug: 'rudern', de: 'Rudern & Paddeln', en: 'Rowing & paddling', icon: 'sailboat' },
  { slug: 'tennis', de: 'Tennis', en: 'Tennis', icon: 'circle' },
  { slug: 'klettern', de: 'Klettern', en: 'Climbing', icon: 'mountain' },
  { slug: 'walking', de: 'Nordic Walking', en: 'Nordic walking', icon: 'trees' },
  { slug: 'kampfsport', de: 'Kampfsport', en: 'Martial arts', icon: 'shield' },
  { slug: 'boules', de: 'Boule', en: 'Boules', icon: 'target' },
  {
    slug: 'bewegungsinsel',
    de: 'Bewegungsinsel',
    en: 'Activity island',
    icon: 'map-pin',
    hidden: true,
  },
];

export const demoSpottypes: { slug: string; de: string; en: string }[] = [
  { slug: 'court', de: 'Sportplatz', en: 'Sports court' },
  { slug: 'park-fitness', de: 'Parkfitness', en: 'Park fitness' },
  { slug: 'skatepark', de: 'Skatepark', en: 'Skate park' },
  { slug: 'table-tennis', de: 'Tischtennisplatte', en: 'Table tennis table' },
  { slug: 'bewegungsinsel', de: 'Bewegungsinsel', en: 'Activity island' },
  { slug: 'running-track', de: 'Laufstrecke', en: 'Running route' },
  { slug: 'boules', de: 'Boulebahn', en: 'Boules court' },
];

type HighlightSeed = {
  type: 'internal' | 'external';
  internalUrl?: string;
  externalUrl?: string;
  title: [string, string];
  topline: [string, string];
  richtext: [string, string];
  alt: [string, string];
};

export const demoHighlights: HighlightSeed[] = [
  {
    type: 'internal',
    internalUrl: '/active-city-summer',
    topline: ['Sommer 2027', 'Summer 2027'],
    title: ['Active City Summer', 'Active City Summer'],
    richtext: [
      'Über 400 kostenlose Kurse in Parks, an der Alster und auf Plätzen – einfach hingehen und mitmachen.',
      'More than 400 free classes in parks, by the Alster and on squares – just turn up and join in.',
    ],
    alt: ['Menschen beim Yoga im Stadtpark', 'People doing yoga in the city park'],
  },
  {
    type: 'internal',
    internalUrl: '/angebot',
    topline: ['Sportangebot', 'Sports offers'],
    title: ['Finde deinen Sport in deinem Viertel', 'Find your sport in your neighbourhood'],
    richtext: [
      'Sportorte, Lauftreffs und Vereine auf der Karte: filtere nach Sportart, Entfernung und Zielgruppe.',
      'Sports spots, running groups and clubs on the map: filter by sport, distance and target group.',
    ],
    alt: ['Karte mit Sportorten in Hamburg', 'Map with sports spots in Hamburg'],
  },
  {
    type: 'internal',
    internalUrl: '/active-city-day',
    topline: ['Aktionstag', 'Action day'],
    title: ['Active City Day auf dem Rathausmarkt', 'Active City Day at Rathausmarkt'],
    richtext: [
      'Vereine stellen sich vor, zum Ausprobieren von Klettern bis Rollstuhlbasketball.',
      'Clubs introduce themselves – try everything from climbing to wheelchair basketball.',
    ],
    alt: ['Kinder spielen Basketball auf einem Platz', 'Children playing basketball on a court'],
  },
  {
    type: 'external',
    externalUrl: 'https://www.hamburg.de/sport',
    topline: ['Hamburg bewegt sich', 'Hamburg on the move'],
    title: ['Der Bewegungsbericht 2026', 'The 2026 activity report'],
    richtext: [
      'Wie aktiv ist Hamburg? Zahlen, Trends und was die Stadt für mehr Bewegung tut.',
      'How active is Hamburg? Figures, trends and what the city does to get people moving.',
    ],
    alt: ['Ruderboote auf der Alster', 'Rowing boats on the Alster'],
  },
];
