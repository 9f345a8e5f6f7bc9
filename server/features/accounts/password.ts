import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as german from '@zxcvbn-ts/language-de';
import { validationError } from '../../http-error.ts';

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

// Breached passwords, common words, names and keyboard patterns (German and English), as
// zxcvbn knows them; loaded on the first check, not at start.
let guessingReady = false;
function guessScore(password: string, personal: string[]): number {
  if (!guessingReady) {
    zxcvbnOptions.setOptions({
      dictionary: { ...common.dictionary, ...german.dictionary },
      graphs: common.adjacencyGraphs,
    });
    guessingReady = true;
  }
  return zxcvbn(password, personal).score;
}

/**
 * The hash of a new password, unless it is easy to guess (ASVS 5.0): found in breach lists,
 * a keyboard pattern ("qwertzui"), a word with digits or a year ("Hamburg2026"), or built
 * from the person's own name, username or e-mail. Such a password is refused with 422.
 */
export async function newPasswordHash(
  password: string,
  personal: (string | null | undefined)[],
): Promise<string> {
  assertNotGuessable(password, personal);
  return hashPassword(password);
}

export function assertNotGuessable(password: string, personal: (string | null | undefined)[]) {
  const words = personal.flatMap((value) => (value ? [value, ...value.split(/[@.\s_-]+/)] : []));
  if (
    guessScore(
      password,
      words.filter((w) => w.length >= 3),
    ) < 2
  )
    throw validationError({ password: ['validation.password.guessable'] });
}
