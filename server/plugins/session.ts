import { hashToken, newToken } from '../secret-token.ts';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { sessions } from '../db/schema/index.ts';

/** `startedAt`: when the visitor signed in (a fresh login is asked for before deletion). */
export type Session = { id: string; userId: number; remember: boolean; startedAt: Date };

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyReply {
    startSession(userId: number, remember: boolean): Promise<Session>;
    endSession(): Promise<void>;
  }
  interface FastifyInstance {
    sessionCookieName: string;
    /** Ends every session of a user, optionally keeping one (the current device). */
    endSessionsOfUser(userId: number, keepSessionId?: string): Promise<void>;
  }
}

type Options = { secure: boolean; rememberDays: number };

// Without remember-me the cookie dies with the browser; the row still expires server-side.
const browserSessionHours = 12;

/**
 * Server-side sessions: the cookie holds a random token, the database holds its hash, the user
 * id and the expiry. Rotating on login (a new token) defeats session fixation.
 */
export const sessionPlugin = fp<Options>(async (app, opts) => {
  const cookieName = opts.secure ? '__Host-sid' : 'sid';
  app.decorate('sessionCookieName', cookieName);
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[cookieName];
    if (!token || token.length > 128) return;
    const [row] = await app.db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        remember: sessions.remember,
        startedAt: sessions.createdAt,
      })
      .from(sessions)
      .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date())))
      .limit(1);
    request.session = row ?? null;
  });

  app.decorateReply(
    'startSession',
    async function startSession(this: FastifyReply, userId, remember) {
      await this.endSession();
      const token = newToken();
      const lifetimeMs = remember ? opts.rememberDays * 86400000 : browserSessionHours * 3600000;
      const startedAt = new Date();
      const session = { id: hashToken(token), userId, remember, startedAt };
      await app.db.insert(sessions).values({
        id: session.id,
        userId,
        remember,
        createdAt: startedAt,
        expiresAt: new Date(Date.now() + lifetimeMs),
      });
      this.setCookie(cookieName, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secure,
        ...(remember ? { maxAge: lifetimeMs / 1000 } : {}),
      });
      this.request.session = session;
      return session;
    },
  );

  app.decorateReply('endSession', async function endSession(this: FastifyReply) {
    const current = this.request.session;
    if (current) await app.db.delete(sessions).where(eq(sessions.id, current.id));
    if (current || this.request.cookies[cookieName]) {
      this.clearCookie(cookieName, {
        path: '/',
        secure: opts.secure,
        httpOnly: true,
        sameSite: 'lax',
      });
    }
    this.request.session = null;
  });

  app.decorate('endSessionsOfUser', async (userId: number, keepSessionId?: string) => {
    await app.db
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
        ),
      );
  });

  // Expired rows are useless; sweep them now and then rather than on every request.
  const sweep = setInterval(() => {
    app.db
      .delete(sessions)
      .where(lt(sessions.expiresAt, new Date()))
      .catch((err: unknown) => app.log.warn({ err }, 'session sweep failed'));
  }, 3600000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
