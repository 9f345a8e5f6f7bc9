import { createRandom } from './random.ts';

/**
 * Where the demo city's offers live: Hamburg neighbourhoods with made-up but plausible
 * streets. Every address lies on a street line, so offers at the same address share
 * coordinates and the geocoder's `addresses` table agrees with the map.
 */

export type Neighbourhood = {
  name: string;
  /** The borough (Bezirk), as in the districts table. */
  district: string;
  lat: number;
  lng: number;
  zip: string;
  streets: string[];
};

export const neighbourhoods: Neighbourhood[] = [
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

export const maxHouseNumber = 160;

/** Each street is a straight line through its neighbourhood; house n sits n steps along it. */
export type StreetLine = {
  hood: Neighbourhood;
  name: string;
  lat: number;
  lng: number;
  angle: number;
};
export const streetLines: StreetLine[] = (() => {
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

export function addressAt(line: StreetLine, n: number): SeedAddress {
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

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
