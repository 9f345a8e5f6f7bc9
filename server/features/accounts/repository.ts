import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clubs, passwordResets, users } from '../../db/schema/index.ts';
import { isSpotterCampaignOpen } from './spotter-campaign.ts';

export function createAccountsRepository(db: Database) {
  const withClub = () =>
    db.select({ user: users, club: clubs }).from(users).leftJoin(clubs, eq(users.clubId, clubs.id));
  return {
    /** Whether the Active Spotter campaign still takes participants (its end in the settings). */
    spotterCampaignOpen: (now?: Date) => isSpotterCampaignOpen(db, now),
    /** Login accepts the e-mail address or the username, both case-insensitive. */
    async findByLogin(login: string) {
      const value = login.trim().toLowerCase();
      const [row] = await withClub()
        .where(or(sql`lower(${users.email}) = ${value}`, sql`lower(${users.username}) = ${value}`))
        .limit(1);
      return row;
    },
    async findById(id: number) {
      const [row] = await withClub().where(eq(users.id, id)).limit(1);
      return row;
    },
    /** Which of e-mail and username another account already uses. */
    async taken(email: string, username: string, exceptId?: number) {
      const rows = await db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(
          and(
            or(
              sql`lower(${users.email}) = ${email.toLowerCase()}`,
              sql`lower(${users.username}) = ${username.toLowerCase()}`,
            ),
            exceptId ? ne(users.id, exceptId) : undefined,
          ),
        );
      return {
        email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
        username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
      };
    },
    async create(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).returning({ id: users.id });
      return row!.id;
    },
    update: (id: number, values: Partial<typeof users.$inferInsert>) =>
      db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id)),
    remove: (id: number) => db.delete(users).where(eq(users.id, id)),
    updateClub: (id: number, values: Partial<typeof clubs.$inferInsert>) =>
      db.update(clubs).set(values).where(eq(clubs.id, id)),
    /** One live reset token per user: a new request replaces the old one. */
    async replaceResetToken(userId: number, tokenHash: string, expiresAt: Date) {
      await db.transaction(async (tx) => {
        await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
        await tx.insert(passwordResets).values({ userId, tokenHash, expiresAt });
      });
    },
    /** The account a live reset token belongs to, without using the token up. */
    async resetTokenHolder(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, now)));
      return row?.userId;
    },
    /** Takes a reset token if it is live; it can be used once. */
    async consumeResetToken(tokenHash: string, now: Date) {
      const [row] = await db
        .delete(passwordResets)
        .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, now)))
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
export type UserWithClub = NonNullable<Awaited<ReturnType<AccountsRepository['findById']>>>;
