import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { MediaRepository } from './repository.ts';

/** How many records or files one sweep looks at per batch. */
const batchSize = 200;

export type SweepResult = { records: number; files: number };

/**
 * Removes uploads that nothing uses once their grace period is over: records whose file no
 * profile, club, offer or editorial text names (with their files), and stored files without
 * any record (left by an upload that stopped half-way). Works through the storage port, so
 * local files and an S3 bucket are swept alike; several app servers may sweep at once.
 */
export function createOrphanSweep(deps: {
  storage: FileStorage;
  repo: MediaRepository;
  graceMs: number;
  log: FastifyBaseLogger;
}) {
  const { storage, repo, graceMs, log } = deps;

  async function sweep(now = new Date()): Promise<SweepResult> {
    const before = new Date(now.getTime() - graceMs);
    const result: SweepResult = { records: 0, files: 0 };

    for (;;) {
      const orphans = await repo.unreferenced(before, batchSize);
      for (const upload of orphans) {
        for (const key of upload.keys) await storage.delete(key);
        await repo.remove(upload.id);
        result.records += 1;
      }
      if (orphans.length < batchSize) break;
    }

    let batch: string[] = [];
    const flush = async () => {
      const recorded = await repo.recordedKeys(batch);
      for (const key of batch) {
        if (recorded.has(key)) continue;
        await storage.delete(key);
        result.files += 1;
      }
      batch = [];
    };
    for await (const file of storage.list()) {
      if (file.modifiedAt >= before) continue;
      batch.push(file.key);
      if (batch.length >= batchSize) await flush();
    }
    await flush();

    if (result.records > 0 || result.files > 0) log.info(result, 'unused uploads removed');
    return result;
  }

  /**
   * Sweeps every `intervalMs` in this process; the timer never keeps the process alive. The
   * returned stop waits for a sweep under way, so the database is not closed beneath it.
   */
  function start(intervalMs: number): () => Promise<void> {
    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      running ??= sweep()
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error }, 'upload sweep failed'))
        .finally(() => (running = undefined));
    }, intervalMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  }

  return { sweep, start };
}
