import { slugify } from '../../../domain/shared/slug.ts';
import { weekdays } from '../../../domain/offers/constants.ts';
import { addDays, daysBetween, type SummerSeason } from '../../../domain/summer/summer.ts';
import type { Random } from './random.ts';
import { streetLines, type SeedAddress, type StreetLine } from './offer-places.ts';
import type { Text } from './offer-kinds.ts';

/**
 * The demo's Active City Summer programme: free courses by the kinds of organizers that run
 * them in Hamburg (clubs, the lidos, adult education, studios, district sports bodies), in
 * every district, weekly over several weeks, daily for a holiday week, or on single dates.
 */

export type Organizer = { name: string; logo: string };

export const summerOrganizers: Organizer[] = [
  { name: 'Hamburger Sportbund', logo: '/demo/logos/sportbund.svg' },
  { name: 'Bäderland Sommerprogramm', logo: '/demo/logos/baederland.svg' },
  { name: 'Volkshochschule im Quartier', logo: '/demo/logos/vhs.svg' },
  { name: 'Yoga für alle e. V.', logo: '/demo/logos/yoga.svg' },
  { name: 'Kanu-Gemeinschaft an der Alster', logo: '/demo/logos/kanu.svg' },
  { name: 'Kletterzentrum Hamburg', logo: '/demo/logos/klettern.svg' },
  { name: 'Tanzschule im Viertel', logo: '/demo/logos/tanz.svg' },
  { name: 'Bezirkssportrat', logo: '/demo/logos/bezirk.svg' },
];

type CourseKind = {
  title: Text;
  category: string;
  location: Text;
  organizers: number[];
  /** Courses for children run in the morning; the rest pick from the whole day. */
  hours: number[];
};

const allDay = [8, 10, 16, 17, 18, 19];
const kinds: CourseKind[] = [
  {
    title: { de: 'Yoga im Park', en: 'Yoga in the park' },
    category: 'yoga',
    location: { de: 'Parkwiese', en: 'Park lawn' },
    organizers: [3, 2],
    hours: [8, 10, 18, 19],
  },
  {
    title: { de: 'Kanu-Schnupperkurs', en: 'Canoe taster course' },
    category: 'rudern',
    location: { de: 'Bootssteg', en: 'Jetty' },
    organizers: [4],
    hours: [10, 16, 17],
  },
  {
    title: { de: 'Kletterwoche für Kinder', en: 'Climbing week for kids' },
    category: 'klettern',
    location: { de: 'Kletterwand', en: 'Climbing wall' },
    organizers: [5],
    hours: [9, 10],
  },
  {
    title: { de: 'Schwimmkurs im Freibad', en: 'Swimming course at the lido' },
    category: 'schwimmen',
    location: { de: 'Freibad', en: 'Lido' },
    organizers: [1],
    hours: [9, 10, 16],
  },
  {
    title: { de: 'Tanz im Park', en: 'Dance in the park' },
    category: 'tanzen',
    location: { de: 'Parkbühne', en: 'Park stage' },
    organizers: [6, 2],
    hours: [17, 18, 19],
  },
  {
    title: { de: 'Lauftreff für Einsteiger', en: 'Running for beginners' },
    category: 'laufen',
    location: { de: 'Treffpunkt am Parkeingang', en: 'Meeting point at the park gate' },
    organizers: [0, 7],
    hours: [7, 18, 19],
  },
  {
    title: { de: 'Fitness an der frischen Luft', en: 'Outdoor fitness' },
    category: 'fitness',
    location: { de: 'Bewegungsinsel', en: 'Activity island' },
    organizers: [0, 7, 2],
    hours: allDay,
  },
  {
    title: { de: 'Beachvolleyball-Training', en: 'Beach volleyball training' },
    category: 'volleyball',
    location: { de: 'Beachfeld', en: 'Beach court' },
    organizers: [0, 7],
    hours: [16, 17, 18],
  },
  {
    title: { de: 'Fußball-Ferienkurs', en: 'Football holiday course' },
    category: 'fussball',
    location: { de: 'Bolzplatz', en: 'Kickabout pitch' },
    organizers: [0, 7],
    hours: [9, 10, 14],
  },
  {
    title: { de: 'Radtour durchs Viertel', en: 'Cycling tour of the neighbourhood' },
    category: 'radfahren',
    location: { de: 'Treffpunkt am Marktplatz', en: 'Meeting point at the market square' },
    organizers: [2, 7],
    hours: [10, 14, 17],
  },
  {
    title: { de: 'Skate-Workshop', en: 'Skateboarding workshop' },
    category: 'skaten',
    location: { de: 'Skatepark', en: 'Skate park' },
    organizers: [7, 0],
    hours: [14, 16],
  },
  {
    title: { de: 'Tischtennis für alle', en: 'Table tennis for everyone' },
    category: 'tischtennis',
    location: { de: 'Tischtennisplatten im Park', en: 'Park table tennis tables' },
    organizers: [0, 2],
    hours: [15, 17, 18],
  },
  {
    title: { de: 'Basketball-Camp', en: 'Basketball camp' },
    category: 'basketball',
    location: { de: 'Streetball-Platz', en: 'Streetball court' },
    organizers: [0, 7],
    hours: [10, 15],
  },
  {
    title: { de: 'Tennis-Schnupperstunde', en: 'Tennis taster hour' },
    category: 'tennis',
    location: { de: 'Tennisanlage', en: 'Tennis courts' },
    organizers: [0],
    hours: [10, 17, 18],
  },
];

