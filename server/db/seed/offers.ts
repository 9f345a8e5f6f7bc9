import { createRandom, type Random } from './random.ts';
import { slugify } from '../../../domain/shared/slug.ts';

/**
 * The demo city's offers: spots, group offers (entries), clubs with their locations
 * (places) and summer events, spread over Hamburg's neighbourhoods along made-up but
 * plausible streets. Every address lies on a street line, so offers at the same address
 * share coordinates and the geocoder's `addresses` table agrees with the map.
 */

type Neighbourhood = {
  name: string;
  /** The borough (Bezirk), as in the districts table. */
  district: string;
  lat: number;
  lng: number;
  zip: string;
  streets: string[];
};

const neighbourhoods: Neighbourhood[] = [
  {
    name: 'Altona',
    district: 'Altona',
    lat: 53.5503,
    lng: 9.9356,
    zip: '22765',
    streets: ['Max-Brauer-Allee', 'Große Bergstraße', 'Holstenstraße', 'Virchowstraße'],
  },
  {
    name: 'Ottensen',
    district: 'Altona',
    lat: 53.5536,
    lng: 9.9221,
    zip: '22763',
    streets: ['Bahrenfelder Straße', 'Friedensallee', 'Hohenzollernring', 'Am Felde'],
  },
  {
    name: 'Lurup',
    district: 'Altona',
    lat: 53.5943,
    lng: 9.8751,
    zip: '22547',
    streets: ['Luruper Hauptstraße', 'Elbgaustraße', 'Fahrenort', 'Böverstland'],
  },
  {
    name: 'Eimsbüttel',
    district: 'Eimsbüttel',
    lat: 53.5751,
    lng: 9.9542,
    zip: '20259',
    streets: ['Osterstraße', 'Fruchtallee', 'Heußweg', 'Eppendorfer Weg'],
  },
  {
    name: 'Niendorf',
    district: 'Eimsbüttel',
    lat: 53.6265,
    lng: 9.9515,
    zip: '22455',
    streets: ['Tibarg', 'Niendorfer Marktplatz', 'Paul-Sorge-Straße', 'Sachsenweg'],
  },
  {
    name: 'Winterhude',
    district: 'Hamburg-Nord',
    lat: 53.5926,
    lng: 10.0053,
    zip: '22299',
    streets: ['Mühlenkamp', 'Jarrestraße', 'Barmbeker Straße', 'Hudtwalckerstraße'],
  },
  {
    name: 'Uhlenhorst',
    district: 'Hamburg-Nord',
    lat: 53.5735,
    lng: 10.0155,
    zip: '22085',
    streets: ['Schöne Aussicht', 'Hofweg', 'Papenhuder Straße', 'Hofweg-Brücke'],
  },
  {
    name: 'Barmbek',
    district: 'Hamburg-Nord',
    lat: 53.5853,
    lng: 10.0442,
    zip: '22305',
    streets: ['Fuhlsbüttler Straße', 'Hellbrookstraße', 'Bramfelder Straße', 'Wiesendamm'],
  },
  {
    name: 'Langenhorn',
    district: 'Hamburg-Nord',
    lat: 53.6548,
    lng: 10.0003,
    zip: '22415',
    streets: ['Langenhorner Chaussee', 'Tangstedter Landstraße', 'Krohnstieg', 'Foorthkamp'],
  },
  {
    name: 'Wandsbek',
    district: 'Wandsbek',
    lat: 53.5733,
    lng: 10.0793,
    zip: '22041',
    streets: ['Wandsbeker Marktstraße', 'Schloßstraße', 'Ahrensburger Straße', 'Walddörferstraße'],
  },
  {
    name: 'Bramfeld',
    district: 'Wandsbek',
    lat: 53.6148,
    lng: 10.0745,
    zip: '22179',
    streets: ['Bramfelder Chaussee', 'Herthastraße', 'Fabriciusstraße', 'Steilshooper Allee'],
  },
  {
    name: 'Rahlstedt',
    district: 'Wandsbek',
    lat: 53.6011,
    lng: 10.1551,
    zip: '22143',
    streets: ['Rahlstedter Straße', 'Schweriner Straße', 'Boizenburger Weg', 'Bargteheider Straße'],
  },
  {
    name: 'Poppenbüttel',
    district: 'Wandsbek',
    lat: 53.6585,
    lng: 10.0815,
    zip: '22399',
    streets: ['Poppenbüttler Hauptstraße', 'Harksheider Straße', 'Kritenbarg', 'Saseler Damm'],
  },
  {
    name: 'St. Georg',
    district: 'Hamburg-Mitte',
    lat: 53.5552,
    lng: 10.0133,
    zip: '20099',
    streets: ['Lange Reihe', 'Koppel', 'Steindamm', 'An der Alster'],
  },
  {
    name: 'HafenCity',
    district: 'Hamburg-Mitte',
    lat: 53.5413,
    lng: 9.9977,
    zip: '20457',
    streets: ['Am Sandtorkai', 'Überseeallee', 'Shanghaiallee', 'Baakenallee'],
  },
  {
    name: 'Wilhelmsburg',
    district: 'Hamburg-Mitte',
    lat: 53.4985,
    lng: 10.0063,
    zip: '21107',
    streets: ['Veringstraße', 'Georg-Wilhelm-Straße', 'Vogelhüttendeich', 'Neuenfelder Straße'],
  },
  {
    name: 'Bergedorf',
    district: 'Bergedorf',
    lat: 53.4869,
    lng: 10.2159,
    zip: '21029',
    streets: ['Alte Holstenstraße', 'Sachsentor', 'Wentorfer Straße', 'Am Schleusengraben'],
  },
  {
    name: 'Harburg',
    district: 'Harburg',
    lat: 53.4609,
    lng: 9.9839,
    zip: '21073',
    streets: ['Lüneburger Straße', 'Harburger Ring', 'Schwarzenbergstraße', 'Eißendorfer Straße'],
  },
];

