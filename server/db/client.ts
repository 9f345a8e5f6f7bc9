import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers expose the same Drizzle API; features depend only on this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Embedded only: the whole data directory as a tarball, to clone test databases from. */
  snapshot?(): Promise<Blob>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /** Cancels any one query of the app after this long (0: never), so none holds a connection. */
      statementTimeoutMs?: number;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** DATABASE_URL wins; otherwise the embedded PGlite lives in DATA_DIR/db. */
export function targetFromConfig(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
}): DatabaseTarget {
  if (config.DATABASE_URL) return { kind: 'postgres', url: config.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.resolve(config.DATA_DIR, 'db') };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // A database that does not answer is an error after a few seconds, not a hang.
      connectionTimeoutMillis: 5000,
      ...(target.statementTimeoutMs ? { statement_timeout: target.statementTimeoutMs } : {}),
    });
    // An idle connection dropped by the server must not crash the process: the pool replaces
    // it, and a query that fails meanwhile is reported by the request that ran it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      // Migrations may build indexes for minutes: their own connection, without the timeout.
      migrate: async () => {
        const own = new pg.Pool({
          connectionString: target.url,
          max: 1,
          connectionTimeoutMillis: 5000,
        });
        try {
          await migratePg(drizzlePg(own) as never, { migrationsFolder });
        } finally {
          await own.end();
        }
      },
      close: once(() => pool.end()),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    // The geo extensions of migration 0005 (nearest offers, fuzzy address search).
    extensions: { cube, earthdistance, pg_trgm },
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: once(() => client.close()),
    snapshot: () => client.dumpDataDir('none'),
  };
}

/** Closing twice (a test and the app's shutdown hook) must be harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
