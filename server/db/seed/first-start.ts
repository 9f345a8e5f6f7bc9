import { and, arrayContains, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../client.ts';
import * as t from '../schema/index.ts';
import { seedEssentials } from './essentials.ts';
import { isEmpty, seedDemo, type SeedOptions } from './index.ts';

export type StartSeed = 'none' | 'essentials' | 'demo';

/**
 * What a start puts into an empty, migrated database (decision 048): the demo city when
 * SEED_DEMO says so (by default outside production only), else only the essentials a page
 * needs. A production install that asked for the demo gets its content, but its accounts get
 * passwords nobody knows: the README's password must never open a public install.
 */
export async function seedAtStart(
  db: Database,
  config: Pick<Config, 'NODE_ENV' | 'SEED_DEMO'>,
  demoSizes: Partial<SeedOptions> = {},
): Promise<StartSeed> {
  if (!(await isEmpty(db))) return 'none';
  if (!config.SEED_DEMO) {
    await seedEssentials(db);
    return 'essentials';
  }
  await seedDemo(db, {
    ...demoSizes,
    accountPasswords: config.NODE_ENV === 'production' ? 'unknown' : 'shared',
  });
  return 'demo';
}

/** True when some account that is not blocked holds the admin role. */
export async function hasAdministrator(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(arrayContains(t.users.roles, ['admin']), isNull(t.users.blockedAt)))
    .limit(1);
  return rows.length > 0;
}

/** The line a production start logs while no administrator exists; names no account. */
export async function administratorHint(
  db: Database,
  config: Pick<Config, 'NODE_ENV'>,
): Promise<string | undefined> {
  if (config.NODE_ENV !== 'production' || (await hasAdministrator(db))) return undefined;
  return 'No administrator yet: run `npm run admin:create -- --email <address>` to create one.';
}
