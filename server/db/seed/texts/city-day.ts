import { list, md, sections, type Section } from './build.ts';

// Active City Day: the demo's one-day sports fair in the city centre.

const de: Section[] = [
  {
    title: 'Worum es geht',
    copy: md(
      'Am Active City Day verwandeln sich Rathausmarkt und Jungfernstieg in einen großen Sportplatz. Mehr als 60 Hamburger Vereine und Initiativen zeigen, was sie anbieten, und laden zum Mitmachen ein: vom Klettern am mobilen Turm über Rollstuhlbasketball bis zum Stand-up-Paddling auf der Binnenalster.',
      'Du brauchst keine Anmeldung und keine Vorkenntnisse. Probier aus, was dich interessiert, sprich mit Trainerinnen und Trainern und nimm dir einen Schnuppertermin bei einem Verein in deiner Nähe mit.',
    ),
  },
  {
    title: 'Wann und wo',
    copy: list(
      '**Datum:** Samstag, 13. Juni 2026',
      '**Uhrzeit:** 11 bis 18 Uhr',
      '**Ort:** Rathausmarkt, Jungfernstieg und Anleger Jungfernstieg, 20095 Hamburg',
      '**Eintritt:** frei',
      '**Anreise:** U-Bahn und S-Bahn bis Jungfernstieg oder U3 bis Rathaus',
    ),
  },
  {
    title: 'Programm',
    copy: md(
      list(
        '**Mitmach-Meile:** über 40 Sportarten zum Ausprobieren, von Fechten bis Tischtennis',
        '**Inklusionsfeld:** Rollstuhlbasketball, Blindenfußball und Sitzvolleyball mit Hamburger Teams',
        '**Wasser:** Stand-up-Paddling und Drachenboot auf der Binnenalster, Schwimmwesten gibt es vor Ort',
        '**Bühne:** Vorführungen der Vereine, Tanzgruppen und um 16 Uhr die Ehrung der Ehrenamtlichen des Jahres',
        '**Kinderbereich:** Bewegungsparcours, Kinderschminken und das Sportabzeichen für Kinder',
      ),
      'Das Programm mit allen Zeiten erscheint im Mai unter [News](/news).',
    ),
  },
  {
    title: 'Barrierefreiheit',
    copy: 'Die Flächen sind eben und mit dem Rollstuhl erreichbar. Am Rathausmarkt gibt es eine barrierefreie Toilette und einen ruhigen Rückzugsraum. Die Moderation auf der Bühne wird in Deutsche Gebärdensprache übersetzt.',
  },
  {
    title: 'Als Verein dabei sein',
    copy: 'Dein Verein möchte sich am Active City Day vorstellen? Die Teilnahme ist für gemeinnützige Vereine kostenlos, Zelt und Tisch stellen wir. Melde deinen Verein bis zum 30. April 2026 über unsere [Kontaktseite](/meta/kontakt) an. Alle Termine auf dieser Seite sind Beispielangaben des Demo-Portals.',
  },
];

const en: Section[] = [
  {
    title: 'What it is about',
    copy: md(
      'On Active City Day, Rathausmarkt and Jungfernstieg turn into one big sports ground. More than 60 Hamburg clubs and initiatives show what they offer and invite you to join in: from climbing on the mobile tower and wheelchair basketball to stand-up paddling on the Inner Alster.',
      'You need no registration and no experience. Try whatever interests you, talk to the coaches and take home a taster session with a club near you.',
    ),
  },
  {
    title: 'When and where',
    copy: list(
      '**Date:** Saturday, 13 June 2026',
      '**Time:** 11 am to 6 pm',
      '**Place:** Rathausmarkt, Jungfernstieg and the Jungfernstieg pier, 20095 Hamburg',
      '**Admission:** free',
      '**Getting there:** U-Bahn and S-Bahn to Jungfernstieg or U3 to Rathaus',
    ),
  },
  {
    title: 'Programme',
    copy: md(
      list(
        '**Join-in mile:** more than 40 sports to try, from fencing to table tennis',
        '**Inclusion field:** wheelchair basketball, blind football and sitting volleyball with Hamburg teams',
        '**On the water:** stand-up paddling and dragon boats on the Inner Alster, life jackets provided on site',
        '**Stage:** club shows, dance groups and, at 4 pm, the award for the volunteers of the year',
        '**Children’s area:** movement course, face painting and the children’s sports badge',
      ),
      'The programme with all times will appear in May under [News](/news).',
    ),
  },
  {
    title: 'Accessibility',
    copy: 'The grounds are level and accessible by wheelchair. There is an accessible toilet and a quiet room at Rathausmarkt. The stage presentation is interpreted into German Sign Language.',
  },
  {
    title: 'Taking part as a club',
    copy: 'Would your club like to present itself at Active City Day? Taking part is free for non-profit clubs, and we provide a tent and a table. Register your club by 30 April 2026 through our [contact page](/meta/kontakt). All dates on this page are sample details of the demo portal.',
  },
];

export const cityDay = sections(de, en);
