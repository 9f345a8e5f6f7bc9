/** Editorial pages of the demo city: fixed pages, meta pages, and pages with navigation labels. */
type PageSeed = {
  slug: string;
  title: [string, string];
  navi?: [string, string];
  intro: [string, string];
};

export const demoPages: PageSeed[] = [
  {
    slug: 'active-city-summer',
    title: ['Active City Summer', 'Active City Summer'],
    navi: ['Active City Summer', 'Active City Summer'],
    intro: [
      'Kostenlose Sportkurse im ganzen Stadtgebiet, jeden Sommer.',
      'Free sports classes all over the city, every summer.',
    ],
  },
  {
    slug: 'active-city-day',
    title: ['Active City Day', 'Active City Day'],
    navi: ['Active City Day', 'Active City Day'],
    intro: [
      'Ein Tag, an dem ganz Hamburg Sport ausprobiert.',
      'One day when all of Hamburg tries out sport.',
    ],
  },
  {
    slug: 'active-city-festival',
    title: ['Active City Festival', 'Active City Festival'],
    navi: ['Active City Festival', 'Active City Festival'],
    intro: [
      'Musik, Mitmachsport und Vereine an einem Wochenende.',
      'Music, join-in sport and clubs on one weekend.',
    ],
  },
  {
    slug: 'active-city-arena',
    title: ['Active City Arena', 'Active City Arena'],
    navi: ['Active City Arena', 'Active City Arena'],
    intro: [
      'Die mobile Sportarena tourt durch die Bezirke.',
      'The mobile sports arena tours the boroughs.',
    ],
  },
  {
    slug: 'sport-im-park',
    title: ['Sport im Park', 'Sport in the park'],
    navi: ['Sport im Park', 'Sport in the park'],
    intro: [
      'Draußen trainieren, kostenlos und ohne Anmeldung.',
      'Train outdoors, free of charge and without registration.',
    ],
  },
  {
    slug: 'schwimmen-lernen',
    title: ['Schwimmen lernen', 'Learn to swim'],
    navi: ['Schwimmen lernen', 'Learn to swim'],
    intro: [
      'Kurse für Kinder und Erwachsene in den Hamburger Bädern.',
      'Classes for children and adults in Hamburg’s pools.',
    ],
  },
  {
    slug: 'inklusiver-sport',
    title: ['Inklusiver Sport', 'Inclusive sport'],
    navi: ['Inklusiver Sport', 'Inclusive sport'],
    intro: [
      'Angebote für Menschen mit und ohne Behinderung.',
      'Offers for people with and without disabilities.',
    ],
  },
  {
    slug: 'aktiv-im-alter',
    title: ['Aktiv im Alter', 'Active in later life'],
    navi: ['Aktiv im Alter', 'Active in later life'],
    intro: ['Bewegung hält fit – in jedem Alter.', 'Exercise keeps you fit – at any age.'],
  },
  {
    slug: 'kinder-und-jugend',
    title: ['Kinder und Jugend', 'Children and youth'],
    navi: ['Kinder und Jugend', 'Children and youth'],
    intro: ['Sport für junge Hamburgerinnen und Hamburger.', 'Sport for young people in Hamburg.'],
  },
  {
    slug: 'bewegungsinseln',
    title: ['Bewegungsinseln', 'Activity islands'],
    navi: ['Bewegungsinseln', 'Activity islands'],
    intro: [
      'Frei zugängliche Trainingsgeräte in deinem Quartier.',
      'Freely accessible training equipment in your neighbourhood.',
    ],
  },
  {
    slug: 'laufen-in-hamburg',
    title: ['Laufen in Hamburg', 'Running in Hamburg'],
    navi: ['Laufen in Hamburg', 'Running in Hamburg'],
    intro: [
      'Strecken, Lauftreffs und Events rund um Alster und Elbe.',
      'Routes, running groups and events around the Alster and the Elbe.',
    ],
  },
  {
    slug: 'radfahren',
    title: ['Radfahren', 'Cycling'],
    navi: ['Radfahren', 'Cycling'],
    intro: ['Mit dem Rad durch die grüne Stadt.', 'Through the green city by bike.'],
  },
  {
    slug: 'ehrenamt-im-sport',
    title: ['Ehrenamt im Sport', 'Volunteering in sport'],
    navi: ['Ehrenamt im Sport', 'Volunteering in sport'],
    intro: [
      'Ohne Ehrenamt kein Vereinssport: mach mit.',
      'No club sport without volunteers: join in.',
    ],
  },
  {
    slug: 'sportstaetten',
    title: ['Sportstätten', 'Sports facilities'],
    navi: ['Sportstätten', 'Sports facilities'],
    intro: ['Hallen, Plätze und Bäder der Stadt.', 'The city’s halls, pitches and pools.'],
  },
  {
    // The target of the /olympia campaign link.
    slug: 'olympiabewerbung',
    title: ['Hamburgs Olympiabewerbung', 'Hamburg’s Olympic bid'],
    intro: [
      'Hamburg prüft eine Bewerbung um Olympische und Paralympische Spiele: was geplant ist und wie du mitreden kannst.',
      'Hamburg is considering a bid for the Olympic and Paralympic Games: what is planned and how you can have your say.',
    ],
  },
  {
    slug: 'active-spotter-teilnahmebedingungen',
    title: ['Teilnahmebedingungen Active Spotter', 'Active Spotter participation conditions'],
    intro: [
      'Die Bedingungen für die Teilnahme an der Active-Spotter-Aktion.',
      'The conditions for taking part in the Active Spotter campaign.',
    ],
  },
  {
    slug: 'erklaerung-zur-barrierefreiheit',
    title: ['Erklärung zur Barrierefreiheit', 'Accessibility statement'],
    intro: [
      'Wir möchten, dass alle dieses Portal nutzen können.',
      'We want everyone to be able to use this portal.',
    ],
  },
  {
    slug: 'uefa-euro-2024',
    title: ['UEFA EURO 2024 in Hamburg', 'UEFA EURO 2024 in Hamburg'],
    intro: [
      'Alle Spiele und Public-Viewing-Termine im Überblick.',
      'All matches and public viewings at a glance.',
    ],
  },
  {
    slug: 'einfache-sprache',
    title: ['Einfache Sprache', 'Easy language'],
    intro: [
      'Hier erklären wir das Portal in einfacher Sprache.',
      'Here we explain the portal in easy language.',
    ],
  },
  {
    slug: 'impressum',
    title: ['Impressum', 'Imprint'],
    intro: ['Angaben gemäß § 5 DDG.', 'Information according to § 5 DDG.'],
  },
  {
    slug: 'datenschutz',
    title: ['Datenschutz', 'Privacy'],
    intro: ['Wie wir mit deinen Daten umgehen.', 'How we handle your data.'],
  },
  {
    slug: 'nutzungsbedingungen',
    title: ['Nutzungsbedingungen', 'Terms of use'],
    intro: ['Regeln für die Nutzung des Portals.', 'Rules for using the portal.'],
  },
  {
    slug: 'kontakt',
    title: ['Kontakt', 'Contact'],
    intro: ['So erreichst du uns.', 'How to reach us.'],
  },
  {
    slug: 'faq',
    title: ['Häufige Fragen', 'Frequently asked questions'],
    intro: ['Antworten auf die häufigsten Fragen.', 'Answers to the most common questions.'],
  },
];
