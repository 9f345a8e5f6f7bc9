import type { FastifyRequest } from 'fastify';
import type { Permission } from '../../../domain/backend/roles.ts';
import { HttpError } from '../../http-error.ts';

/** Who made a change, as the audit record keeps it. */
export type Actor = { id: number; name: string };

/**
 * The route config of a backend call: the permission it needs. The backend's route tree
 * (registerBackend) admits a signed-in, verified, unblocked account whose role grants it
 * (401/403 otherwise) and refuses to start when a call names none.
 */
export function requirePermission(permission: Permission): { access: Permission } {
  return { access: permission };
}

export function actorOf(request: FastifyRequest): Actor {
  const user = request.currentUser?.user;
  if (!user) throw new HttpError(401, 'Unauthenticated.');
  return { id: user.id, name: `${user.name} ${user.surname}`.trim() || user.username };
}
