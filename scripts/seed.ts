import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase, targetFromConfig } from '../server/db/client.ts';
import { clearAll, defaultSeedOptions, seedDemo } from '../server/db/seed/index.ts';

/**
 * `npm run seed -- --offers 100000`: empties the configured database (DATA_DIR or
 * DATABASE_URL) and fills it with the demo city at the given sizes, for benchmarks and demos.
 */
const { values } = parseArgs({
  options: {
    offers: { type: 'string', default: String(defaultSeedOptions.offers) },
    articles: { type: 'string', default: String(defaultSeedOptions.articles) },
    events: { type: 'string', default: String(defaultSeedOptions.events) },
    seed: { type: 'string', default: String(defaultSeedOptions.seed) },
  },
});

function count(name: string, raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number of at least 0 (got "${raw}")`);
    process.exit(64);
  }
  return n;
}

const options = {
  offers: count('offers', values.offers),
  articles: count('articles', values.articles),
  events: count('events', values.events),
  seed: count('seed', values.seed),
};

const config = loadConfig();
const database = await openDatabase(targetFromConfig(config));
const started = Date.now();
await database.migrate();
await clearAll(database.db);
await seedDemo(database.db, options);
await database.close();
console.log(
  `Seeded ${options.offers} offers, ${options.articles} articles, ${options.events} events in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).`,
);
