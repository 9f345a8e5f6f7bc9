import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { forgotPasswordSchema, userSaveSchema } from '../domain/accounts/payloads.ts';
import { ConfigError, loadConfig } from '../server/config.ts';
import { targetFromConfig, type Database } from '../server/db/client.ts';
import { openDatabaseAtStart } from '../server/db/open-at-start.ts';
import { hashPassword } from '../server/features/accounts/password.ts';
import { createAccountsRepository } from '../server/features/accounts/repository.ts';
import { hashToken, newToken } from '../server/secret-token.ts';

/**
 * `npm run admin:create -- --email someone@city.example [--name "Jonas Wolff"]`: the first
 * administrator of a real install (decision 048). Creates a verified account with the admin
 * role, or promotes the account that has the address, and prints a one-time link to set the
 * password. No password is ever given on the command line or printed.
 */

export const usage =
  'Usage: npm run admin:create -- --email <address> [--name "<first name> <surname>"]';

/**
 * The link is handed over outside the portal (a terminal, a phone call), so it lives longer
 * than a reset mail's hour; running the command again replaces it.
 */
export const setupLinkHours = 24;

/** Bad input: the process ends with 64 (EX_USAGE) and this message. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export type AdminInput = { email: string; name: string; surname: string };

export type AdminResult = {
  created: boolean;
  userId: number;
  username: string;
  /** What a promotion changed on an existing account. */
  changes: string[];
  /** Where to set the password; absent for a single-sign-on account (it signs in there). */
  link?: { url: string; expiresAt: Date };
  ssoDriver?: string;
};

let english: Record<string, unknown> | undefined;
/** The web's English text for a validation key the shared schemas report. */
function textOf(key: string): string {
  english ??= JSON.parse(
    readFileSync(new URL('../web/src/locales/en.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  let node: unknown = english;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (node && typeof node === 'object') node = (node as { default?: unknown }).default;
  return typeof node === 'string' ? node : key;
}

function checked<T>(option: string, schema: z.ZodType<T>, raw: string): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'validation.invalid';
  throw new UsageError(`--${option} "${raw}": ${textOf(message)}`);
}

/** Reads the options; every value goes through the schema the registration form uses. */
export function parseAdminArgs(args: string[]): AdminInput {
  if (args.some((a) => a === '--password' || a.startsWith('--password='))) {
    throw new UsageError(
      '--password: a password is never given on the command line (it would stay in the shell history); open the printed link to set it.',
    );
  }
  let values: { email?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: { email: { type: 'string' }, name: { type: 'string' } },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.email === undefined) throw new UsageError('--email: the address is required.');
  const email = checked('email', forgotPasswordSchema.shape.email, values.email);
  // "Anna Maria Schulz": the last word is the surname, as the profile's two fields hold it.
  const words = (values.name ?? 'Administrator').trim().split(/\s+/);
  const surname = words.length > 1 ? words.pop()! : '';
  const name = checked('name', userSaveSchema.shape.name, words.join(' '));
  if (surname) checked('name', userSaveSchema.shape.surname, surname);
  return { email, name, surname };
}

/** The address's local part as a username the profile accepts, made unique with a number. */
async function freeUsername(repo: ReturnType<typeof createAccountsRepository>, email: string) {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 24);
  const base = local.length >= 3 ? local : ['admin', local].filter(Boolean).join('_');
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}_${n}`;
    if (!(await repo.taken(email, candidate)).username) return candidate;
  }
}

/** Creates or promotes the administrator and issues the one-time link to set the password. */
export async function createAdministrator(
  db: Database,
  input: AdminInput,
  options: { publicUrl: string; now?: Date },
): Promise<AdminResult> {
  const now = options.now ?? new Date();
  const repo = createAccountsRepository(db);
  const found = await repo.findByLogin(input.email);
  const existing = found?.user.email.toLowerCase() === input.email ? found.user : undefined;
  let result: AdminResult;
  if (existing) {
    const changes: string[] = [];
    const update: Parameters<typeof repo.update>[1] = {};
    if (!existing.roles.includes('admin')) {
      update.roles = [...existing.roles, 'admin'];
      changes.push('admin role added');
    }
    if (!existing.emailVerifiedAt) {
      update.emailVerifiedAt = now;
      changes.push('address marked as confirmed');
    }
    if (existing.blockedAt) {
      update.blockedAt = null;
      changes.push('block lifted');
    }
    if (changes.length) await repo.update(existing.id, update);
    result = { created: false, userId: existing.id, username: existing.username, changes };
    if (existing.ssoDriver) return { ...result, ssoDriver: existing.ssoDriver };
  } else {
    const username = await freeUsername(repo, input.email);
    const userId = await repo.create({
      name: input.name,
      surname: input.surname,
      email: input.email,
      username,
      // A password nobody knows until the link sets one; "forgot password" works for it too.
      passwordHash: await hashPassword(newToken()),
      // Staff of the city: shown by username, like the other official accounts.
      official: true,
      emailVerifiedAt: now,
      roles: ['admin'],
    });
    result = { created: true, userId, username, changes: [] };
  }
  const token = newToken();
  const expiresAt = new Date(now.getTime() + setupLinkHours * 3600_000);
  await repo.replaceResetToken(result.userId, hashToken(token), expiresAt);
  // The very page the reset mail links to (its token is a reset token like any other).
  const base = options.publicUrl.replace(/\/$/, '');
  const url = `${base}/password/reset?email=${encodeURIComponent(input.email)}&token=${token}`;
  return { ...result, link: { url, expiresAt } };
}

function report(email: string, r: AdminResult): string {
  const lines = [
    r.created
      ? `Created the administrator ${email} (username ${r.username}).`
      : `${email} (username ${r.username}) is an administrator${r.changes.length ? `: ${r.changes.join(', ')}` : ' already'}.`,
  ];
  if (r.ssoDriver) lines.push(`The account signs in with ${r.ssoDriver}; it has no password.`);
  if (r.link) {
    lines.push(
      `Open this link before ${r.link.expiresAt.toISOString()} to set the password; it works once:`,
      r.link.url,
    );
  }
  return lines.join('\n');
}

async function main() {
  let input: AdminInput;
  let config;
  try {
    input = parseAdminArgs(process.argv.slice(2));
    config = loadConfig();
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${usage}`);
      process.exit(64);
    }
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  let database;
  try {
    database = await openDatabaseAtStart(targetFromConfig(config));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(78);
  }
  try {
    const result = await createAdministrator(database.db, input, { publicUrl: config.PUBLIC_URL });
    console.log(report(input.email, result));
    if (result.link && !process.env.PUBLIC_URL) {
      console.warn(
        `PUBLIC_URL is not set, so the link points at ${config.PUBLIC_URL}; set PUBLIC_URL to the portal's address for a link that works from elsewhere.`,
      );
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
