/**
 * `npm run import:addresses -- <file.csv>`: loads real addresses into the embedded geocoder's
 * `addresses` table of the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
 *
 * The CSV needs a header row with the columns street, street_number (or housenumber),
 * zipcode (or postcode), city, latitude (or lat), longitude (or lon); district is optional.
 * Comma or semicolon separated, UTF-8. Every row is validated; bad rows are skipped and
 * counted. Rows are upserted on (street, street_number, zipcode) in one transaction, so a
 * failed import leaves the table as it was and a repeated import updates instead of doubling.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../server/config.ts';
import { openDatabase, targetFromConfig, type Database } from '../server/db/client.ts';
import { addresses } from '../server/db/schema.ts';
import { addressSearchText } from '../server/adapters/geocoder/index.ts';

const batchSize = 1000;

/** Header names we accept for each field, lowercase. */
const columns = {
  street: ['street', 'strasse', 'straße'],
  street_number: ['street_number', 'housenumber', 'house_number', 'hausnummer'],
  zipcode: ['zipcode', 'postcode', 'plz'],
  city: ['city', 'ort'],
  district: ['district', 'stadtteil'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lon', 'lng'],
} as const;
type Field = keyof typeof columns;
const required: Field[] = ['street', 'zipcode', 'city', 'latitude', 'longitude'];

const text = (max: number) => z.string().trim().min(1).max(max);
// "53,5503" (German decimal comma) as well as "53.5503".
const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}([.,]\d+)?$/, 'not a decimal number')
    .transform((s) => Number(s.replace(',', '.')))
    .pipe(z.number().min(min).max(max));

const rowSchema = z.object({
  street: text(200),
  street_number: z.string().trim().max(20).default(''),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'five digits'),
  city: text(100),
  district: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((s) => (s ? s : null)),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
});
export type AddressRow = z.infer<typeof rowSchema>;

export type ImportResult = {
  /** Rows written: inserted plus updated. */
  imported: number;
  inserted: number;
  updated: number;
  /** Rows that failed validation, with their line number and reason (at most 20 kept). */
  skipped: number;
  problems: { line: number; reason: string }[];
  /** Later rows with the same street, number and postcode replace earlier ones. */
  duplicates: number;
};

export class ImportError extends Error {
  override name = 'ImportError';
}

/** RFC 4180 records: quoted fields may hold the separator, quotes ("") and line breaks. */
export function parseCsv(input: string): { line: number; cells: string[] }[] {
  const source = input.replace(/^\uFEFF/, '');
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const separator =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.some((x) => x.trim() !== '')) records.push({ line: recordLine, cells });
      cells = [];
      cell = '';
      line++;
      recordLine = line;
    } else cell += c;
  }
  cells.push(cell);
  if (cells.some((x) => x.trim() !== '')) records.push({ line: recordLine, cells });
  return records;
}

/** Validates the rows of a CSV text; throws ImportError when required columns are missing. */
export function readAddressCsv(input: string) {
  const [header, ...records] = parseCsv(input);
  if (!header) throw new ImportError('The file is empty.');
  const names = header.cells.map((h) => h.trim().toLowerCase());
  const index = {} as Record<Field, number>;
  for (const field of Object.keys(columns) as Field[]) {
    index[field] = names.findIndex((n) => (columns[field] as readonly string[]).includes(n));
  }
  const missing = required.filter((f) => index[f] === -1);
  if (missing.length > 0) {
    throw new ImportError(
      `The header lacks the column(s) ${missing.join(', ')} (found: ${names.join(', ')}).`,
    );
  }
  const valid: AddressRow[] = [];
  const problems: ImportResult['problems'] = [];
  let skipped = 0;
  for (const record of records) {
    const raw = Object.fromEntries(
      (Object.keys(columns) as Field[])
        .filter((f) => index[f] !== -1)
        .map((f) => [f, record.cells[index[f]]]),
    );
    const parsed = rowSchema.safeParse(raw);
    if (parsed.success) {
      valid.push(parsed.data);
      continue;
    }
    skipped++;
    if (problems.length < 20) {
      const reason = parsed.error.issues
        .map((i) => `${i.path.join('.') || 'row'}: ${i.message}`)
        .join('; ');
      problems.push({ line: record.line, reason });
    }
  }
  return { valid, skipped, problems };
}

/** Imports a CSV text into `addresses` in one transaction; see the file comment. */
export async function importAddresses(db: Database, input: string): Promise<ImportResult> {
  const { valid, skipped, problems } = readAddressCsv(input);
  // One row per key: an upsert batch may not touch the same row twice.
  const byKey = new Map<string, AddressRow>();
  for (const row of valid)
    byKey.set(`${row.street}\u0000${row.street_number}\u0000${row.zipcode}`, row);
  const rows = [...byKey.values()];
  let inserted = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += batchSize) {
      const batch = rows.slice(start, start + batchSize).map((r) => ({
        street: r.street,
        streetNumber: r.street_number,
        zipcode: r.zipcode,
        city: r.city,
        district: r.district,
        latitude: r.latitude,
        longitude: r.longitude,
        search: addressSearchText(r),
      }));
      const written = await tx
        .insert(addresses)
        .values(batch)
        .onConflictDoUpdate({
          target: [addresses.street, addresses.streetNumber, addresses.zipcode],
          set: {
            city: sql`excluded.city`,
            district: sql`excluded.district`,
            latitude: sql`excluded.latitude`,
            longitude: sql`excluded.longitude`,
            search: sql`excluded.search`,
          },
        })
        // xmax is 0 for a freshly inserted row and set for an updated one.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      for (const w of written) {
        if (w.inserted) inserted++;
        else updated++;
      }
    }
  });
  return {
    imported: inserted + updated,
    inserted,
    updated,
    skipped,
    problems,
    duplicates: valid.length - rows.length,
  };
}

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error('Usage: npm run import:addresses -- <file.csv>');
    process.exit(64);
  }
  let input: string;
  try {
    input = readFileSync(file, 'utf8');
  } catch {
    console.error(`Cannot read ${file}.`);
    process.exit(66);
  }
  const config = loadConfig();
  const database = await openDatabase(targetFromConfig(config));
  const started = Date.now();
  try {
    await database.migrate();
    const r = await importAddresses(database.db, input);
    for (const p of r.problems) console.warn(`line ${p.line} skipped: ${p.reason}`);
    if (r.skipped > r.problems.length)
      console.warn(`… and ${r.skipped - r.problems.length} more rows skipped.`);
    console.log(
      `Imported ${r.imported} addresses (${r.inserted} new, ${r.updated} updated), skipped ${r.skipped} bad rows, ` +
        `${r.duplicates} duplicates, in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).`,
    );
  } catch (err) {
    if (!(err instanceof ImportError)) throw err;
    console.error(err.message);
    process.exitCode = 65;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
