/**
 * The columns of a summer programme file (decision 038) and how one row becomes the course
 * form's input. Headers are German, as the city's organizers write their lists; the row is
 * then checked by the same schema as the backend's form. Zod-free and parser-free: the server
 * parses the file, the backend screen shows the columns.
 */
import { weekdays, type Weekday } from '../offers/constants.ts';
import { slugify } from '../shared/slug.ts';
import type { SummerCourseInput } from './summer-courses.ts';

/** Every column a file may have, in the example file's order. */
export const summerCsvColumns = [
  'slug',
  'titel',
  'titel_en',
  'beschreibung',
  'beschreibung_en',
  'kategorie',
  'veranstalter',
  'veranstalter_url',
  'logo_url',
  'ort',
  'strasse',
  'hausnummer',
  'plz',
  'stadt',
  'breitengrad',
  'laengengrad',
  'wiederholung',
  'beginn',
  'ende',
  'uhrzeit_von',
  'uhrzeit_bis',
  'wochentage',
  'termine',
  'anmeldung_url',
  'anmeldung_noetig',
  'endzeit_ausblenden',
  'kostenlos',
  'barrierefrei',
  'bild',
] as const;
export type SummerCsvColumn = (typeof summerCsvColumns)[number];

/** A file without these columns is refused as a whole (422 naming each missing one). */
export const summerCsvRequiredColumns: readonly SummerCsvColumn[] = [
  'titel',
  'beschreibung',
  'kategorie',
  'breitengrad',
  'laengengrad',
  'wiederholung',
];

/** Messages of the import beyond the form's own (keys the backend translates). */
export const summerCsvMessages = {
  unknownColumn: 'summer_import.unknown_column',
  missingColumn: 'summer_import.missing_column',
  noRows: 'summer_import.no_rows',
  tooManyRows: 'summer_import.too_many_rows',
  unreadable: 'summer_import.unreadable',
  repetition: 'summer_import.repetition',
  weekdays: 'summer_import.weekdays',
  flag: 'summer_import.flag',
  number: 'summer_import.number',
  duplicate: 'summer_import.duplicate',
  otherType: 'summer_import.other_type',
} as const;

const repetitionWords: Record<string, SummerCourseInput['repetition_type']> = {
  weekly: 'weekly',
  woechentlich: 'weekly',
  wöchentlich: 'weekly',
  daily: 'daily',
  taeglich: 'daily',
  täglich: 'daily',
  other: 'other',
  termine: 'other',
  einzeltermine: 'other',
};

const dayWords: Record<string, Weekday> = {};
const germanDays = ['mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'];
weekdays.forEach((day, i) => {
  dayWords[germanDays[i]!] = day;
  dayWords[day] = day;
  dayWords[day.slice(0, 3)] = day;
});

const yes = new Set(['ja', 'yes', 'j', 'y', 'x', '1', 'true', 'wahr']);
const no = new Set(['nein', 'no', 'n', '0', 'false', 'falsch', '']);

/** 31.07.2026 → 2026-07-31; anything else is passed on for the schema to judge. */
function isoDay(cell: string): string {
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(cell);
  if (!german) return cell;
  return `${german[3]}-${german[2]!.padStart(2, '0')}-${german[1]!.padStart(2, '0')}`;
}

/** Which CSV column a field of the form comes from, for the row's error report. */
export function columnOfField(path: string): SummerCsvColumn | 'csv' {
  const [head, sub] = path.split('.');
  const direct: Record<string, SummerCsvColumn> = {
    slug: 'slug',
    categories: 'kategorie',
    organizer: 'veranstalter',
    organizer_url: 'veranstalter_url',
    logo_url: 'logo_url',
    location_name: 'ort',
    street: 'strasse',
    street_number: 'hausnummer',
    zipcode: 'plz',
    city: 'stadt',
    map_latitude: 'breitengrad',
    map_longitude: 'laengengrad',
    repetition_type: 'wiederholung',
    start: 'beginn',
    end: 'ende',
    time_start: 'uhrzeit_von',
    time_end: 'uhrzeit_bis',
    weekdays: 'wochentage',
    dates: 'termine',
    registration_url: 'anmeldung_url',
    is_registration: 'anmeldung_noetig',
    hide_end_time: 'endzeit_ausblenden',
    free_offer: 'kostenlos',
    barrier_free: 'barrierefrei',
    image: 'bild',
  };
  if (head === 'title') return sub === 'en' ? 'titel_en' : 'titel';
  if (head === 'description') return sub === 'en' ? 'beschreibung_en' : 'beschreibung';
  if (head && (weekdays as readonly string[]).includes(head.replace(/_(start|end)$/, '')))
    return 'wochentage';
  return (head && direct[head]) || 'csv';
}

