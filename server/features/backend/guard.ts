import type { Permission } from '../../../domain/backend/roles.ts';

/**
 * The route config of a backend call: the permission it needs. The backend's route tree
 * (registerBackend) admits a signed-in, verified, unblocked account whose role grants it
 * (401/403 otherwise) and refuses to start when a call names none.
 */
export function requirePermission(permission: Permission): { access: Permission } {
  return { access: permission };
}
