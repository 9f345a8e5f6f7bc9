import type { Random } from './random.ts';
import { slugify } from '../../../domain/shared/slug.ts';

/** One story each: title and lead in German and English, and its tag. */
const articleTopics: [string, string, string, string, string][] = [
  [
    'Neue Bewegungsinsel in Wilhelmsburg eröffnet',
    'New activity island opens in Wilhelmsburg',
    'Zwölf Geräte, frei zugänglich, direkt am Inselpark.',
    'Twelve pieces of equipment, free to use, right by the Inselpark.',
    'bewegungsinseln',
  ],
  [
    'Hamburger Bewegungsbericht 2026',
    'Hamburg activity report 2026',
    'Zwei von drei Hamburgerinnen und Hamburgern treiben regelmäßig Sport.',
    'Two in three people in Hamburg exercise regularly.',
    'bericht',
  ],
  [
    'Schwimmkurse für Kinder: Anmeldung startet',
    'Swimming classes for children: registration opens',
    'Mehr Plätze in allen Bezirken für das nächste Halbjahr.',
    'More places in every borough for the next half-year.',
    'schwimmen',
  ],
  [
    'Lauftreffs an der Alster wachsen',
    'Running groups by the Alster are growing',
    'Jeden Abend starten Gruppen für Einsteiger und Fortgeschrittene.',
    'Every evening groups start for beginners and advanced runners.',
    'laufen',
  ],
  [
    'Sportplätze werden barrierefrei',
    'Sports grounds become barrier-free',
    'Rampen, Leitsysteme und neue Umkleiden für 14 Anlagen.',
    'Ramps, guidance systems and new changing rooms for 14 sites.',
    'inklusion',
  ],
  [
    'Ehrenamtspreis: Jetzt nominieren',
    'Volunteering award: nominate now',
    'Wer macht den Vereinssport in deinem Viertel möglich?',
    'Who makes club sport possible in your neighbourhood?',
    'ehrenamt',
  ],
  [
    'Skatepark im Stadtpark erneuert',
    'Skate park in the city park renewed',
    'Neue Obstacles und eine Bowl für alle Levels.',
    'New obstacles and a bowl for every level.',
    'skaten',
  ],
  [
    'Yoga im Park geht in die Verlängerung',
    'Yoga in the park extended',
    'Die beliebten Kurse laufen bis Ende Oktober.',
    'The popular classes run until the end of October.',
    'yoga',
  ],
  [
    'Stadtradeln: Hamburg tritt wieder an',
    'City cycling: Hamburg takes part again',
    'Drei Wochen lang zählt jeder Kilometer auf dem Rad.',
    'For three weeks every kilometre by bike counts.',
    'radfahren',
  ],
  [
    'Neue Beachvolleyballfelder am Elbstrand',
    'New beach volleyball courts on the Elbe beach',
    'Vier Felder, kostenlos und ohne Anmeldung nutzbar.',
    'Four courts, free and without booking.',
    'beachvolleyball',
  ],
  [
    'Seniorensport im Quartier: Bewegungstreffs starten',
    'Sport for older people in the neighbourhood: exercise meet-ups begin',
    'Einmal pro Woche, mit Übungsleitung, in allen Bezirken.',
    'Once a week, with a trainer, in every borough.',
    'senioren',
  ],
  [
    'Schulsportwettbewerb: Anmeldung bis Ende des Monats',
    'School sports competition: register by the end of the month',
    'Klassen aus ganz Hamburg treten in zwölf Disziplinen an.',
    'Classes from all over Hamburg compete in twelve disciplines.',
    'schule',
  ],
  [
    'Sporthallen öffnen in den Ferien',
    'Sports halls open during the holidays',
    'Offene Hallenzeiten für Kinder und Jugendliche.',
    'Open hall times for children and young people.',
    'kinder',
  ],
  [
    'Hamburger Sportvereine gewinnen Mitglieder',
    'Hamburg’s sports clubs gain members',
    'Besonders Fußball, Turnen und Schwimmen legen zu.',
    'Football, gymnastics and swimming grow most.',
    'vereine',
  ],
  [
    'Parkour-Anlage in Harburg eingeweiht',
    'Parkour park opens in Harburg',
    'Mauern, Stangen und Sprünge für Anfänger und Profis.',
    'Walls, bars and jumps for beginners and experts.',
    'parkour',
  ],
  [
    'Rudern auf der Alster: Schnupperwochen',
    'Rowing on the Alster: taster weeks',
    'Vereine laden zum kostenlosen Probetraining ein.',
    'Clubs invite you to free trial sessions.',
    'wassersport',
  ],
  [
    'Fitnessgeräte im Park: Anleitung per Video',
    'Outdoor fitness equipment: video guides',
    'An jeder Bewegungsinsel erklärt ein QR-Code die Übungen.',
    'At every activity island a QR code explains the exercises.',
    'bewegungsinseln',
  ],
  [
    'Frauen-Fußball: neue Teams in allen Bezirken',
    'Women’s football: new teams in every borough',
    'Gesucht werden Spielerinnen jeden Alters.',
    'Players of every age are welcome.',
    'fussball',
  ],
  [
    'Barrierefreie Schwimmbäder: Übersicht online',
    'Accessible swimming pools: overview online',
    'Welche Bäder Lifter, Rampen und Leitsysteme haben.',
    'Which pools have hoists, ramps and guidance systems.',
    'inklusion',
  ],
  [
    'Tischtennisplatten: 40 neue Standorte',
    'Table tennis tables: 40 new locations',
    'Die Platten stehen in Parks und auf Schulhöfen.',
    'The tables stand in parks and schoolyards.',
    'tischtennis',
  ],
  [
    'Hamburg läuft: Auswertung des Halbmarathons',
    'Hamburg runs: the half marathon in numbers',
    'Über 12.000 Teilnehmende und ein neuer Streckenrekord.',
    'More than 12,000 runners and a new course record.',
    'laufen',
  ],
  [
    'Klettern für Kinder: Kurse in den Herbstferien',
    'Climbing for children: courses in the autumn holidays',
    'Sicher angeleitet an Boulderwänden in vier Bezirken.',
    'Safely guided on bouldering walls in four boroughs.',
    'klettern',
  ],
  [
    'Sport und Klima: Vereine sparen Energie',
    'Sport and climate: clubs save energy',
    'Ein Förderprogramm hilft bei Licht, Heizung und Duschen.',
    'A funding scheme helps with lighting, heating and showers.',
    'vereine',
  ],
  [
    'Übungsleitungen gesucht: Ausbildung wird gefördert',
    'Coaches wanted: training is funded',
    'Die Stadt übernimmt die Kosten der Lizenz.',
    'The city covers the cost of the licence.',
    'ehrenamt',
  ],
];