const maxHouseNumber = 160;

/** Each street is a straight line through its neighbourhood; house n sits n steps along it. */
type StreetLine = { hood: Neighbourhood; name: string; lat: number; lng: number; angle: number };
const streetLines: StreetLine[] = (() => {
  // A fixed layout, independent of the seed option: addresses stay put between seeds.
  const layout = createRandom(7);
  return neighbourhoods.flatMap((hood) =>
    hood.streets.map((name) => ({
      hood,
      name,
      lat: hood.lat + (layout.next() - 0.5) * 0.012,
      lng: hood.lng + (layout.next() - 0.5) * 0.02,
      angle: layout.next() * Math.PI,
    })),
  );
})();

export type SeedAddress = {
  street: string;
  streetNumber: string;
  zipcode: string;
  city: string;
  district: string;
  latitude: number;
  longitude: number;
  search: string;
};

function addressAt(line: StreetLine, n: number): SeedAddress {
  // About 9 m per house number, centred on the line's midpoint; longitude degrees are
  // shorter up here, hence the stretch.
  const along = (n - maxHouseNumber / 2) * 0.00008;
  const latitude = round6(line.lat + Math.sin(line.angle) * along);
  const longitude = round6(line.lng + (Math.cos(line.angle) * along) / 0.6);
  const number = String(n);
  return {
    street: line.name,
    streetNumber: number,
    zipcode: line.hood.zip,
    city: 'Hamburg',
    district: line.hood.district,
    latitude,
    longitude,
    search: `${line.name} ${number}, ${line.hood.zip} Hamburg`.toLowerCase(),
  };
}

type Text = { de: string; en: string };

type SpotKind = {
  title: Text;
  categories: string[];
  spottype: string;
  about: Text;
  /** The group that meets at such a spot. */
  group: EntryKind;
};

type EntryKind = { title: Text; category: string; about: Text; groups?: string[] };

