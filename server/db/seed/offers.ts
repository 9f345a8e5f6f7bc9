import type { Random } from './random.ts';
import { slugify } from '../../../domain/shared/slug.ts';
import {
  addressAt,
  maxHouseNumber,
  neighbourhoods,
  streetLines,
  type Neighbourhood,
  type SeedAddress,
  type StreetLine,
} from './offer-places.ts';
import {
  clubWords,
  entryKinds,
  facilities,
  spotKinds,
  type SpotKind,
  type Text,
} from './offer-kinds.ts';
import { scheduleFor, targetGroupsFor } from './offer-schedules.ts';
import { summerProgramme } from './summer-programme.ts';
import type { SummerSeason } from '../../../domain/summer/summer.ts';

export type { SeedAddress } from './offer-places.ts';

/**
 * The demo city's offers: spots, group offers (entries), clubs with their locations
 * (places) and summer events, spread over the neighbourhoods of offer-places.ts.
 */

export type SeedClub = {
  slug: string;
  title: string;
  logo: string | null;
  approved: boolean;
  contactUrl: string | null;
};

/** The demo accounts that own offers (README): anna's spots and entries, ben's club. */
export type SeedOwner = 'anna' | 'ben_tsv' | 'sportamt';

export type SeedOffer = {
  type: 'spot' | 'entry' | 'club' | 'place' | 'summerevent';
  slug: string;
  title: Text;
  description: Text;
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
  targetgroup: string[];
  contactMail: boolean;
  contactUrl: string | null;
  entryLocation: 'new' | 'spot' | null;
  /** Index (in the generated list) of the spot an entry takes place at; spots come first. */
  spotIndex: number | null;
  repetition: 'none' | 'weekly' | 'monthly' | null;
  startDate: string | null;
  endDate: string | null;
  timeStart: string | null;
  timeEnd: string | null;
  weekdays: Partial<Record<string, { start: string; end: string }>> | null;
  monthlyMode: 'weekday' | 'date' | null;
  monthlyValue: string | null;
  organizer: string | null;
  organizerUrl: string | null;
  registrationUrl: string | null;
  locationName: string | null;
  repetitionType: 'weekly' | 'daily' | 'other' | null;
  dates: string[] | null;
  logoUrl: string | null;
  hideEndTime: boolean;
  isRegistration: boolean;
  owner: SeedOwner | null;
  clubSlug: string | null;
};

export type SeedCity = { clubs: SeedClub[]; offers: SeedOffer[]; addresses: SeedAddress[] };

/** The demo clubs of accounts.ts get a club offer each; ben's TSV Alstertal comes first. */
const knownClubs: { slug: string; title: string; hood: string; categories: string[] }[] = [
  {
    slug: 'tsv-alstertal',
    title: 'TSV Alstertal',
    hood: 'Poppenbüttel',
    categories: ['fussball', 'tennis', 'fitness'],
  },
  {
    slug: 'ruderclub-favorite-hammonia',
    title: 'Ruderclub Favorite Hammonia',
    hood: 'Uhlenhorst',
    categories: ['rudern'],
  },
];

/**
 * A realistic mix for `count` offers: about 45 % spots, 45 % entries (a quarter of them at
 * a spot), 5 % clubs with two places each; plus the summer programme's courses
 * (summer-programme.ts). Deterministic for a seed.
 */
