import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';
import { openDatabaseAtStart } from './open-at-start.ts';

describe('opening the database at start', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-start-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names DATA_DIR and what to do when it cannot be written', async () => {
    // A file where the directory should be: refused for every user, root included.
    const file = path.join(dir, 'not-a-directory');
    writeFileSync(file, '');
    await expect(
      openDatabaseAtStart({ kind: 'pglite', dataDir: path.join(file, 'db') }),
    ).rejects.toThrow(
      /^DATA_DIR: cannot write to .*not-a-directory\/db \(ENOTDIR\)\. Point DATA_DIR/,
    );
  });

  it('names DATABASE_URL and what to do when PostgreSQL cannot be reached', async () => {
    const port = await freePort();
    await expect(
      openDatabaseAtStart({ kind: 'postgres', url: `postgres://portal@127.0.0.1:${port}/portal` }),
    ).rejects.toThrow(
      new RegExp(
        `^DATABASE_URL: cannot use PostgreSQL at 127\\.0\\.0\\.1:${port}/portal \\(ECONNREFUSED\\)`,
      ),
    );
  });
});