const entryKinds: EntryKind[] = [
  {
    title: { de: 'Lauftreff', en: 'Running group' },
    category: 'laufen',
    about: {
      de: 'Wir laufen gemeinsam in zwei Tempogruppen eine Runde von fünf bis acht Kilometern. Einsteigerinnen und Einsteiger sind willkommen, niemand wird zurückgelassen.',
      en: 'We run together in two pace groups, a loop of five to eight kilometres. Beginners are welcome and nobody gets left behind.',
    },
  },
  {
    title: { de: 'Yoga im Park', en: 'Yoga in the park' },
    category: 'yoga',
    about: {
      de: 'Sanftes Hatha-Yoga unter freiem Himmel. Bring eine Matte oder ein großes Handtuch mit; bei Regen weichen wir unter das Vordach aus.',
      en: 'Gentle hatha yoga in the open air. Bring a mat or a large towel; when it rains we move under the canopy.',
    },
  },
  {
    title: { de: 'Feierabend-Fußball', en: 'After-work football' },
    category: 'fussball',
    about: {
      de: 'Lockeres Kicken nach der Arbeit, gemischte Teams, ohne Vereinsbindung. Wer zuerst da ist, baut die Tore auf.',
      en: 'Casual football after work, mixed teams, no club needed. Whoever arrives first sets up the goals.',
    },
  },
  {
    title: { de: 'Nordic-Walking-Gruppe', en: 'Nordic walking group' },
    category: 'walking',
    about: {
      de: 'Zügiges Gehen mit Stöcken durch die Grünanlagen des Viertels. Leihstöcke sind vorhanden, eine kurze Technikeinführung gibt es beim ersten Mal.',
      en: 'Brisk walking with poles through the green spaces of the neighbourhood. Poles can be borrowed, and first-timers get a short technique introduction.',
    },
    groups: ['adults', 'seniors'],
  },
  {
    title: { de: 'Tanzgruppe', en: 'Dance group' },
    category: 'tanzen',
    about: {
      de: 'Vom Line Dance bis Salsa: Wir üben einfache Choreografien zu guter Musik. Du brauchst keine Vorkenntnisse und keinen Tanzpartner.',
      en: 'From line dance to salsa: we practise simple choreographies to good music. You need no experience and no partner.',
    },
  },
];

const spotKinds: SpotKind[] = [
  {
    title: { de: 'Basketballplatz', en: 'Basketball court' },
    categories: ['basketball'],
    spottype: 'court',
    about: {
      de: 'Zwei Körbe auf Asphalt, Linien frisch markiert, abends beleuchtet.',
      en: 'Two hoops on asphalt, freshly marked lines, floodlit in the evening.',
    },
    group: {
      title: { de: 'Streetball-Treff', en: 'Streetball meetup' },
      category: 'basketball',
      about: {
        de: 'Drei gegen drei auf einen Korb, Teams werden vor Ort gemischt. Bälle bringen wir mit.',
        en: 'Three on three on one hoop, teams are mixed on the spot. We bring the balls.',
      },
      groups: ['youths', 'adults'],
    },
  },
  {
    title: { de: 'Parkfitness-Station', en: 'Park fitness station' },
    categories: ['fitness'],
    spottype: 'park-fitness',
    about: {
      de: 'Klimmzugstangen, Barren und Bänke mit Übungstafeln für Kraft und Beweglichkeit.',
      en: 'Pull-up bars, parallel bars and benches with exercise boards for strength and mobility.',
    },
    group: {
      title: { de: 'Outdoor-Fitness', en: 'Outdoor fitness' },
      category: 'fitness',
      about: {
        de: 'Zirkeltraining an den Geräten mit dem eigenen Körpergewicht, für jedes Level anpassbar.',
        en: 'Circuit training on the equipment with your own body weight, adaptable to every level.',
      },
    },
  },
  {
    title: { de: 'Skateanlage', en: 'Skate park' },
    categories: ['skaten'],
    spottype: 'skatepark',
    about: {
      de: 'Bowl, Rails und Curbs aus Beton für Skateboard, BMX und Scooter.',
      en: 'A concrete bowl, rails and curbs for skateboards, BMX and scooters.',
    },
    group: {
      title: { de: 'Skate-Treff', en: 'Skate meetup' },
      category: 'skaten',
      about: {
        de: 'Gemeinsam üben, Tricks zeigen, Anfängerinnen und Anfängern helfen. Helm wird empfohlen.',
        en: 'Practise together, show tricks, help beginners. A helmet is recommended.',
      },
      groups: ['kids', 'youths'],
    },
  },
  {
    title: { de: 'Tischtennisplatte', en: 'Table tennis table' },
    categories: ['tischtennis'],
    spottype: 'table-tennis',
    about: {
      de: 'Wetterfeste Betonplatte mit Stahlnetz; Schläger und Bälle bitte selbst mitbringen.',
      en: 'A weatherproof concrete table with a steel net; bring your own bats and balls.',
    },
    group: {
      title: { de: 'Tischtennis-Runde', en: 'Table tennis round' },
      category: 'tischtennis',
      about: {
        de: 'Rundlauf und Doppel für alle, die Spaß am schnellen Ball haben.',
        en: 'Round the table and doubles for everyone who enjoys a fast ball.',
      },
    },
  },
  {
    title: { de: 'Bewegungsinsel', en: 'Activity island' },
    categories: ['bewegungsinsel', 'fitness'],
    spottype: 'bewegungsinsel',
    about: {
      de: 'Eine der Bewegungsinseln der Stadt: Geräte für Gleichgewicht, Kraft und Koordination in jedem Alter.',
      en: 'One of the city’s activity islands: equipment for balance, strength and coordination at any age.',
    },
    group: {
      title: { de: 'Bewegung 60 plus', en: 'Exercise 60 plus' },
      category: 'fitness',
      about: {
        de: 'Angeleitete Übungen für Gleichgewicht und Kraft, ruhig und gesellig.',
        en: 'Guided exercises for balance and strength, calm and sociable.',
      },
      groups: ['seniors'],
    },
  },
  {
    title: { de: 'Boulebahn', en: 'Boules court' },
    categories: ['boules'],
    spottype: 'boules',
    about: {
      de: 'Eine Bahn aus feinem Kies unter Bäumen, Platz für vier Partien zugleich.',
      en: 'A fine-gravel court under trees, room for four games at once.',
    },
    group: {
      title: { de: 'Boule-Runde', en: 'Boules round' },
      category: 'boules',
      about: {
        de: 'Wir spielen Pétanque, Kugeln zum Ausleihen sind dabei. Neue Mitspielende sind jederzeit willkommen.',
        en: 'We play pétanque and have boules to lend. New players are always welcome.',
      },
      groups: ['adults', 'seniors'],
    },
  },
];

