import { list, md, sections, type Section } from './build.ts';

// Active City Arena: the demo's mobile sports court on tour through Hamburg's boroughs.

const de: Section[] = [
  {
    title: 'Was die Arena ist',
    copy: md(
      'Die Active City Arena ist ein mobiles Spielfeld mit Banden, Toren, Basketballkörben und einem Volleyballnetz. Sie steht jeweils eine Woche lang auf einem Platz in einem Bezirk und lädt alle aus der Nachbarschaft zum Spielen ein.',
      'Vormittags nutzen Schulen und Kitas die Arena, nachmittags und abends ist sie für alle offen. Trainerinnen und Trainer aus Hamburger Vereinen leiten Spiele an, verleihen Bälle und organisieren kleine Turniere.',
    ),
  },
  {
    title: 'Tourplan 2026',
    copy: list(
      '**4. bis 10. Mai:** Harburg, Rathausplatz',
      '**18. bis 24. Mai:** Bergedorf, Frascatiplatz',
      '**1. bis 7. Juni:** Wandsbek, Wandsbeker Marktplatz',
      '**15. bis 21. Juni:** Hamburg-Nord, Barmbeker Museumsplatz',
      '**6. bis 12. Juli:** Eimsbüttel, Sportplatz Hagenbeckstraße',
      '**20. bis 26. Juli:** Altona, Platz der Republik',
      '**10. bis 16. August:** Hamburg-Mitte, Spielbudenplatz',
    ),
  },
  {
    title: 'Öffnungszeiten und Angebote',
    copy: md(
      list(
        '**Montag bis Freitag:** 9 bis 13 Uhr für Schulen und Kitas, 14 bis 20 Uhr offenes Spiel',
        '**Samstag und Sonntag:** 11 bis 19 Uhr offenes Spiel und Turniere',
        '**Sportarten:** Straßenfußball, 3x3-Basketball, Volleyball, Hockey und Rollstuhlbasketball',
      ),
      'Am Samstag jeder Tourwoche gibt es ein Nachbarschaftsturnier. Teams aus vier bis sechs Personen melden sich vor Ort bis 11 Uhr an; gespielt wird gemischt und ohne Schiedsrichter, nach den Regeln des Fair Play.',
    ),
  },
  {
    title: 'Für Schulen und Kitas',
    copy: 'Schulklassen und Kita-Gruppen buchen einen Vormittag in der Arena kostenlos. Schreib uns über die [Kontaktseite](/meta/kontakt), in welcher Tourwoche ihr kommen möchtet und wie viele Kinder dabei sind. Bälle und Leibchen sind vorhanden; die Kinder brauchen nur Sportschuhe und etwas zu trinken.',
  },
  {
    title: 'Gut zu wissen',
    copy: 'Die Arena ist stufenlos zugänglich und hat einen rollstuhlgerechten Boden. Bei Regen bleibt sie geöffnet, bei Gewitter unterbrechen wir das Spiel. Die Teilnahme ist immer kostenlos. Alle Termine und Orte sind Beispielangaben des Demo-Portals.',
  },
];

const en: Section[] = [
  {
    title: 'What the arena is',
    copy: md(
      'The Active City Arena is a mobile court with boards, goals, basketball hoops and a volleyball net. It stays for one week on a square in each borough and invites everyone in the neighbourhood to play.',
      'In the mornings schools and nurseries use the arena; in the afternoons and evenings it is open to all. Coaches from Hamburg clubs lead games, lend out balls and organise small tournaments.',
    ),
  },
  {
    title: 'Tour schedule 2026',
    copy: list(
      '**4 to 10 May:** Harburg, Rathausplatz',
      '**18 to 24 May:** Bergedorf, Frascatiplatz',
      '**1 to 7 June:** Wandsbek, Wandsbeker Marktplatz',
      '**15 to 21 June:** Hamburg-Nord, Barmbeker Museumsplatz',
      '**6 to 12 July:** Eimsbüttel, Hagenbeckstraße sports ground',
      '**20 to 26 July:** Altona, Platz der Republik',
      '**10 to 16 August:** Hamburg-Mitte, Spielbudenplatz',
    ),
  },
  {
    title: 'Opening hours and activities',
    copy: md(
      list(
        '**Monday to Friday:** 9 am to 1 pm for schools and nurseries, 2 pm to 8 pm open play',
        '**Saturday and Sunday:** 11 am to 7 pm open play and tournaments',
        '**Sports:** street football, 3x3 basketball, volleyball, hockey and wheelchair basketball',
      ),
      'On the Saturday of every tour week there is a neighbourhood tournament. Teams of four to six people sign up on site by 11 am; teams play mixed and without a referee, by the rules of fair play.',
    ),
  },
  {
    title: 'For schools and nurseries',
    copy: 'School classes and nursery groups can book a morning at the arena free of charge. Write to us through the [contact page](/meta/kontakt) saying which tour week you would like to come and how many children will be there. Balls and bibs are provided; the children only need trainers and something to drink.',
  },
  {
    title: 'Good to know',
    copy: 'The arena has step-free access and a wheelchair-friendly surface. It stays open in the rain; during thunderstorms we pause play. Taking part is always free. All dates and places are sample details of the demo portal.',
  },
];

export const cityArena = sections(de, en);
