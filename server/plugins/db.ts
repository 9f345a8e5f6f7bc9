import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { createQueryTurns, type QueryTurns } from '../db/query-turns.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseHandle['kind'];
    /** Runs a heavy read in its turn (see query-turns.ts). */
    inQueryTurn: QueryTurns;
  }
}

/** Makes the opened database available to features and closes it when the app closes. */
export const dbPlugin = fp<{ handle: DatabaseHandle; closeOnShutdown: boolean }>(
  async (app, opts) => {
    app.decorate('db', opts.handle.db);
    app.decorate('databaseKind', opts.handle.kind);
    // The embedded database does one thing at a time anyway; PostgreSQL has a pool of 10.
    const concurrency = opts.handle.kind === 'pglite' ? 1 : 10;
    app.decorate('inQueryTurn', createQueryTurns({ concurrency, maxWaiting: 100 }));
    if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.handle.close());
  },
);
