/**
 * `npm run import:addresses -- <file.csv>`: loads real addresses into the embedded geocoder's
 * `addresses` table of the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
 *
 * The CSV needs a header row with the columns street, street_number (or housenumber),
 * zipcode (or postcode), city, latitude (or lat), longitude (or lon); district is optional.
 * Comma or semicolon separated, UTF-8, read as a stream. Every row is validated; bad rows are skipped and
 * counted. Rows are upserted on (street, street_number, zipcode) in one transaction, so a
 * failed import leaves the table as it was and a repeated import updates instead of doubling.
 */
import { accessSync, constants, createReadStream } from 'node:fs';
import { once } from 'node:events';
import { parse } from 'csv-parse';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../server/config.ts';
import { openDatabase, targetFromConfig, type Database } from '../server/db/client.ts';
import { addresses } from '../server/db/schema/index.ts';
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

type CsvRecord = { line: number; cells: string[] };
type Source = string | AsyncIterable<string | Buffer>;

async function* chunksOf(source: Source): AsyncGenerator<string> {
  if (typeof source === 'string') {
    yield source;
    return;
  }
  const decoder = new TextDecoder();
  for await (const chunk of source)
    yield typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

/**
 * RFC 4180 records, read as the file streams in (quoted fields may hold the separator, quotes
 * and line breaks). The separator is the one the header line uses more of: comma or semicolon.
 */
export async function* csvRecords(source: Source): AsyncGenerator<CsvRecord> {
  const chunks = chunksOf(source);
  let head = '';
  // Enough of the file to see the whole header line.
  while (!/\r?\n/.test(head)) {
    const next = await chunks.next();
    if (next.done) break;
    head += next.value;
  }
  const firstLine = head.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const parser = parse({
    delimiter,
    bom: true,
    info: true,
    relax_column_count: true,
    skip_records_with_empty_values: true,
  });
  const feed = (async () => {
    try {
      if (head) parser.write(head);
      for await (const chunk of { [Symbol.asyncIterator]: () => chunks }) {
        if (!parser.write(chunk)) await once(parser, 'drain');
      }
      parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number; bytes: number };
  }>) {
    // info.lines is the line the record ends on; a record starts where its line breaks say.
    const breaks = record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    yield { line: info.lines - breaks, cells: record };
  }
  await feed;
}

/** Validates each row against the header; throws ImportError when required columns are missing. */
async function* validRows(
  source: Source,
  report: { skipped: number; problems: ImportResult['problems'] },
): AsyncGenerator<AddressRow> {
  const records = csvRecords(source);
  const first = await records.next();
  if (first.done) throw new ImportError('The file is empty.');
  const names = first.value.cells.map((h) => h.trim().toLowerCase());
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
  for await (const record of { [Symbol.asyncIterator]: () => records }) {
    const raw = Object.fromEntries(
      (Object.keys(columns) as Field[])
        .filter((f) => index[f] !== -1)
        .map((f) => [f, record.cells[index[f]]]),
    );
    const parsed = rowSchema.safeParse(raw);
    if (parsed.success) {
      yield parsed.data;
      continue;
    }
    report.skipped++;
    if (report.problems.length < 20) {
      const reason = parsed.error.issues
        .map((i) => `${i.path.join('.') || 'row'}: ${i.message}`)
        .join('; ');
      report.problems.push({ line: record.line, reason });
    }
  }
}

/**
 * Imports a CSV (text or a stream of it) into `addresses` in one transaction, a batch at a
 * time, so a file of any size needs the memory of one batch; see the file comment.
 */
export async function importAddresses(db: Database, input: Source): Promise<ImportResult> {
  const report = { skipped: 0, problems: [] as ImportResult['problems'] };
  let inserted = 0;
  let updated = 0;
  let duplicates = 0;
  await db.transaction(async (tx) => {
    // One row per key and batch: an upsert batch may not touch the same row twice. Later
    // rows replace earlier ones, inside a batch here and across batches by the upsert.
    let batch = new Map<string, AddressRow>();
    const flush = async () => {
      if (batch.size === 0) return;
      const values = [...batch.values()].map((r) => ({
        street: r.street,
        streetNumber: r.street_number,
        zipcode: r.zipcode,
        city: r.city,
        district: r.district,
        latitude: r.latitude,
        longitude: r.longitude,
        search: addressSearchText(r),
      }));
      batch = new Map();
      const written = await tx
        .insert(addresses)
        .values(values)
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
    };
    for await (const row of validRows(input, report)) {
      const key = `${row.street}\u0000${row.street_number}\u0000${row.zipcode}`;
      if (batch.has(key)) duplicates++;
      batch.delete(key);
      batch.set(key, row);
      if (batch.size >= batchSize) await flush();
    }
    await flush();
  });
  return { imported: inserted + updated, inserted, updated, ...report, duplicates };
}

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error('Usage: npm run import:addresses -- <file.csv>');
    process.exit(64);
  }
  try {
    accessSync(file, constants.R_OK);
  } catch {
    console.error(`Cannot read ${file}.`);
    process.exit(66);
  }
  const input = createReadStream(file);
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
