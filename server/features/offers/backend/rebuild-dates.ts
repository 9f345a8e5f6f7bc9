import type { Database } from '../../../db/client.ts';

/**
 * Writes the calendar dates of the given summer courses again (the summer area's
 * rebuildTimeEntries). Handed in rather than imported: the summer area builds on offers, so
 * offers may not import it back.
 */
export type RebuildDates = (db: Database, ids: readonly number[]) => Promise<void>;
