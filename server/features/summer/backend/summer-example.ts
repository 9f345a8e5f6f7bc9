import { eq } from 'drizzle-orm';
import { summerCsvColumns, type SummerCsvColumn } from '../../../../domain/summer/summer-csv.ts';
import { summerSettingsSchema } from '../../../../domain/summer/summer-schemas.ts';
import { addDays, specSeason } from '../../../../domain/summer/summer.ts';
import { toCsv } from '../../../../domain/shared/csv.ts';
import type { Database } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';
import { summerSettingsKey } from '../repository.ts';

/**
 * The example programme editors download beside the import (decision 038): one course of each
 * repetition, dated in the last season of the summer settings, so importing it as it is shows
 * courses in the calendar.
 */
export async function summerExampleCsv(db: Database): Promise<string> {
  const [row] = await db
    .select({ value: t.settings.value })
    .from(t.settings)
    .where(eq(t.settings.key, summerSettingsKey));
  const parsed = summerSettingsSchema.safeParse(row?.value);
  const seasons = parsed.success ? parsed.data.seasons : [];
  const season = [...seasons].sort((a, b) => a.start.localeCompare(b.start)).at(-1) ?? specSeason;
  const courses: Partial<Record<SummerCsvColumn, string>>[] = [
    {
      slug: 'beispiel-yoga-am-see',
      titel: 'Yoga am See',
      titel_en: 'Yoga by the lake',
      beschreibung: 'Sanftes Yoga auf der Wiese am Ufer. Bitte eine Matte mitbringen.',
      beschreibung_en: 'Gentle yoga on the lawn by the shore. Please bring a mat.',
      kategorie: 'yoga',
      veranstalter: 'Yoga für alle e. V.',
      veranstalter_url: 'https://yoga-fuer-alle.example',
      ort: 'Liegewiese am Ufer',
      strasse: 'Am Öjendorfer See',
      hausnummer: '1',
      plz: '22117',
      stadt: 'Hamburg',
      breitengrad: '53.5601',
      laengengrad: '10.0452',
      wiederholung: 'wöchentlich',
      beginn: season.start,
      ende: season.end,
      wochentage: 'Di 18:00-19:00; Do 18:00-19:00',
      kostenlos: 'ja',
      barrierefrei: 'nein',
    },
    {
      slug: 'beispiel-kanu-ferienwoche',
      titel: 'Kanu-Ferienwoche',
      beschreibung: 'Eine Woche jeden Vormittag aufs Wasser, für Kinder ab 8 Jahren.',
      kategorie: 'rudern',
      veranstalter: 'Kanu-Gemeinschaft an der Alster',
      ort: 'Bootssteg',
      breitengrad: '53.5755',
      laengengrad: '10.0046',
      wiederholung: 'täglich',
      beginn: season.start,
      ende: addDays(season.start, 4),
      uhrzeit_von: '10:00',
      uhrzeit_bis: '12:00',
      anmeldung_url: 'https://kanu.example/anmeldung',
      anmeldung_noetig: 'ja',
      kostenlos: 'ja',
      barrierefrei: 'nein',
    },
    {
      slug: 'beispiel-lauftreff-samstag',
      titel: 'Lauftreff am Samstag',
      beschreibung: 'Fünf Kilometer in ruhigem Tempo, an drei Samstagen.',
      kategorie: 'laufen',
      veranstalter: 'Hamburger Sportbund',
      ort: 'Treffpunkt am Parkeingang',
      breitengrad: '53.5511',
      laengengrad: '9.9937',
      wiederholung: 'einzeltermine',
      termine: [7, 14, 21].map((d) => addDays(season.start, d)).join('; '),
      uhrzeit_von: '9:00',
      endzeit_ausblenden: 'ja',
      kostenlos: 'ja',
      barrierefrei: 'ja',
    },
  ];
  return toCsv([
    [...summerCsvColumns],
    ...courses.map((course) => summerCsvColumns.map((column) => course[column] ?? '')),
  ]);
}