const eventTopics: [string, string, string][] = [
  ['Alsterlauf', 'Alster run', 'Außenalster, Schwanenwik'],
  ['Active City Day', 'Active City Day', 'Rathausmarkt'],
  ['Inklusives Sportfest', 'Inclusive sports festival', 'Sportpark Eimsbüttel'],
  ['Stand-up-Paddling Schnupperkurs', 'Stand-up paddling taster', 'Osterbekkanal'],
  ['Tischtennis-Turnier für alle', 'Table tennis tournament for everyone', 'Planten un Blomen'],
  ['Familien-Radtour', 'Family bike tour', 'Start: Jungfernstieg'],
  ['Beachvolleyball Open', 'Beach volleyball open', 'Strandbad Blankenese'],
  ['Nachtlauf HafenCity', 'HafenCity night run', 'Marco-Polo-Terrassen'],
  ['Yoga am Elbstrand', 'Yoga on the Elbe beach', 'Övelgönne'],
];

export type ArticleRow = {
  slug: string;
  publishedStart: Date;
  teaserTitle: { de: string; en: string };
  teaserDescription: { de: string; en: string };
  teaserImage: string;
  teaserImageCopyright: string;
  teaserImageGradient: boolean;
  external: boolean;
  externalUrl: string | null;
  tags: string[];
};

/** Articles published over the past months, newest first when listed. */
export function generateArticles(count: number, random: Random, now: Date): ArticleRow[] {
  return Array.from({ length: count }, (_, i) => {
    const [de, en, dde, den, tag] = articleTopics[i % articleTopics.length] as [
      string,
      string,
      string,
      string,
      string,
    ];
    const round = Math.floor(i / articleTopics.length);
    const suffix = round ? ` (${round + 1})` : '';
    const external = i % 7 === 6;
    return {
      slug: `${slugify(de)}${round ? `-${round + 1}` : ''}`,
      publishedStart: new Date(now.getTime() - (i * 4 + random.int(0, 3)) * 86400000),
      teaserTitle: { de: de + suffix, en: en + suffix },
      teaserDescription: { de: dde, en: den },
      teaserImage: `/demo/news-${(i % 6) + 1}.svg`,
      teaserImageCopyright: 'Active City Hamburg',
      teaserImageGradient: i % 2 === 0,
      external,
      externalUrl: external ? 'https://www.hamburg.de/sport' : null,
      tags: [tag],
    };
  });
}

