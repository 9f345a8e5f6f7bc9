import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { actorOf } from './index.ts';

const requestOf = (user: Record<string, unknown> | null) =>
  ({ currentUser: user ? { user, club: null } : null }) as unknown as FastifyRequest;

const anna = {
  id: 7,
  name: 'Anna',
  surname: 'Berg',
  username: 'anna',
  emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
  official: false,
  clubId: 3,
  roles: [],
};

describe('actorOf', () => {
  it('gives the audit name and the save rules view of one signed-in account', () => {
    expect(actorOf(requestOf(anna))).toEqual({
      id: 7,
      name: 'Anna Berg',
      verified: true,
      official: false,
      clubId: 3,
      staff: false,
    });
  });

  it('names the account by its username without a name, and marks staff by their roles', () => {
    const editor = { ...anna, name: '', surname: '', emailVerifiedAt: null, roles: ['editor'] };
    expect(actorOf(requestOf(editor))).toMatchObject({
      name: 'anna',
      verified: false,
      staff: true,
    });
  });

  it('answers 401 without a signed-in account', () => {
    expect(() => actorOf(requestOf(null))).toThrow(
      expect.objectContaining({ statusCode: 401 }) as Error,
    );
  });
});
