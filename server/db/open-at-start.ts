import { accessSync, constants, mkdirSync } from 'node:fs';
import { ConfigError } from '../config.ts';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from './client.ts';

/** The driver's code (ECONNREFUSED, 28P01, ENOTDIR), looking through wrapping errors. */
function reason(error: unknown): string {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never)
    if (typeof e.code === 'string') return e.code;
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : 'unknown';
}

/**
 * Opens and migrates the database for the process start. What the setup gets wrong (an
 * unreachable PostgreSQL, a DATA_DIR that cannot be written) ends the start with one line
 * naming the variable and what to do, instead of a driver's stack trace.
 */
export async function openDatabaseAtStart(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite' && target.dataDir) {
    try {
      mkdirSync(target.dataDir, { recursive: true });
      accessSync(target.dataDir, constants.W_OK);
    } catch (error) {
      throw new ConfigError(
        `DATA_DIR: cannot write to ${target.dataDir} (${reason(error)}). Point DATA_DIR at a directory this user may write, or fix its permissions.`,
      );
    }
  }
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(target);
    await database.migrate();
    return database;
  } catch (error) {
    await database?.close().catch(() => undefined);
    if (target.kind === 'postgres') {
      const url = new URL(target.url);
      throw new ConfigError(
        `DATABASE_URL: cannot use PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname} (${reason(error)}). Check the address, the user and that the database exists, or unset DATABASE_URL to use the embedded database in DATA_DIR.`,
      );
    }
    throw new ConfigError(
      `DATA_DIR: the embedded database in ${target.dataDir ?? 'memory'} cannot be opened (${reason(error)}). Is another server using this DATA_DIR? Stop it, or give this one its own DATA_DIR.`,
    );
  }
}
