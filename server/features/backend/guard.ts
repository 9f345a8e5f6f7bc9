import type { FastifyRequest } from 'fastify';
import { can, type Permission } from '../../../domain/backend/roles.ts';
import { HttpError } from '../../http-error.ts';
import { currentUser } from '../accounts/index.ts';

/** Who made a change, as the audit record keeps it. */
export type Actor = { id: number; name: string };

/**
 * preValidation hook of every backend call (before the body is read, so a refused role never learns what input is valid): a signed-in, verified account (401/403 from the accounts
 * guard) holding a role that grants the call's permission (403 otherwise).
 */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest) => {
    const { user } = await currentUser(request);
    if (!can(user.roles, permission))
      throw new HttpError(403, 'Your role does not allow this in the backend.');
  };
}

export function actorOf(request: FastifyRequest): Actor {
  const user = request.currentUser?.user;
  if (!user) throw new HttpError(401, 'Unauthenticated.');
  return { id: user.id, name: `${user.name} ${user.surname}`.trim() || user.username };
}
