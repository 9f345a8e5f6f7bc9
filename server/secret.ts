import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Outside production a missing SESSION_SECRET is generated once and kept in DATA_DIR, so
 * sessions survive restarts on a laptop without anyone inventing a secret.
 */
export function resolveSessionSecret(config: {
  SESSION_SECRET?: string;
  DATA_DIR: string;
}): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.resolve(config.DATA_DIR, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
