/** What the demo city's offers are: kinds of spots, group offers, clubs and summer events. */

export type Text = { de: string; en: string };

export type SpotKind = {
  title: Text;
  categories: string[];
  spottype: string;
  about: Text;
  /** The group that meets at such a spot. */
  group: EntryKind;
};

export type EntryKind = { title: Text; category: string; about: Text; groups?: string[] };

export const entryKinds: EntryKind[] = [
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

export const spotKinds: SpotKind[] = [
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

export const clubWords = [
  ['Turnerschaft', 'fitness', 'tanzen'],
  ['Sportverein', 'fussball', 'tischtennis'],
  ['Ruderclub', 'rudern'],
  ['Tennisclub', 'tennis'],
  ['Turn- und Sportverein', 'fussball', 'volleyball', 'fitness'],
  ['Schwimmverein', 'schwimmen'],
  ['Kletterverein', 'klettern'],
  ['Kampfsportverein', 'kampfsport', 'fitness'],
] as const;

export const facilities: Text[] = [
  { de: 'Sporthalle', en: 'Sports hall' },
  { de: 'Sportplatz', en: 'Sports ground' },
  { de: 'Vereinsheim', en: 'Clubhouse' },
  { de: 'Gymnastikraum', en: 'Gym room' },
];