export type SummerCourse = {
  title: Text;
  description: Text;
  address: SeedAddress;
  category: string;
  organizer: Organizer;
  locationName: string;
  repetitionType: 'weekly' | 'daily' | 'other';
  startDate: string;
  endDate: string;
  timeStart: string;
  timeEnd: string;
  weekdays: Partial<Record<string, { start: string; end: string }>> | null;
  dates: string[] | null;
  hideEndTime: boolean;
  isRegistration: boolean;
  registrationUrl: string | null;
};

const hhmm = (h: number, m: number) =>
  `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
const districtsInOrder = [...new Set(streetLines.map((l) => l.hood.district))];

/**
 * `count` courses spread evenly over the seasons and round-robin over the districts, so every
 * district has courses in every season. `locate` turns a street line into an address.
 */
export function summerProgramme(
  count: number,
  seasons: readonly SummerSeason[],
  random: Random,
  locate: (line: StreetLine) => SeedAddress,
): SummerCourse[] {
  const courses: SummerCourse[] = [];
  if (seasons.length === 0) return courses;
  for (let i = 0; i < count; i++) {
    const season = seasons[i % seasons.length]!;
    const district = districtsInOrder[Math.floor(i / seasons.length) % districtsInOrder.length]!;
    const line = random.pick(streetLines.filter((l) => l.hood.district === district));
    const kind = random.pick(kinds);
    const organizer = summerOrganizers[random.pick(kind.organizers)]!;
    const length = daysBetween(season.start, season.end);
    const hour = random.pick(kind.hours);
    const minutes = random.pick([0, 0, 30]);
    const duration = random.pick([60, 90, 90, 120]);
    const timeStart = hhmm(hour, minutes);
    const timeEnd = hhmm(hour + Math.floor((minutes + duration) / 60), (minutes + duration) % 60);
    const roll = random.next();
    const repetitionType = roll < 0.55 ? 'weekly' : roll < 0.85 ? 'daily' : 'other';
    let startDate: string;
    let endDate: string;
    let courseWeekdays: SummerCourse['weekdays'] = null;
    let dates: string[] | null = null;
    if (repetitionType === 'weekly') {
      const weeks = random.int(3, 13);
      startDate = addDays(season.start, random.int(0, Math.max(0, length - weeks * 7)));
      endDate = addDays(startDate, Math.min(length, weeks * 7 - 1));
      if (endDate > season.end) endDate = season.end;
      courseWeekdays = {};
      for (const day of random.sample(weekdays.slice(0, 6), random.int(1, 2))) {
        courseWeekdays[day] = { start: timeStart, end: timeEnd };
      }
    } else if (repetitionType === 'daily') {
      // A holiday week: five days or a whole week, every day at the same time.
      startDate = addDays(season.start, random.int(0, Math.max(0, length - 7)));
      endDate = addDays(startDate, random.pick([4, 6]));
      if (endDate > season.end) endDate = season.end;
      courseWeekdays = Object.fromEntries(
        weekdays.map((day) => [day, { start: timeStart, end: timeEnd }]),
      );
    } else {
      dates = [
        ...new Set(
          Array.from({ length: random.int(2, 5) }, () =>
            addDays(season.start, random.int(0, length)),
          ),
        ),
      ].sort();
      startDate = dates[0]!;
      endDate = dates[dates.length - 1]!;
    }
    const address = locate(line);
    const hood = line.hood.name;
    const isRegistration = random.chance(0.4);
    const base = `https://${slugify(organizer.name)}.example`;
    courses.push({
      title: { de: `${kind.title.de} in ${hood}`, en: `${kind.title.en} in ${hood}` },
      description: {
        de: `${kind.title.de} im Active City Summer: ${organizer.name} lädt nach ${hood} ein. Kostenlos, für alle Altersgruppen, ohne Vorkenntnisse. ${isRegistration ? 'Die Plätze sind begrenzt, bitte vorher anmelden.' : 'Einfach vorbeikommen, keine Anmeldung nötig.'}`,
        en: `${kind.title.en} in the Active City Summer: ${organizer.name} invites you to ${hood}. Free of charge, for all ages, no experience needed. ${isRegistration ? 'Places are limited, please register in advance.' : 'Just come along, no registration needed.'}`,
      },
      address,
      category: kind.category,
      organizer,
      locationName: `${kind.location.de} ${hood}`,
      repetitionType,
      startDate,
      endDate,
      timeStart,
      timeEnd,
      weekdays: courseWeekdays,
      dates,
      hideEndTime: random.chance(0.1),
      isRegistration,
      registrationUrl: isRegistration ? `${base}/anmeldung` : null,
    });
  }
  return courses;
}

/**
 * The seed's seasons: the spec's (1 July to 30 September 2025) and 13 weeks around the day
 * the demo is set up, so the calendar of a demo started now is never empty.
 */
export function demoSeasons(now: Date): SummerSeason[] {
  const today = now.toISOString().slice(0, 10);
  const weekday = (now.getUTCDay() + 6) % 7;
  const start = addDays(today, -weekday - 4 * 7);
  const demo = { start, end: addDays(start, 13 * 7 - 1) };
  const spec = { start: '2025-07-01', end: '2025-09-30' };
  return demo.start <= spec.end && demo.end >= spec.start ? [spec] : [spec, demo];
}
