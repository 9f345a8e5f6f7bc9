import type { Random } from './random.ts';
import { slugify } from '../../../domain/shared/slug.ts';

const articleTopics: [string, string, string, string][] = [
  [
    'Neue Bewegungsinsel in Wilhelmsburg eröffnet',
    'New activity island opens in Wilhelmsburg',
    'Zwölf Geräte, frei zugänglich, direkt am Inselpark.',
    'Twelve pieces of equipment, free to use, right by the Inselpark.',
  ],
  [
    'Hamburger Bewegungsbericht 2026',
    'Hamburg activity report 2026',
    'Zwei von drei Hamburgerinnen und Hamburgern treiben regelmäßig Sport.',
    'Two in three people in Hamburg exercise regularly.',
  ],
  [
    'Schwimmkurse für Kinder: Anmeldung startet',
    'Swimming classes for children: registration opens',
    'Mehr Plätze in allen Bezirken für das nächste Halbjahr.',
    'More places in every borough for the next half-year.',
  ],
  [
    'Lauftreffs an der Alster wachsen',
    'Running groups by the Alster are growing',
    'Jeden Abend starten Gruppen für Einsteiger und Fortgeschrittene.',
    'Every evening groups start for beginners and advanced runners.',
  ],
  [
    'Sportplätze werden barrierefrei',
    'Sports grounds become barrier-free',
    'Rampen, Leitsysteme und neue Umkleiden für 14 Anlagen.',
    'Ramps, guidance systems and new changing rooms for 14 sites.',
  ],
  [
    'Ehrenamtspreis: Jetzt nominieren',
    'Volunteering award: nominate now',
    'Wer macht den Vereinssport in deinem Viertel möglich?',
    'Who makes club sport possible in your neighbourhood?',
  ],
  [
    'Skatepark im Stadtpark erneuert',
    'Skate park in the city park renewed',
    'Neue Obstacles und eine Bowl für alle Levels.',
    'New obstacles and a bowl for every level.',
  ],
  [
    'Yoga im Park geht in die Verlängerung',
    'Yoga in the park extended',
    'Die beliebten Kurse laufen bis Ende Oktober.',
    'The popular classes run until the end of October.',
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
    const [de, en, dde, den] = articleTopics[i % articleTopics.length] as [
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
      tags: [articleTags[i % articleTopics.length] as string],
    };
  });
}

const articleTags = [
  'bewegungsinseln',
  'bericht',
  'schwimmen',
  'laufen',
  'inklusion',
  'ehrenamt',
  'skaten',
  'yoga',
];

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
