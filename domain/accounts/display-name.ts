import type { User } from './user.ts';

/** Official users are shown by username, everyone else by full name (spec/portal.md §6). */
export function displayName(user: Pick<User, 'official' | 'username' | 'fullname'>): string {
  return user.official ? user.username : user.fullname || user.username;
}
