import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/db/client.ts';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/**
 * Runs a measurement on the embedded PGlite and, when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) is set, on a fresh PostgreSQL database that is dropped afterwards; prints
 * each result and writes them all to bench/results/<name>.json.
 */
export async function onEachDatabase<R>(
  name: string,
  measure: (database: DatabaseHandle, kind: 'pglite' | 'postgres') => Promise<R>,
  print: (result: R) => void,
): Promise<R[]> {
  const results: R[] = [];
  const run = async (database: DatabaseHandle, kind: 'pglite' | 'postgres') => {
    try {
      const result = await measure(database, kind);
      print(result);
      results.push(result);
    } finally {
      await database.close();
    }
  };
  await run(await openDatabase({ kind: 'pglite' }), 'pglite');
  if (postgresUrl) {
    const database = `${name}_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    try {
      const url = new URL(postgresUrl);
      url.pathname = `/${database}`;
      await run(await openDatabase({ kind: 'postgres', url: url.toString() }), 'postgres');
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL to measure it too.');
  }
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    join(import.meta.dirname, 'results', `${name}.json`),
    JSON.stringify(results, null, 2),
  );
  return results;
}
