import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as german from '@zxcvbn-ts/language-de';
import { commonPasswords } from '../../../domain/accounts/common-passwords.ts';
import { passwordSchema } from '../../../domain/accounts/payloads.ts';
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
// zxcvbn knows them, and the portal's own list of the passwords that head German breach lists
// ("ichliebedich" is a phrase of three common words to zxcvbn, strong enough without it);
// loaded on the first check, not at start.
let guessingReady = false;
function guessScore(password: string, personal: string[]): number {
  if (!guessingReady) {
    zxcvbnOptions.setOptions({
      dictionary: {
        ...common.dictionary,
        ...german.dictionary,
        breachedDe: [...commonPasswords],
      },
      graphs: common.adjacencyGraphs,
    });
    guessingReady = true;
  }
  return zxcvbn(password, personal).score;
}

/** zxcvbn's 0–4; 3 is "safely unguessable: moderate protection from an offline attack". */
export const minimumGuessScore = 3;

/**
 * The words of the person's own data, for the user dictionary: name, surname, username, the
 * whole e-mail address and its local part (the domain alone is shared with millions), each
 * whole and in its parts.
 */
function personalWords(personal: (string | null | undefined)[]): string[] {
  const values = personal.flatMap((value) => {
    if (!value) return [];
    const at = value.lastIndexOf('@');
    return at > 0 ? [value, value.slice(0, at)] : [value];
  });
  const parts = values.flatMap((value) => (value.includes('@') ? [] : value.split(/[.\s_+-]+/)));
  const words = [...values, ...parts].map((word) => word.toLowerCase());
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/** The password with the person's own words taken out: what is left has to be strong. */
function withoutPersonal(password: string, words: string[]): string {
  let rest = password;
  // Longest first, so "jana.brandt" goes whole before "jana" takes part of it.
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    const at = (from: string) => from.toLowerCase().indexOf(word);
    for (let i = at(rest); i >= 0; i = at(rest))
      rest = rest.slice(0, i) + rest.slice(i + word.length);
  }
  return rest;
}

/**
 * The hash of a new password, unless it is easy to guess (ASVS 5.0): found in breach lists,
 * a keyboard pattern ("qwertzui"), a word with digits or a year ("Sommer2026!"), or built
 * from the person's own name, username or e-mail. Such a password is refused with 422.
 */
export async function newPasswordHash(
  password: string,
  personal: (string | null | undefined)[],
): Promise<string> {
  assertNotGuessable(password, personal);
  return hashPassword(password);
}

/**
 * The checks of a new password a form's schema makes (length, breach list) and the guessing
 * check, for a route that may judge the password only after something else (a reset's token).
 */
export function assertStrongPassword(password: string, personal: (string | null | undefined)[]) {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success)
    throw validationError({ password: parsed.error.issues.map((issue) => issue.message) });
  assertNotGuessable(password, personal);
}

/**
 * Refuses a password zxcvbn scores below 3 with the person's own words as its user
 * dictionary. zxcvbn rates any three parts at 10^8 guesses at least, a score of 3, so
 * "JanaBrandt2026" would pass on its own: the part left without the person's own words is
 * scored as well.
 */
export function assertNotGuessable(password: string, personal: (string | null | undefined)[]) {
  const words = personalWords(personal);
  const score = Math.min(
    guessScore(password, words),
    guessScore(withoutPersonal(password, words), words),
  );
  if (score < minimumGuessScore)
    throw validationError({ password: ['validation.password.guessable'] });
}