export function generateOffers(
  count: number,
  random: Random,
  now: Date,
  summer: { count: number; seasons: readonly SummerSeason[] } = { count: 0, seasons: [] },
): SeedCity {
  const big = count >= 10;
  const clubCount = big ? Math.max(1, Math.round(count * 0.05)) : 0;
  const placeCount = big ? Math.max(1, Math.round(count * 0.1)) : 0;
  const rest = count - clubCount - placeCount;
  const spotCount = Math.round(rest / 2);
  const entryCount = rest - spotCount;

  const offers: SeedOffer[] = [];
  const addressKeys = new Map<string, SeedAddress>();
  const slugOf = (title: string) => `${slugify(title)}-${offers.length + 1}`;

  const locate = (line: StreetLine) => {
    const address = addressAt(line, random.int(1, maxHouseNumber));
    const key = `${address.street}|${address.streetNumber}|${address.zipcode}`;
    if (!addressKeys.has(key)) addressKeys.set(key, address);
    return address;
  };
  const lineIn = (hood?: Neighbourhood) =>
    hood
      ? random.pick(streetLines.filter((l) => l.hood === hood))
      : (random.pick(streetLines) as StreetLine);

  const base = (
    type: SeedOffer['type'],
    title: Text,
    description: Text,
    address: SeedAddress,
  ): SeedOffer => ({
    type,
    slug: slugOf(title.de),
    title,
    description,
    street: address.street,
    streetNumber: address.streetNumber,
    zipcode: address.zipcode,
    city: address.city,
    latitude: address.latitude,
    longitude: address.longitude,
    categories: [],
    spottype: null,
    freeOffer: false,
    barrierFree: random.chance(0.35),
    targetgroup: ['all'],
    contactMail: false,
    contactUrl: null,
    entryLocation: null,
    spotIndex: null,
    repetition: null,
    startDate: null,
    endDate: null,
    timeStart: null,
    timeEnd: null,
    weekdays: null,
    monthlyMode: null,
    monthlyValue: null,
    organizer: null,
    organizerUrl: null,
    registrationUrl: null,
    locationName: null,
    repetitionType: null,
    dates: null,
    logoUrl: null,
    hideEndTime: false,
    isRegistration: false,
    owner: null,
    clubSlug: null,
  });

  // Spots first: entries point back at them by index.
  const spotKindOf: SpotKind[] = [];
  for (let i = 0; i < spotCount; i++) {
    const kind = random.pick(spotKinds);
    const line = lineIn();
    const address = locate(line);
    const hood = line.hood.name;
    const spot = base(
      'spot',
      { de: `${kind.title.de} ${line.name}`, en: `${kind.title.en} ${line.name}` },
      {
        de: `${kind.about.de} Der Platz in ${hood} ist frei zugänglich und kostet nichts.`,
        en: `${kind.about.en} The spot in ${hood} is open to everyone and free of charge.`,
      },
      address,
    );
    // Spots sit in parks and squares near the address, not on the house front.
    spot.latitude = round6(address.latitude + (random.next() - 0.5) * 0.0008);
    spot.longitude = round6(address.longitude + (random.next() - 0.5) * 0.0012);
    spot.categories = [...kind.categories];
    spot.spottype = kind.spottype;
    spot.freeOffer = true;
    if (i < 3) spot.owner = 'anna';
    else if (kind.spottype === 'bewegungsinsel') {
      spot.owner = 'sportamt';
      spot.contactUrl = 'https://www.hamburg.de/bewegungsinseln';
    }
    offers.push(spot);
    spotKindOf.push(kind);
  }

  for (let i = 0; i < entryCount; i++) {
    const atSpot = spotCount > 0 && random.chance(0.25);
    const spotIndex = atSpot ? random.int(0, spotCount - 1) : null;
    const spot = spotIndex === null ? null : offers[spotIndex]!;
    const kind = spotIndex === null ? random.pick(entryKinds) : spotKindOf[spotIndex]!.group;
    const line = lineIn();
    const address = spot ? null : locate(line);
    const place = spot ? spot.street : line.hood.name;
    const title = {
      de: `${kind.title.de} ${spot ? 'am' : 'in'} ${spot ? spot.title.de : place}`,
      en: `${kind.title.en} ${spot ? 'at' : 'in'} ${spot ? spot.title.en : place}`,
    };
    const entry = base('entry', title, kind.about, address ?? addressAt(line, 1));
    if (spot) {
      entry.street = spot.street;
      entry.streetNumber = spot.streetNumber;
      entry.zipcode = spot.zipcode;
      entry.latitude = spot.latitude;
      entry.longitude = spot.longitude;
      entry.entryLocation = 'spot';
      entry.spotIndex = spotIndex;
    } else entry.entryLocation = 'new';
    entry.categories = [kind.category];
    entry.freeOffer = random.chance(0.7);
    entry.targetgroup = targetGroupsFor(kind, random);
    Object.assign(entry, scheduleFor(random, now));
    if (i < 4) {
      entry.owner = 'anna';
      entry.contactMail = i === 0;
    } else if (random.chance(0.05)) {
      entry.owner = 'sportamt';
      entry.contactUrl = 'https://www.hamburg.de/sport';
    }
    offers.push(entry);
  }

  // Clubs: the demo clubs first, then made-up ones; each has a home and one or more places.
  const clubs: SeedClub[] = [];
  const clubHomes: { slug: string; title: string; hood: Neighbourhood; categories: string[] }[] =
    [];
  for (let i = 0; i < clubCount; i++) {
    const known = knownClubs[i];
    if (known) {
      const hood = neighbourhoods.find((n) => n.name === known.hood)!;
      clubHomes.push({ ...known, hood });
      continue;
    }
    const hood = random.pick(neighbourhoods);
    const [word, ...categories] = random.pick(clubWords);
    const title = `${word} ${hood.name} von ${1880 + random.int(0, 120)}`;
    const slug = `${slugify(title)}-${i + 1}`;
    clubs.push({
      slug,
      title,
      logo: null,
      approved: random.chance(0.6),
      contactUrl: random.chance(0.7) ? `https://${slugify(word)}-${i + 1}.example` : null,
    });
    clubHomes.push({ slug, title, hood, categories: [...categories] });
  }
  for (const [i, home] of clubHomes.entries()) {
    const address = locate(lineIn(home.hood));
    const club = base(
      'club',
      { de: home.title, en: home.title },
      {
        de: `${home.title} ist ein Sportverein in ${home.hood.name}. Wir bieten Training für Kinder, Jugendliche und Erwachsene, vom Breitensport bis zum Wettkampf. Probetraining ist jederzeit möglich.`,
        en: `${home.title} is a sports club in ${home.hood.name}. We offer training for children, teenagers and adults, from recreational sport to competition. Trial sessions are always possible.`,
      },
      address,
    );
    club.categories = home.categories;
    club.clubSlug = home.slug;
    if (i === 0) club.owner = 'ben_tsv';
    offers.push(club);
  }
  for (let i = 0; i < placeCount && clubHomes.length > 0; i++) {
    // Round-robin: every club gets a place before any gets a second one.
    const home = clubHomes[i % clubHomes.length]!;
    const facility = facilities[Math.floor(i / clubHomes.length) % facilities.length]!;
    const address = locate(lineIn(home.hood));
    const place = base(
      'place',
      {
        de: `${home.title} – ${facility.de} ${address.street}`,
        en: `${home.title} – ${facility.en} ${address.street}`,
      },
      {
        de: `${facility.de} des Vereins ${home.title}. Training für Mitglieder nach Plan.`,
        en: `${facility.en} of ${home.title}. Training for members as scheduled.`,
      },
      address,
    );
    place.categories = home.categories.slice(0, random.int(1, home.categories.length));
    place.clubSlug = home.slug;
    if (i % clubHomes.length === 0) place.owner = 'ben_tsv';
    offers.push(place);
  }

  for (const course of summerProgramme(summer.count, summer.seasons, random, locate)) {
    const event = base('summerevent', course.title, course.description, course.address);
    event.categories = [course.category];
    event.freeOffer = true;
    event.startDate = course.startDate;
    event.endDate = course.endDate;
    event.timeStart = course.timeStart;
    event.timeEnd = course.timeEnd;
    event.weekdays = course.weekdays;
    event.repetition = course.repetitionType === 'other' ? 'none' : 'weekly';
    event.repetitionType = course.repetitionType;
    event.dates = course.dates;
    event.organizer = course.organizer.name;
    event.organizerUrl = `https://${slugify(course.organizer.name)}.example`;
    event.logoUrl = course.organizer.logo;
    event.registrationUrl = course.registrationUrl;
    event.isRegistration = course.isRegistration;
    event.hideEndTime = course.hideEndTime;
    event.locationName = course.locationName;
    offers.push(event);
  }

  // A few addresses per street beyond the offers', so every street can be found.
  for (const line of streetLines) {
    for (const n of [1, 2, 10, 25, 50]) {
      const address = addressAt(line, n);
      const key = `${address.street}|${address.streetNumber}|${address.zipcode}`;
      if (!addressKeys.has(key)) addressKeys.set(key, address);
    }
  }
  return { clubs, offers, addresses: [...addressKeys.values()] };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