const clubWords = [
  ['Turnerschaft', 'fitness', 'tanzen'],
  ['Sportverein', 'fussball', 'tischtennis'],
  ['Ruderclub', 'rudern'],
  ['Tennisclub', 'tennis'],
  ['Turn- und Sportverein', 'fussball', 'volleyball', 'fitness'],
  ['Schwimmverein', 'schwimmen'],
  ['Kletterverein', 'klettern'],
  ['Kampfsportverein', 'kampfsport', 'fitness'],
] as const;

const facilities: Text[] = [
  { de: 'Sporthalle', en: 'Sports hall' },
  { de: 'Sportplatz', en: 'Sports ground' },
  { de: 'Vereinsheim', en: 'Clubhouse' },
  { de: 'Gymnastikraum', en: 'Gym room' },
];

const summerKinds: { title: Text; category: string; organizer: string; location: string }[] = [
  {
    title: { de: 'Kanu-Schnupperkurs', en: 'Canoe taster course' },
    category: 'rudern',
    organizer: 'Kanu-Gemeinschaft an der Alster',
    location: 'Bootssteg',
  },
  {
    title: { de: 'Yoga am Wasser', en: 'Yoga by the water' },
    category: 'yoga',
    organizer: 'Yoga für alle e. V.',
    location: 'Uferwiese',
  },
  {
    title: { de: 'Kletterwoche für Kinder', en: 'Climbing week for kids' },
    category: 'klettern',
    organizer: 'Kletterhalle Hamburg',
    location: 'Kletterwand',
  },
  {
    title: { de: 'Schwimmkurs im Freibad', en: 'Swimming course at the lido' },
    category: 'schwimmen',
    organizer: 'Bäderland Sommerprogramm',
    location: 'Freibad',
  },
  {
    title: { de: 'Tanz im Park', en: 'Dance in the park' },
    category: 'tanzen',
    organizer: 'Tanzschule im Viertel',
    location: 'Parkbühne',
  },
];

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

const weekdayNames = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/**
 * A realistic mix for `count` offers: about 40 % spots, 40 % entries (a quarter of them at
 * a spot), 5 % clubs with two places each and 4 % summer events. Deterministic for a seed.
 */
