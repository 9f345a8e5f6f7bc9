import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP's argon2id baseline: 19 MiB memory, 2 passes, one lane.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolated modules).
const options = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

// Each hash takes a core for tens of milliseconds. Unbounded, a burst of logins (unknown
// e-mails cost a hash too, so timing reveals nothing) took every core from the requests
// around them; at most half the cores hash at once, and the rest wait their turn.
const hashing = pLimit(Math.max(1, Math.floor(availableParallelism() / 2)));

/** How many hashes run and wait right now (for the test that holds the bound). */
export const hashingLoad = () => ({
  running: hashing.activeCount,
  waiting: hashing.pendingCount,
  bound: hashing.concurrency,
});

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, options));
}

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  // Users from single sign-on have no password; still spend the time so timing reveals nothing.
  if (!passwordHash) {
    await hashing(() => hash(password, options));
    return false;
  }
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
