import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { can, type Permission } from '../../../domain/backend/roles.ts';
import { HttpError } from '../../http-error.ts';
import { createAccountsRepository, type UserWithClub } from './repository.ts';

/** A signed-in account (401 otherwise); 'verified' also needs a confirmed e-mail address (403). */
export type Level = 'login' | 'verified';

/** Who may call a route: anyone, a signed-in account, or a verified one holding a permission. */
export type Access = 'public' | Level | Permission;

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: UserWithClub | null;
  }
  interface FastifyContextConfig {
    /** Set on every route of a guarded tree (guardRoutes): what its caller must be. */
    access?: Access;
    /** A page a browser opens: a caller who is not signed in goes to the login page (303). */
    signInPage?: boolean;
  }
}

const permissions = new Set<Access>(['backend', 'content', 'moderation', 'roles']);
export const isPermission = (access: Access): access is Permission => permissions.has(access);

const lookups = new WeakMap<FastifyRequest, Promise<UserWithClub | null>>();

/**
 * The one answer to "who is signed in": the account of the request's session, or null for a
 * visitor. A blocked account counts as nobody: its sessions end when it is blocked, and one
 * that slipped through (made on another server meanwhile) ends here. Asked once per request.
 */
export function signedIn(request: FastifyRequest): Promise<UserWithClub | null> {
  let found = lookups.get(request);
  if (!found) {
    found = lookUp(request);
    lookups.set(request, found);
  }
  return found;
}

async function lookUp(request: FastifyRequest): Promise<UserWithClub | null> {
  if (!request.session) return null;
  const found = await createAccountsRepository(request.server.db).findById(request.session.userId);
  return found && !found.user.blockedAt ? found : null;
}

/**
 * Admits the request at an access level or throws: 401 without a (live, unblocked) account,
 * 403 for an unconfirmed e-mail address (spec/portal.md §6: everything but verify needs
 * one) and 403 for a role without the permission.
 */
export async function admit(request: FastifyRequest, access: Level | Permission) {
  const found = await signedIn(request);
  if (!found) throw new HttpError(401, 'Unauthenticated.');
  request.currentUser = found;
  if (access !== 'login' && !found.user.emailVerifiedAt)
    throw new HttpError(403, 'Your e-mail address is not verified.');
  if (isPermission(access) && !can(found.user.roles, access))
    throw new HttpError(403, 'Your role does not allow this in the backend.');
  return found;
}

/** Whether the request's account may do what a permission grants (previews, the backend shell). */
export async function mayUse(request: FastifyRequest, permission: Permission) {
  return admit(request, permission).then(
    () => true,
    () => false,
  );
}

/**
 * Guards a whole route tree (a Fastify context and the plugins registered inside it): every
 * route gets an access level, recorded in its config and in the API document (`x-access`),
 * and the tree's preValidation hook (before the body is validated, so a refused caller never
 * learns what input is valid) admits the caller at that level. `rule` is either the level of
 * routes that name none (a route opts out with `config: { access: 'public' }`), or
 * 'permission': every route must name a permission, or the app does not start.
 */
export function guardRoutes(tree: FastifyInstance, rule: Level | 'permission') {
  tree.addHook('onRoute', (route) => {
    const access = route.config?.access ?? (rule === 'permission' ? undefined : rule);
    if (access === undefined || (rule === 'permission' && !isPermission(access)))
      throw new Error(`${String(route.method)} ${route.url} names no permission (config.access).`);
    route.config = { ...route.config, access };
    // The API document shows each call's level (and the route-guard test reads it there).
    route.schema = { ...route.schema, 'x-access': access } as FastifySchema;
  });
  tree.addHook('preValidation', async (request, reply) => {
    const { access, signInPage } = request.routeOptions.config;
    if (access === undefined || access === 'public') return;
    try {
      await admit(request, access);
    } catch (error) {
      if (!signInPage || (error as HttpError).statusCode !== 401) throw error;
      return toLogin(request, reply);
    }
  });
}

function toLogin(request: FastifyRequest, reply: FastifyReply) {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang ?? request.locale;
  const prefix = lang === 'en' ? '/en' : '';
  return reply.redirect(`${prefix}/login?redirect=${encodeURIComponent(request.url)}`, 303);
}

/** The account the tree's guard admitted (handlers of guarded routes read it). */
export function signedInUser(request: FastifyRequest): UserWithClub {
  if (!request.currentUser) throw new HttpError(401, 'Unauthenticated.');
  return request.currentUser;
}
