import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypes, storageKeyPattern, type FileStorage } from './storage.ts';

/** Files in a directory (DATA_DIR/uploads by default); keys never leave it. */
export function createLocalStorage(directory: string): FileStorage {
  const root = path.resolve(directory);
  const fileOf = (key: string) => {
    if (!storageKeyPattern.test(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      await mkdir(root, { recursive: true });
      await writeFile(fileOf(key), body, { mode: 0o640 });
    },
    async get(key) {
      if (!storageKeyPattern.test(key)) return undefined;
      try {
        const body = await readFile(fileOf(key));
        return {
          body,
          contentType: contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream',
        };
      } catch {
        return undefined;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list() {
      const names = await readdir(root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const name of names) {
        if (!storageKeyPattern.test(name)) continue;
        const info = await stat(path.join(root, name)).catch(() => undefined);
        if (info?.isFile()) yield { key: name, modifiedAt: info.mtime };
      }
    },
  };
}
