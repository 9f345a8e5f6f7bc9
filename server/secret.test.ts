import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSessionSecret } from './secret.ts';

describe('the development session secret in DATA_DIR', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is generated once and kept', () => {
    const dir = dataDir();
    const first = resolveSessionSecret({ DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSessionSecret({ DATA_DIR: dir })).toBe(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
  });

  it('is required, not generated, when several servers may share the database or Redis', () => {
    const dir = dataDir();
    expect(() =>
      resolveSessionSecret({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/portal' }),
    ).toThrow(/SESSION_SECRET: required with DATABASE_URL/);
    expect(() => resolveSessionSecret({ DATA_DIR: dir, REDIS_URL: 'redis://cache' })).toThrow(
      /SESSION_SECRET: required with REDIS_URL/,
    );
    const secret = 'x'.repeat(40);
    expect(
      resolveSessionSecret({
        DATA_DIR: dir,
        DATABASE_URL: 'postgres://db/portal',
        SESSION_SECRET: secret,
      }),
    ).toBe(secret);
  });

  it('refuses an empty or short kept secret instead of signing with it', () => {
    for (const kept of ['', '   \n', 'short-secret']) {
      const dir = dataDir();
      writeFileSync(path.join(dir, 'session-secret'), kept);
      expect(() => resolveSessionSecret({ DATA_DIR: dir }), JSON.stringify(kept)).toThrow(
        /at least 32 are needed/,
      );
    }
  });
});
