import type { AuthProvider } from 'react-admin';
import type { Identity } from '../../../domain/backend/api.ts';
import { can, type Permission } from '../../../domain/backend/roles.ts';
import { login } from '../features/accounts/index.ts';
import { api } from '../lib/api-client.ts';
import { backendCall } from './data-provider.ts';

let known: Promise<Identity> | undefined;
// A signed-in account without a staff role: react-admin logs out after a failed check, but
// the portal session is the visitor's and stays; the sign-in screen says why instead.
let forbidden = false;
/** The signed-in staff member, asked once per page load and after each login. */
export function identity(): Promise<Identity> {
  known ??= backendCall<{ data: Identity }>('me').then((r) => r.data);
  known.catch(() => (known = undefined));
  return known;
}

/** Which permission each screen needs; the server checks the same on every call. */
const special: Record<string, Permission> = {
  users: 'moderation',
  dashboard: 'backend',
  reports: 'moderation',
  'category-suggestions': 'moderation',
  clubs: 'moderation',
  // The offers screen and the review queue list offers (decisions 040, 041).
  offers: 'moderation',
};
const needs = (resource: string): Permission => special[resource] ?? 'content';

/** The portal's own session: the backend signs in with the portal's login call. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    known = undefined;
    forbidden = false;
    await login({ email: username, password, remember: false });
    await identity();
  },
  async logout() {
    known = undefined;
    if (forbidden) return;
    await api.post('/auth/logout', { skipSessionGuard: true }).catch(() => undefined);
  },
  async checkAuth() {
    await identity().catch((error: { status?: number }) => {
      forbidden = error.status === 403;
      throw error;
    });
  },
  async checkError(error: { status?: number }) {
    // 403 is a refused call, not a lost session: the screen shows it, the session stays.
    if (error?.status === 401 || error?.status === 419) {
      known = undefined;
      throw new Error('ra.auth.auth_check_error');
    }
  },
  async getIdentity() {
    const me = await identity();
    return { id: me.id, fullName: me.fullName };
  },
  async getPermissions() {
    return (await identity()).permissions;
  },
  async canAccess({ resource }) {
    const me = await identity().catch(() => undefined);
    return Boolean(me && can(me.roles, needs(resource)));
  },
};

/** Why the last check failed: not signed in, or signed in without a staff role. */
export async function accessProblem(): Promise<'signed-out' | 'forbidden' | null> {
  if (forbidden) return 'forbidden';
  try {
    await identity();
    return null;
  } catch (error) {
    return (error as { status?: number }).status === 403 ? 'forbidden' : 'signed-out';
  }
}
