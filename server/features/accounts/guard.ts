import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error.ts';
import type { AccountsRepository, UserWithClub } from './repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: UserWithClub | null;
  }
}

type Level = 'login' | 'verified';

/**
 * preHandler for routes that need a signed-in user (401 otherwise); 'verified' also needs a
 * confirmed e-mail address (403), as spec/portal.md §6 requires for everything but verify.
 */
export function requireUser(repo: AccountsRepository, level: Level = 'verified') {
  return async (request: FastifyRequest) => {
    const found = request.session ? await repo.findById(request.session.userId) : undefined;
    // A blocked account's sessions end when it is blocked; one that slipped through ends here.
    if (!found || found.user.blockedAt) throw new HttpError(401, 'Unauthenticated.');
    if (level === 'verified' && !found.user.emailVerifiedAt)
      throw new HttpError(403, 'Your e-mail address is not verified.');
    request.currentUser = found;
  };
}

export function signedInUser(request: FastifyRequest): UserWithClub {
  if (!request.currentUser) throw new HttpError(401, 'Unauthenticated.');
  return request.currentUser;
}
