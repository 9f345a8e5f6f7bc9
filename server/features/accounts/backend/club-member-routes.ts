import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backendApiBase, idParamSchema } from '../../../../domain/backend/api.ts';
import {
  clubMemberInputSchema,
  clubMemberParamsSchema,
  clubMemberSchema,
} from '../../../../domain/offers/moderation.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../../domain/shared/api.ts';
import * as t from '../../../db/schema/index.ts';
import { HttpError, validationError } from '../../../http-error.ts';
import { recordChange, requirePermission } from '../../backend/index.ts';
import { actorOf } from '../actor.ts';

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };
const presentMember = (u: typeof t.users.$inferSelect) => ({
  id: u.id,
  username: u.username,
  email: u.email,
  name: `${u.name} ${u.surname}`.trim(),
});

/**
 * A club's members (decision 036): an account belongs to one club at most (`users.club_id`),
 * so adding a member of another club moves them; each change is recorded on the account.
 */
export const clubMemberRoutes: FastifyPluginAsyncZod<{ invalidateOffers: () => void }> = async (
  app,
  { invalidateOffers },
) => {
  const tags = ['backend'];
  const guard = requirePermission('moderation');
  const path = `${backendApiBase}/clubs/:id/members`;

  const membersOf = async (clubId: number) => {
    const [club] = await app.db
      .select({ id: t.clubs.id })
      .from(t.clubs)
      .where(eq(t.clubs.id, clubId));
    if (!club) throw new HttpError(404, 'Not found.');
    const rows = await app.db
      .select()
      .from(t.users)
      .where(eq(t.users.clubId, clubId))
      .orderBy(asc(t.users.username));
    return { data: rows.map(presentMember) };
  };

  const setClub = async (request: FastifyRequest, userId: number, clubId: number | null) => {
    const actor = actorOf(request);
    await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(t.users).where(eq(t.users.id, userId)).for('update');
      if (!before) throw new HttpError(404, 'Not found.');
      if (before.clubId === clubId) return;
      await tx.update(t.users).set({ clubId, updatedAt: new Date() }).where(eq(t.users.id, userId));
      await recordChange(tx, actor, {
        resource: 'users',
        recordId: userId,
        action: 'update',
        changes: { club_id: { from: before.clubId, to: clubId } },
      });
    });
    // Club places show who may edit them.
    invalidateOffers();
  };

  app.get(
    path,
    {
      config: guard,
      schema: {
        tags,
        summary: "A club's members",
        params: idParamSchema,
        response: { 200: dataEnvelope(z.array(clubMemberSchema)), ...errors },
      },
    },
    async (request) => membersOf(request.params.id),
  );

  app.post(
    path,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Add a member by e-mail address or username (moves them from another club)',
        params: idParamSchema,
        body: clubMemberInputSchema,
        response: { 200: dataEnvelope(z.array(clubMemberSchema)), ...errors },
      },
    },
    async (request) => {
      await membersOf(request.params.id);
      const login = request.body.login.toLowerCase();
      const [user] = await app.db
        .select({ id: t.users.id })
        .from(t.users)
        .where(
          or(sql`lower(${t.users.email}) = ${login}`, sql`lower(${t.users.username}) = ${login}`),
        )
        .limit(1);
      if (!user) throw validationError({ login: ['validation.reference'] }, 'No such account.');
      await setClub(request, user.id, request.params.id);
      return membersOf(request.params.id);
    },
  );

  app.delete(
    `${path}/:user_id`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Remove a member from the club',
        params: clubMemberParamsSchema,
        response: { 200: dataEnvelope(z.array(clubMemberSchema)), ...errors },
      },
    },
    async (request) => {
      const { id, user_id: userId } = request.params;
      await membersOf(id);
      const [member] = await app.db
        .select({ id: t.users.id })
        .from(t.users)
        .where(and(eq(t.users.id, userId), eq(t.users.clubId, id)));
      if (!member) throw new HttpError(404, 'Not a member of this club.');
      await setClub(request, userId, null);
      return membersOf(id);
    },
  );
};
