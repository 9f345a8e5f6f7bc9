import type { Database } from '../client.ts';
import * as t from '../schema/index.ts';
import type { SummerSeason } from '../../../domain/summer/summer.ts';
import { summerSettingsKey } from '../../features/summer/index.ts';
import type { Tx } from './fragment-writer.ts';
import { demoDistricts, demoSettings } from './site.ts';

/**
 * What every install needs before anyone has signed in, and what editors cannot create in the
 * backend (decision 048): the content bundle's settings (every page reads them; without the
 * row the portal answers 500), the summer calendar's settings (the backend edits a row that
 * exists, it never creates one) and the official district boundaries (read-only in the
 * backend). No account, no page and no taxonomy: those are the operator's and editors' own.
 */
export async function insertEssentials(tx: Tx, seasons: SummerSeason[] = []): Promise<void> {
  await tx.insert(t.settings).values([
    { key: 'site', value: demoSettings },
    { key: summerSettingsKey, value: { seasons } },
  ]);
  await tx.insert(t.districts).values(demoDistricts);
}

/** An empty, migrated database made ready for a real install (no demo content). */
export async function seedEssentials(db: Database): Promise<void> {
  await db.transaction((tx) => insertEssentials(tx));
}
