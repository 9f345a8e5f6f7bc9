import type { Random } from './random.ts';
import { slugify } from './news.ts';

// Neighbourhood centres well inside the city boundary; offers scatter around them.
const anchors: { name: string; lat: number; lng: number; zip: string }[] = [
  { name: 'Altona', lat: 53.5503, lng: 9.9356, zip: '22765' },
  { name: 'Ottensen', lat: 53.5536, lng: 9.9221, zip: '22763' },
  { name: 'Eimsbüttel', lat: 53.5751, lng: 9.9542, zip: '20259' },
  { name: 'Winterhude', lat: 53.5926, lng: 10.0053, zip: '22299' },
  { name: 'Barmbek', lat: 53.5853, lng: 10.0442, zip: '22305' },
  { name: 'Wandsbek', lat: 53.5733, lng: 10.0793, zip: '22041' },
  { name: 'Rahlstedt', lat: 53.6011, lng: 10.1551, zip: '22143' },
  { name: 'Bergedorf', lat: 53.4869, lng: 10.2159, zip: '21029' },
  { name: 'Harburg', lat: 53.4609, lng: 9.9839, zip: '21073' },
  { name: 'Wilhelmsburg', lat: 53.4985, lng: 10.0063, zip: '21107' },
  { name: 'St. Georg', lat: 53.5552, lng: 10.0133, zip: '20099' },
  { name: 'HafenCity', lat: 53.5413, lng: 9.9977, zip: '20457' },
  { name: 'Niendorf', lat: 53.6265, lng: 9.9515, zip: '22455' },
  { name: 'Langenhorn', lat: 53.6548, lng: 10.0003, zip: '22415' },
  { name: 'Bramfeld', lat: 53.6148, lng: 10.0745, zip: '22179' },
  { name: 'Lurup', lat: 53.5943, lng: 9.8751, zip: '22547' },
];

const streets = [
  'Hauptstraße',
  'Parkallee',
  'Am Sportplatz',
  'Schulweg',
  'Uferstraße',
  'Lindenallee',
];

const kinds = {
  spot: [
    ['Basketballplatz', 'Basketball court', 'basketball', 'court'],
    ['Parkfitness-Station', 'Park fitness station', 'fitness', 'park-fitness'],
    ['Skatepark', 'Skate park', 'skaten', 'skatepark'],
    ['Tischtennisplatte', 'Table tennis table', 'tischtennis', 'table-tennis'],
    ['Bewegungsinsel', 'Activity island', 'bewegungsinsel', 'bewegungsinsel'],
    ['Bolzplatz', 'Kick-about pitch', 'fussball', 'court'],
  ],
  entry: [
    ['Lauftreff', 'Running group', 'laufen'],
    ['Yoga im Park', 'Yoga in the park', 'yoga'],
    ['Feierabend-Fußball', 'After-work football', 'fussball'],
    ['Nordic-Walking-Gruppe', 'Nordic walking group', 'walking'],
    ['Tanzkurs', 'Dance class', 'tanzen'],
  ],
  club: [
    ['Turnerschaft', 'Gymnastics club', 'fitness'],
    ['Sportverein', 'Sports club', 'fussball'],
    ['Ruderclub', 'Rowing club', 'rudern'],
  ],
} as const;

export type OfferRow = {
  type: 'spot' | 'entry' | 'club' | 'place' | 'summerevent';
  slug: string;
  title: { de: string; en: string };
  description: { de: string; en: string };
  street: string;
  streetNumber: string;
  zipcode: string;
  city: string;
  latitude: number;
  longitude: number;
  categories: string[];
  spottype: string | null;
  freeOffer: boolean;
  barrierFree: boolean;
  targetgroup: string;
};

/** A realistic mix: mostly spots and group offers, some clubs and places, a few summer events. */
export function generateOffers(count: number, random: Random): OfferRow[] {
  return Array.from({ length: count }, (_, i) => {
    const anchor = random.pick(anchors);
    const roll = random.next();
    const type =
      roll < 0.45
        ? 'spot'
        : roll < 0.8
          ? 'entry'
          : roll < 0.9
            ? 'club'
            : roll < 0.96
              ? 'place'
              : 'summerevent';
    const pool =
      type === 'spot' ? kinds.spot : type === 'club' || type === 'place' ? kinds.club : kinds.entry;
    const kind = random.pick(pool as readonly (readonly string[])[]);
    const [de = '', en = '', category = 'fitness', spottype] = kind;
    const title = `${de} ${anchor.name}`;
    return {
      type,
      slug: `${slugify(title)}-${i + 1}`,
      title: { de: title, en: `${en} ${anchor.name}` },
      description: {
        de: `${de} in ${anchor.name}: offen für alle, die sich gern bewegen.`,
        en: `${en} in ${anchor.name}: open to everyone who likes to move.`,
      },
      street: random.pick(streets),
      streetNumber: String(random.int(1, 180)),
      zipcode: anchor.zip,
      city: 'Hamburg',
      latitude: round6(anchor.lat + (random.next() - 0.5) * 0.024),
      longitude: round6(anchor.lng + (random.next() - 0.5) * 0.04),
      categories: [category],
      spottype: type === 'spot' ? (spottype ?? 'court') : null,
      freeOffer: type === 'spot' || random.chance(0.6),
      barrierFree: random.chance(0.35),
      targetgroup: random.pick(['all', 'children', 'youth', 'adults', 'seniors']),
    };
  });
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
