// Zod-free: the backend's first screen and the server guard both read these.

/**
 * The portal's roles, weakest first. `visitor` (no session) and `user` (signed in) are never
 * stored; an account's stored roles are the staff roles below.
 */
export const roles = ['visitor', 'user', 'editor', 'moderator', 'admin'] as const;
export type Role = (typeof roles)[number];

export const staffRoles = ['editor', 'moderator', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What a backend call needs; each call names one. */
export type Permission = 'backend' | 'content' | 'moderation' | 'roles';

const grants: Record<Permission, readonly StaffRole[]> = {
  // The dashboard and one's own identity: every staff role.
  backend: ['editor', 'moderator', 'admin'],
  // Pages, fragments, news, events, highlights, FAQ, settings, taxonomies, media.
  content: ['editor', 'admin'],
  // Reports, hiding and deleting users' offers, category suggestions (decision 036).
  moderation: ['moderator', 'admin'],
  // Assigning roles to accounts.
  roles: ['admin'],
};

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}

export function can(stored: readonly string[], permission: Permission): boolean {
  return stored.some((r) => (grants[permission] as readonly string[]).includes(r));
}

/** The strongest role of an account, as the backend shows it. */
export function roleOf(stored: readonly string[] | null): Role {
  if (stored === null) return 'visitor';
  for (const role of [...staffRoles].reverse()) if (stored.includes(role)) return role;
  return 'user';
}

export function permissionsOf(stored: readonly string[]): Permission[] {
  return (Object.keys(grants) as Permission[]).filter((p) => can(stored, p));
}
