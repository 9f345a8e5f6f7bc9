import { ConfigError, loadConfig } from './config.ts';
import { targetFromConfig } from './db/client.ts';
import { openDatabaseAtStart } from './db/open-at-start.ts';
import { administratorHint, seedAtStart } from './db/seed/first-start.ts';
import { resolveSessionSecret } from './secret.ts';
import { buildApp } from './app.ts';

/** Process entry: configuration, database, migrations, first-start seed, listen, shutdown. */
async function main() {
  const config = loadConfig();
  const target = targetFromConfig(config);
  const database = await openDatabaseAtStart(
    target.kind === 'postgres'
      ? { ...target, statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS }
      : target,
  );
  const seeded = await seedAtStart(database.db, config);

  const app = await buildApp(config, { database, sessionSecret: resolveSessionSecret(config) });
  if (seeded !== 'none') app.log.info({ seeded }, 'empty database filled at first start');
  const hint = await administratorHint(database.db, config);
  if (hint) app.log.warn(hint);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Give open requests a moment, then stop regardless so deploys never hang.
    const force = setTimeout(() => process.exit(1), 10000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(78);
  }
  console.error(err);
  process.exit(1);
});