export function generateOffers(count: number, random: Random, now: Date): SeedCity {
  const big = count >= 10;
  const clubCount = big ? Math.max(1, Math.round(count * 0.05)) : 0;
  const placeCount = big ? Math.max(1, Math.round(count * 0.1)) : 0;
  const summerCount = big ? Math.max(1, Math.round(count * 0.04)) : 0;
  const rest = count - clubCount - placeCount - summerCount;
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

  for (let i = 0; i < summerCount; i++) {
    const kind = random.pick(summerKinds);
    const line = lineIn();
    const address = locate(line);
    const event = base(
      'summerevent',
      {
        de: `${kind.title.de} in ${line.hood.name}`,
        en: `${kind.title.en} in ${line.hood.name}`,
      },
      {
        de: `Im Active City Summer: ${kind.title.de} in ${line.hood.name}. Die Teilnahme ist kostenlos, die Plätze sind begrenzt.`,
        en: `Part of the Active City Summer: ${kind.title.en} in ${line.hood.name}. Taking part is free; places are limited.`,
      },
      address,
    );
    // The summer calendar runs from 1 July to 30 September 2025 (spec/offers.md §9).
    const start = new Date(Date.UTC(2025, 6, 1) + random.int(0, 84) * 86400000);
    const weekly = random.chance(0.5);
    const seasonEnd = Date.UTC(2025, 8, 30);
    const end = new Date(
      Math.min(seasonEnd, start.getTime() + (weekly ? random.int(2, 6) * 7 : 0) * 86400000),
    );
    const hour = random.pick([9, 10, 14, 16, 17, 18]);
    event.categories = [kind.category];
    event.freeOffer = true;
    event.repetition = weekly ? 'weekly' : 'none';
    event.startDate = isoDate(start);
    event.endDate = isoDate(end);
    event.timeStart = hhmm(hour, 0);
    event.timeEnd = hhmm(hour + 2, 0);
    if (weekly)
      event.weekdays = {
        [weekdayNames[(start.getUTCDay() + 6) % 7]!]: {
          start: event.timeStart,
          end: event.timeEnd,
        },
      };
    event.organizer = kind.organizer;
    event.organizerUrl = `https://${slugify(kind.organizer)}.example`;
    event.registrationUrl = `https://${slugify(kind.organizer)}.example/anmeldung`;
    event.locationName = `${kind.location} ${line.hood.name}`;
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

function targetGroupsFor(kind: EntryKind, random: Random): string[] {
  if (kind.groups && random.chance(0.7)) return [...kind.groups];
  if (random.chance(0.5)) return ['all'];
  return random.sample(['kids', 'youths', 'adults', 'seniors'], random.int(1, 2));
}

type ScheduleFields = Pick<
  SeedOffer,
  | 'repetition'
  | 'startDate'
  | 'endDate'
  | 'timeStart'
  | 'timeEnd'
  | 'weekdays'
  | 'monthlyMode'
  | 'monthlyValue'
>;

/** Mostly weekly on one or two days, some monthly, some once (spec/offers.md §3 Entry). */
function scheduleFor(random: Random, now: Date): ScheduleFields {
  const hour = random.pick([7, 9, 10, 17, 18, 19]);
  const minute = random.pick([0, 30]);
  const length = random.pick([60, 90]);
  const timeStart = hhmm(hour, minute);
  const timeEnd = hhmm(hour + Math.floor((minute + length) / 60), (minute + length) % 60);
  const none = {
    startDate: null,
    endDate: null,
    timeStart: null,
    timeEnd: null,
    weekdays: null,
    monthlyMode: null,
    monthlyValue: null,
  };
  const roll = random.next();
  if (roll < 0.7) {
    const days = random.sample(weekdayNames, random.chance(0.6) ? 1 : 2);
    const weekdays: Record<string, { start: string; end: string }> = {};
    for (const day of weekdayNames) {
      if (days.includes(day)) weekdays[day] = { start: timeStart, end: timeEnd };
    }
    return { ...none, repetition: 'weekly', weekdays };
  }
  if (roll < 0.85) {
    const byWeekday = random.chance(0.6);
    return {
      ...none,
      repetition: 'monthly',
      timeStart,
      timeEnd,
      monthlyMode: byWeekday ? 'weekday' : 'date',
      monthlyValue: byWeekday ? `${random.int(1, 4)}|${random.int(1, 7)}` : `${random.int(1, 28)}.`,
    };
  }
  const start = new Date(now.getTime() + random.int(3, 90) * 86400000);
  const end = new Date(start.getTime() + random.int(0, 2) * 86400000);
  return {
    ...none,
    repetition: 'none',
    startDate: isoDate(start),
    endDate: isoDate(end),
    timeStart,
    timeEnd,
  };
}

const hhmm = (h: number, m: number) =>
  `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