type Cells = Partial<Record<SummerCsvColumn, string>>;
export type RowReading = {
  input: SummerCourseInput;
  /** Cells that could not be read at all, by column; the schema judges the rest. */
  errors: Partial<Record<SummerCsvColumn, string[]>>;
};

/**
 * One row of the file as the course form's input. The row's key is its `slug`, or the slug
 * of its German title when the column is empty, so importing the same file again updates the
 * same courses instead of adding them twice.
 */
export function readSummerRow(cells: Cells): RowReading {
  const errors: RowReading['errors'] = {};
  const cell = (column: SummerCsvColumn) => (cells[column] ?? '').trim();
  const fail = (column: SummerCsvColumn, message: string) => (errors[column] = [message]);
  const orNull = (column: SummerCsvColumn) => cell(column) || null;
  const flag = (column: SummerCsvColumn, fallback: boolean) => {
    const value = cell(column).toLowerCase();
    if (value === '') return fallback;
    if (yes.has(value)) return true;
    if (no.has(value)) return false;
    fail(column, summerCsvMessages.flag);
    return fallback;
  };
  const number = (column: SummerCsvColumn) => {
    const value = Number(cell(column).replace(',', '.'));
    if (cell(column) === '' || !Number.isFinite(value)) fail(column, summerCsvMessages.number);
    return value;
  };

  const repetitionCell = cell('wiederholung').toLowerCase();
  const repetition = repetitionWords[repetitionCell];
  if (!repetition) fail('wiederholung', summerCsvMessages.repetition);

  const days: Record<string, boolean | string | null> = {};
  const weekdayCell = cell('wochentage');
  for (const part of weekdayCell ? weekdayCell.split(';') : []) {
    const match =
      /^\s*([a-zäöü]+)\.?\s+(\d{1,2}[:.]\d{2})(?:\s*[-–]\s*(\d{1,2}[:.]\d{2}))?\s*$/i.exec(part);
    const day = match ? dayWords[match[1]!.toLowerCase()] : undefined;
    if (!match || !day) {
      fail('wochentage', summerCsvMessages.weekdays);
      break;
    }
    days[day] = true;
    days[`${day}_start`] = match[2]!.replace('.', ':');
    days[`${day}_end`] = match[3] ? match[3].replace('.', ':') : null;
  }

  const title = cell('titel');
  const input: SummerCourseInput = {
    slug: cell('slug').toLowerCase() || slugify(title).slice(0, 80).replace(/-+$/, ''),
    title: { de: title, en: cell('titel_en') },
    description: { de: cell('beschreibung'), en: cell('beschreibung_en') },
    categories: cell('kategorie') ? [cell('kategorie').toLowerCase()] : [],
    image: orNull('bild'),
    map_latitude: number('breitengrad'),
    map_longitude: number('laengengrad'),
    street: orNull('strasse'),
    street_number: orNull('hausnummer'),
    zipcode: orNull('plz'),
    city: orNull('stadt'),
    location_name: orNull('ort'),
    organizer: orNull('veranstalter'),
    organizer_url: orNull('veranstalter_url'),
    logo_url: orNull('logo_url'),
    registration_url: orNull('anmeldung_url'),
    is_registration: flag('anmeldung_noetig', false),
    hide_end_time: flag('endzeit_ausblenden', false),
    free_offer: flag('kostenlos', true),
    barrier_free: flag('barrierefrei', false),
    repetition_type: repetition ?? 'weekly',
    start: cell('beginn') ? isoDay(cell('beginn')) : null,
    end: cell('ende') ? isoDay(cell('ende')) : null,
    time_start: orNull('uhrzeit_von')?.replace('.', ':') ?? null,
    time_end: orNull('uhrzeit_bis')?.replace('.', ':') ?? null,
    dates: cell('termine')
      ? cell('termine')
          .split(';')
          .map((d) => isoDay(d.trim()))
          .filter(Boolean)
      : [],
    ...(days as Partial<SummerCourseInput>),
  };
  return { input, errors };
}
