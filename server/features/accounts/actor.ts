import type { FastifyRequest } from 'fastify';
import { signedInUser } from './guard.ts';

/**
 * The signed-in account acting on a call: what the offer save rules check (verified,
 * official, club, staff) and what the backend's audit record keeps (id and name).
 */
export type Actor = {
  id: number;
  /** The person's full name, or the username when none is given. */
  name: string;
  verified: boolean;
  official: boolean;
  clubId: number | null;
  /** Staff offers are never held for review (decision 041). */
  staff: boolean;
};

/** The acting account of a request the route tree's guard admitted; 401 when it has none. */
export function actorOf(request: FastifyRequest): Actor {
  const { user } = signedInUser(request);
  return {
    id: user.id,
    name: `${user.name} ${user.surname}`.trim() || user.username,
    verified: user.emailVerifiedAt !== null,
    official: user.official,
    clubId: user.clubId,
    staff: user.roles.length > 0,
  };
}
