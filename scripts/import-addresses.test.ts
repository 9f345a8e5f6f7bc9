import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../server/db/client.ts';
import { addresses } from '../server/db/schema/index.ts';
import { createTestDatabase } from '../server/test/app.ts';
import { csvRecords, ImportError, importAddresses } from './import-addresses.ts';

const fixture = [
  'street,housenumber,postcode,city,district,lat,lon',
  'Hauptstraße,12,20095,Hamburg,Altstadt,53.5503,9.9937',
  '"Straße ""Am Deich""",3a,21107,Hamburg,Wilhelmsburg,53.4985,10.0063',
  'Parkallee,5,20144,Hamburg,,53.575,9.985',
  // Bad rows: postcode, latitude out of range, no street, coordinates not numbers.
  'Hauptstraße,14,2009,Hamburg,Altstadt,53.5506,9.9941',
  'Hauptstraße,16,20095,Hamburg,Altstadt,95,9.9941',
  ',18,20095,Hamburg,Altstadt,53.5506,9.9941',
  'Hauptstraße,20,20095,Hamburg,Altstadt,north,east',
  '',
].join('\n');

const ordered = (db: DatabaseHandle['db']) =>
  db.select().from(addresses).orderBy(asc(addresses.street), asc(addresses.streetNumber));

describe('address import', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await createTestDatabase()));
  afterAll(() => drop());

  it('imports the valid rows, skips and counts the bad ones', async () => {
    const result = await importAddresses(database.db, fixture);
    expect(result).toMatchObject({
      imported: 3,
      inserted: 3,
      updated: 0,
      skipped: 4,
      duplicates: 0,
    });
    expect(result.problems.map((p) => p.line)).toEqual([5, 6, 7, 8]);
    expect(result.problems[0]!.reason).toContain('zipcode');
    const rows = await ordered(database.db);
    expect(rows.map((r) => [r.street, r.streetNumber, r.zipcode, r.district, r.search])).toEqual([
      ['Hauptstraße', '12', '20095', 'Altstadt', 'hauptstraße 12, 20095 hamburg'],
      ['Parkallee', '5', '20144', null, 'parkallee 5, 20144 hamburg'],
      ['Straße "Am Deich"', '3a', '21107', 'Wilhelmsburg', 'straße "am deich" 3a, 21107 hamburg'],
    ]);
  });

  it('updates on a second import instead of doubling, last duplicate wins', async () => {
    const again = [
      'zipcode;street;street_number;city;latitude;longitude',
      // Street first under a zipcode header: skipped, it must not overwrite anything.
      'Hauptstraße;12;20095;Hamburg;53,5504;9,9938',
      '20095;Hauptstraße;12;Hamburg;53,5600;9,9938',
      '20095;Rathausmarkt;1;Hamburg;53,5503;9,9924',
    ].join('\r\n');
    // Columns in another order, semicolons and decimal commas, as spreadsheets export them.
    const result = await importAddresses(database.db, again);
    expect(result).toMatchObject({ inserted: 1, updated: 1, skipped: 1, duplicates: 0 });
    const rows = await ordered(database.db);
    expect(rows).toHaveLength(4);
    const main = rows.find((r) => r.street === 'Hauptstraße')!;
    expect(main.latitude).toBe(53.56);
    // The district the first import knew is replaced by what this file says (none).
    expect(main.district).toBeNull();

    const twice = [
      'street,street_number,zipcode,city,latitude,longitude',
      'Rathausmarkt,1,20095,Hamburg,53.55,9.99',
      'Rathausmarkt,1,20095,Hamburg,53.5503,9.9924',
    ].join('\n');
    expect(await importAddresses(database.db, twice)).toMatchObject({
      imported: 1,
      updated: 1,
      duplicates: 1,
    });
  });

  it('refuses a file without the required columns and writes nothing', async () => {
    const before = (await ordered(database.db)).length;
    await expect(importAddresses(database.db, 'name,lat,lon\nx,53,10\n')).rejects.toThrow(
      ImportError,
    );
    await expect(importAddresses(database.db, 'name,lat,lon\n')).rejects.toThrow(
      /street, zipcode, city/,
    );
    expect((await ordered(database.db)).length).toBe(before);
  });

  it('reads quoted separators and line breaks, in chunks that split records', async () => {
    const text = 'a;b\n"x; y";"line\nbreak"\nc;d\n';
    const chunks = [text.slice(0, 3), text.slice(3, 9), text.slice(9)].map((c) => Buffer.from(c));
    const records = [];
    for await (const record of csvRecords(Readable.from(chunks))) records.push(record);
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x; y', 'line\nbreak'] },
      { line: 4, cells: ['c', 'd'] },
    ]);
  });
});

describe('npm run import:addresses', () => {
  let dir: string;
  beforeAll(() => void (dir = mkdtempSync(path.join(tmpdir(), 'import-addresses-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports a file into the embedded database in DATA_DIR', async () => {
    const file = path.join(dir, 'addresses.csv');
    writeFileSync(file, fixture);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(dir, 'data') };
    delete env.DATABASE_URL;
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/import-addresses.ts', file],
      { env, cwd: path.resolve(import.meta.dirname, '..') },
    );
    expect(stdout).toMatch(/Imported 3 addresses \(3 new, 0 updated\), skipped 4 bad rows/);
    expect(stderr).toContain('line 5 skipped: zipcode');
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'data', 'db') });
    try {
      expect(await database.db.$count(addresses)).toBe(3);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('explains its usage and a missing file', async () => {
    const run = (args: string[]) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/import-addresses.ts', ...args],
        {
          cwd: path.resolve(import.meta.dirname, '..'),
          env: { ...process.env, DATA_DIR: path.join(dir, 'unused') },
        },
      );
    await expect(run([])).rejects.toMatchObject({ code: 64 });
    await expect(run([path.join(dir, 'missing.csv')])).rejects.toMatchObject({ code: 66 });
  });
});
