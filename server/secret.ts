import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config.ts';

const minSecretLength = 32;

/**
 * Outside production a missing SESSION_SECRET is generated once and kept in DATA_DIR, so
 * sessions survive restarts on a laptop without anyone inventing a secret.
 */
export function resolveSessionSecret(config: {
  SESSION_SECRET?: string;
  DATA_DIR: string;
  DATABASE_URL?: string;
  REDIS_URL?: string;
}): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  // A shared database or Redis means several app servers: each would generate its own
  // secret, and a link or CSRF token signed by one would fail on the next.
  const shared = ['DATABASE_URL', 'REDIS_URL'].filter(
    (name) => config[name as keyof typeof config],
  );
  if (shared.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n  SESSION_SECRET: required with ${shared.join(' and ')}, the same on every app server`,
    );
  const file = path.resolve(config.DATA_DIR, 'session-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    // An empty or short file would let anyone sign links and tokens: refuse to start on it.
    if (kept.length < minSecretLength)
      throw new ConfigError(
        `Invalid configuration:\n  ${file}: the kept session secret has ${kept.length} characters, ` +
          `at least ${minSecretLength} are needed; delete the file to have a new one generated, or set SESSION_SECRET`,
      );
    return kept;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
