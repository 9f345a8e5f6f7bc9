import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backendApiBase, idParamSchema } from '../../../../domain/backend/api.ts';
import { blockInputSchema, officialInputSchema } from '../../../../domain/offers/moderation.ts';
import { can } from '../../../../domain/backend/roles.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../../domain/shared/api.ts';
import * as t from '../../../db/schema/index.ts';
import { HttpError, validationError } from '../../../http-error.ts';
import { diffOf, recordChange, requirePermission } from '../../backend/index.ts';
import { actorOf } from '../actor.ts';
import { presentUser, staffUserSchema } from './staff-routes.ts';

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };
type Values = Partial<Pick<typeof t.users.$inferInsert, 'official' | 'blockedAt'>>;

/**
 * What moderators change on an account (decision 036): the official flag, and blocking (no
 * sign-in, every session ended, the account's offers hidden from visitors); and deleting it
 * with self-deletion's erasure (decision 041).
 */
export const accountRoutes: FastifyPluginAsyncZod<{ invalidateOffers: () => void }> = async (
  app,
  { invalidateOffers },
) => {
  const tags = ['backend'];
  const guard = requirePermission('moderation');

  async function change(
    request: FastifyRequest,
    id: number,
    values: (before: typeof t.users.$inferSelect) => Values,
  ) {
    const actor = actorOf(request);
    return app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(t.users).where(eq(t.users.id, id)).for('update');
      if (!before) throw new HttpError(404, 'Not found.');
      const set = values(before);
      const [after] = await tx
        .update(t.users)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(t.users.id, id))
        .returning();
      const wire = (u: typeof t.users.$inferSelect) => ({
        official: u.official,
        blocked_at: u.blockedAt?.toISOString() ?? null,
      });
      await recordChange(tx, actor, {
        resource: 'users',
        recordId: id,
        action: 'update',
        changes: diffOf(wire(before), wire(after!)),
      });
      return after!;
    });
  }

  app.post(
    `${backendApiBase}/users/:id/official`,
    {
      config: guard,
      schema: {
        tags,
        summary: "Set an account's official flag (badge, contact address allowed)",
        params: idParamSchema,
        body: officialInputSchema,
        response: { 200: dataEnvelope(staffUserSchema), ...errors },
      },
    },
    async (request) => {
      const row = await change(request, request.params.id, () => ({
        official: request.body.official,
      }));
      // The badge shows on the account's offers.
      invalidateOffers();
      return { data: presentUser(row) };
    },
  );

  app.post(
    `${backendApiBase}/users/:id/block`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Block an account (no sign-in, its offers hidden) or lift the block',
        params: idParamSchema,
        body: blockInputSchema,
        response: { 200: dataEnvelope(staffUserSchema), ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { blocked } = request.body;
      if (request.params.id === actor.id)
        throw validationError(
          { blocked: ['validation.own_account'] },
          'You cannot block yourself.',
        );
      const mayBlockStaff = can(request.currentUser!.user.roles, 'roles');
      const row = await change(request, request.params.id, (before) => {
        // Staff accounts are the admins' business, like their roles.
        if (before.roles.length > 0 && !mayBlockStaff)
          throw new HttpError(403, 'Only admins block staff accounts.');
        return { blockedAt: blocked ? (before.blockedAt ?? new Date()) : null };
      });
      if (blocked) await app.endSessionsOfUser(row.id);
      invalidateOffers();
      return { data: presentUser(row) };
    },
  );

  app.delete(
    `${backendApiBase}/users/:id`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Delete an account with the erasure of self-deletion (decisions 010 and 041)',
        params: idParamSchema,
        response: { 200: dataEnvelope(z.object({ id: z.number().int() })), ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      // One's own account goes through the profile, which asks for the password again.
      if (id === actor.id)
        throw validationError({ id: ['validation.own_account'] }, 'You cannot delete yourself.');
      const [target] = await app.db.select().from(t.users).where(eq(t.users.id, id));
      if (!target) throw new HttpError(404, 'Not found.');
      if (target.roles.length > 0 && !can(request.currentUser!.user.roles, 'roles'))
        throw new HttpError(403, 'Only admins delete staff accounts.');
      await app.endSessionsOfUser(id);
      await app.eraseAccount(id);
      // Recorded once the erasure went through. The record names no person (decision 010).
      await app.db.transaction((tx) =>
        recordChange(tx, actor, {
          resource: 'users',
          recordId: id,
          action: 'delete',
          changes: diffOf({ roles: target.roles, official: target.official }, null),
        }),
      );
      invalidateOffers();
      return { data: { id } };
    },
  );
};
