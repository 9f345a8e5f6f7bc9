import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseHandle['kind'];
  }
}

/** Makes the opened database available to features and closes it when the app closes. */
export const dbPlugin = fp<{ handle: DatabaseHandle; closeOnShutdown: boolean }>(
  async (app, opts) => {
    app.decorate('db', opts.handle.db);
    app.decorate('databaseKind', opts.handle.kind);
    if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.handle.close());
  },
);
