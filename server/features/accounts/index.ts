import type { Locale } from '../../../domain/shared/locale.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserWithClub } from './repository.ts';
import { createAccountsRepository } from './repository.ts';
import { accountsRoutes } from './routes.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createAccountService } from './account-service.ts';
import { registrationRoutes } from './registration-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { admit, guardRoutes } from './guard.ts';
import { ssoRoutes } from './sso-routes.ts';
import type { SsoProvider, SsoProviderName } from '../../adapters/sso/index.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Erases an account as self-deletion does (decision 010); staff deletions use it too. */
    eraseAccount(userId: number): Promise<void>;
  }
}

type Deps = {
  loginAttemptsPerMinute: number;
  /** Failed logins per client address and minute, across every login (×3 an hour, ×10 a day). */
  loginFailuresPerAddressPerMinute: number;
  mailsPerMinute: number;
  mailsPerRecipientPerHour: number;
  passwordResetsPerMinute: number;
  /** Password changes and account deletions per client address and minute. */
  accountChangesPerMinute: number;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  /** The ids of a user's bookmarks, for the user answer (from the offers area). */
  bookmarkIdsOf: (userId: number) => Promise<number[]>;
  /** Runs before an account row is deleted (its uploads go first). */
  onUserDeleted: (userId: number) => Promise<void>;
  ssoProviders: Map<SsoProviderName, SsoProvider>;
  secureCookies: boolean;
  /** Starts the newsletter's double opt-in (from the newsletter area). */
  subscribeNewsletter: (email: string, locale: Locale) => Promise<void>;
};

export { accountsBackendRoutes } from './backend/routes.ts';

/** The accounts area's public entry. */
export async function registerAccounts(app: FastifyInstance, deps: Deps) {
  app.decorateRequest('currentUser', null);
  const repo = createAccountsRepository(app.db);
  const service = createAccountService({
    repo,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    secret: deps.secret,
    subscribeNewsletter: deps.subscribeNewsletter,
  });
  const throttle = createLoginThrottle(app, {
    accountFailuresPerMinute: deps.loginAttemptsPerMinute * 4,
    addressFailuresPerMinute: deps.loginFailuresPerAddressPerMinute,
    secure: deps.secureCookies,
  });
  await app.register(accountsRoutes, {
    repo,
    throttle,
    loginAttemptsPerMinute: deps.loginAttemptsPerMinute,
    bookmarkIdsOf: deps.bookmarkIdsOf,
  });
  /** Decision 010's erasure: self-deletion and the backend's deletion of a user share it. */
  const eraseAccount = async (userId: number) => {
    // Uploaded files first; sessions, reset tokens and bookmarks go with the row (cascade).
    await deps.onUserDeleted(userId);
    await repo.remove(userId);
  };
  app.decorate('eraseAccount', eraseAccount);
  // The account's own calls: a verified account unless a route names its level or opts out.
  await app.register(async (tree) => {
    guardRoutes(tree, 'verified');
    await tree.register(registrationRoutes, {
      repo,
      service,
      mailsPerMinute: deps.mailsPerMinute,
    });
    await tree.register(passwordRoutes, {
      repo,
      service,
      mailsPerMinute: deps.mailsPerMinute,
      mailsPerRecipientPerHour: deps.mailsPerRecipientPerHour,
      resetsPerMinute: deps.passwordResetsPerMinute,
      changesPerMinute: deps.accountChangesPerMinute,
      throttle,
    });
    await tree.register(profileRoutes, {
      repo,
      service,
      eraseAccount,
      deletionsPerMinute: deps.accountChangesPerMinute,
      bookmarkIdsOf: deps.bookmarkIdsOf,
    });
  });
  await app.register(ssoRoutes, { repo, providers: deps.ssoProviders, secure: deps.secureCookies });
}

export type { UserWithClub } from './repository.ts';
export { actorOf, type Actor } from './actor.ts';
export {
  admit,
  guardRoutes,
  mayUse,
  signedIn,
  signedInUser,
  type Access,
  type Level,
} from './guard.ts';

/**
 * The guard asked inside a handler, for a route outside a guarded tree or one whose need
 * depends on its input: the same lookup and answers as the tree's hook (401, then 403).
 */
export async function currentUser(
  request: FastifyRequest,
  level: 'login' | 'verified' = 'verified',
): Promise<UserWithClub> {
  return admit(request, level);
}