export type EventRow = Omit<ArticleRow, 'external' | 'externalUrl'> & {
  eventStart: Date;
  eventEnd: Date | null;
  eventAllday: boolean;
  eventEndAllday: boolean;
  eventLocation: string;
  eventUrl: string | null;
};

/** Events spread over the next twelve months, some all-day, some with an end. */
export function generateEvents(count: number, random: Random, now: Date): EventRow[] {
  return Array.from({ length: count }, (_, i) => {
    const [de, en, location] = eventTopics[i % eventTopics.length] as [string, string, string];
    // The first two fall within the coming days, so the current month is never empty on a
    // fresh start; the rest spread over the year.
    const days = i < 2 ? 1 + i * 2 : Math.floor(((i + 1) * 365) / (count + 1));
    const start = new Date(now.getTime() + days * 86400000);
    const allday = i % 4 === 0;
    start.setUTCHours(allday ? 0 : random.pick([8, 9, 15, 16, 17]), 0, 0, 0);
    const end = new Date(start.getTime() + (allday ? 86400000 : random.int(1, 4) * 3600000));
    const year = start.getUTCFullYear();
    return {
      slug: `${slugify(de)}-${year}-${i + 1}`,
      publishedStart: new Date(now.getTime() - 7 * 86400000),
      teaserTitle: { de: `${de} ${year}`, en: `${en} ${year}` },
      teaserDescription: {
        de: `Komm vorbei: ${de} – offen für alle, kostenlos.`,
        en: `Come along: ${en} – open to everyone, free of charge.`,
      },
      teaserImage: `/demo/event-${(i % 6) + 1}.svg`,
      teaserImageCopyright: 'Active City Hamburg',
      teaserImageGradient: i % 2 === 1,
      eventStart: start,
      eventEnd: i % 5 === 0 ? null : end,
      eventAllday: allday,
      eventEndAllday: allday,
      eventLocation: location,
      eventUrl: i % 3 === 0 ? 'https://www.hamburg.de/sport' : null,
      tags: [],
    };
  });
}

// The five matches in Hamburg's Volksparkstadion and the fan zone on the Heiligengeistfeld.
const euroMatches: [string, string, string][] = [
  ['2024-06-16T13:00:00Z', 'Polen – Niederlande', 'Poland – Netherlands'],
  ['2024-06-19T16:00:00Z', 'Kroatien – Albanien', 'Croatia – Albania'],
  ['2024-06-22T13:00:00Z', 'Georgien – Tschechien', 'Georgia – Czechia'],
  ['2024-06-26T19:00:00Z', 'Tschechien – Türkei', 'Czechia – Türkiye'],
  [
    '2024-07-05T19:00:00Z',
    'Viertelfinale: Portugal – Frankreich',
    'Quarter-final: Portugal – France',
  ],
];

/** Euro 2024 matches and public viewings, tagged for the Euro page's calendar. */
export function generateEuroEvents(now: Date): (EventRow & { tags: string[] })[] {
  return euroMatches.flatMap(([start, de, en], i) => {
    const kickoff = new Date(start);
    const match = {
      slug: `euro-2024-${slugify(en)}`,
      publishedStart: new Date(Math.min(now.getTime(), Date.parse('2024-05-01T00:00:00Z'))),
      teaserTitle: { de, en },
      teaserDescription: {
        de: 'UEFA EURO 2024 im Volksparkstadion Hamburg.',
        en: 'UEFA EURO 2024 at Hamburg’s Volksparkstadion.',
      },
      teaserImage: `/demo/event-${(i % 6) + 1}.svg`,
      teaserImageCopyright: 'Active City Hamburg',
      teaserImageGradient: true,
      eventStart: kickoff,
      eventEnd: new Date(kickoff.getTime() + 2 * 3600000),
      eventAllday: false,
      eventEndAllday: false,
      eventLocation: 'Volksparkstadion',
      eventUrl: 'https://www.uefa.com/euro2024/',
      tags: ['euro24'],
    };
    const viewing = {
      ...match,
      slug: `${match.slug}-public-viewing`,
      teaserTitle: { de: `Public Viewing: ${de}`, en: `Public viewing: ${en}` },
      teaserDescription: {
        de: 'Fan Zone auf dem Heiligengeistfeld, Eintritt frei.',
        en: 'Fan zone on the Heiligengeistfeld, free entry.',
      },
      eventStart: new Date(kickoff.getTime() - 3 * 3600000),
      eventEnd: new Date(kickoff.getTime() + 3 * 3600000),
      eventLocation: 'Heiligengeistfeld',
      eventUrl: null,
    };
    return [match, viewing];
  });
}
