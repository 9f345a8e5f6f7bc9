import { list, md, sections, type Section } from './build.ts';

// Active City Festival: the demo's weekend of music and join-in sport in the city park.

const de: Section[] = [
  {
    title: 'Ein Wochenende für Sport und Musik',
    copy: md(
      'Das Active City Festival bringt zum Ende des Sommers alles zusammen, was Hamburg bewegt: Livemusik auf zwei Bühnen, Sport zum Mitmachen auf der ganzen Festwiese und ein Vereinsdorf, in dem du Hamburgs Sportvereine kennenlernst.',
      'Das Festival ist offen für alle Generationen. Der Eintritt ist frei, Getränke und Essen gibt es an Ständen aus der Nachbarschaft.',
    ),
  },
  {
    title: 'Termine und Ort',
    copy: list(
      '**Samstag, 22. August 2026:** 12 bis 22 Uhr',
      '**Sonntag, 23. August 2026:** 11 bis 19 Uhr',
      '**Ort:** Festwiese im Stadtpark, Hamburg-Winterhude',
      '**Anreise:** U3 bis Saarlandstraße oder Bus 179 bis Stadtpark; Fahrradstellplätze am Haupteingang',
    ),
  },
  {
    title: 'Was dich erwartet',
    copy: list(
      '**Mitmachsport:** Yoga am Morgen, Zumba, Slackline, Boule, Frisbee und ein Beachvolleyballfeld',
      '**Läufe:** der Familienlauf über 2,5 Kilometer am Samstag und der Stadtpark-Lauf über 10 Kilometer am Sonntag',
      '**Musik:** Hamburger Bands und DJs auf der Seebühne, am Sonntag ein Familienkonzert',
      '**Vereinsdorf:** mehr als 30 Vereine mit Schnupperangeboten und Beratung',
      '**Kinderinsel:** Kletterwand, Hüpfburg und Spiele mit der Sportjugend',
    ),
  },
  {
    title: 'Anmeldung zu den Läufen',
    copy: 'Für die meisten Angebote brauchst du keine Anmeldung. Nur für die beiden Läufe meldest du dich vorher an, weil die Startplätze begrenzt sind. Die Anmeldung öffnet am 1. Juni 2026 und ist kostenlos. Jede Teilnehmerin und jeder Teilnehmer bekommt eine Urkunde.',
  },
  {
    title: 'Gut zu wissen',
    copy: 'Die Wege auf der Festwiese sind befestigt und mit dem Rollstuhl befahrbar. Bring bitte eine eigene Trinkflasche mit: An drei Stellen gibt es kostenlos Trinkwasser. Bei Unwetter unterbrechen wir das Programm; aktuelle Hinweise stehen auf dieser Seite. Alle Termine sind Beispielangaben des Demo-Portals.',
  },
];

const en: Section[] = [
  {
    title: 'A weekend of sport and music',
    copy: md(
      'At the end of the summer, the Active City Festival brings together everything that gets Hamburg moving: live music on two stages, join-in sport across the whole festival lawn and a club village where you can get to know Hamburg’s sports clubs.',
      'The festival is open to all generations. Admission is free, and food and drink are sold at stalls from the neighbourhood.',
    ),
  },
  {
    title: 'Dates and place',
    copy: list(
      '**Saturday, 22 August 2026:** 12 noon to 10 pm',
      '**Sunday, 23 August 2026:** 11 am to 7 pm',
      '**Place:** festival lawn in the Stadtpark, Hamburg-Winterhude',
      '**Getting there:** U3 to Saarlandstraße or bus 179 to Stadtpark; bicycle parking at the main entrance',
    ),
  },
  {
    title: 'What to expect',
    copy: list(
      '**Join-in sport:** morning yoga, Zumba, slackline, boules, frisbee and a beach volleyball court',
      '**Runs:** the 2.5-kilometre family run on Saturday and the 10-kilometre Stadtpark run on Sunday',
      '**Music:** Hamburg bands and DJs on the lakeside stage, and a family concert on Sunday',
      '**Club village:** more than 30 clubs with taster sessions and advice',
      '**Children’s island:** climbing wall, bouncy castle and games with the sports youth organisation',
    ),
  },
  {
    title: 'Registering for the runs',
    copy: 'You need no registration for most activities. Only the two runs need registering in advance, because places are limited. Registration opens on 1 June 2026 and is free. Every participant receives a certificate.',
  },
  {
    title: 'Good to know',
    copy: 'The paths on the festival lawn are paved and wheelchair accessible. Please bring your own water bottle: free drinking water is available at three points. In severe weather we pause the programme; current notices appear on this page. All dates are sample details of the demo portal.',
  },
];

export const cityFestival = sections(de, en);
