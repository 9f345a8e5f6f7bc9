import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfCookieName, csrfHeaderName } from '../../domain/shared/http.ts';
import { HttpError } from '../http-error.ts';

declare module 'fastify' {
  interface FastifyReply {
    issueCsrfToken(): string;
  }
}

type Options = { secret: string; secure: boolean };

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Signed double-submit cookie: the readable XSRF-TOKEN cookie holds `nonce.mac`, where the
 * MAC binds the nonce to the current session. Unsafe requests must echo it in X-XSRF-TOKEN.
 * A token from before login no longer matches after the session rotates: 419, as the spec's
 * client expects.
 */
export const csrfPlugin = fp<Options>(async (app, opts) => {
  const mac = (nonce: string, sessionId: string) =>
    createHmac('sha256', opts.secret).update(`${nonce}|${sessionId}`).digest('base64url');

  const isValid = (request: FastifyRequest, token: string) => {
    const [nonce, given] = token.split('.');
    if (!nonce || !given) return false;
    const expected = Buffer.from(mac(nonce, request.session?.id ?? ''));
    const actual = Buffer.from(given);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  };

  app.decorateReply('issueCsrfToken', function issueCsrfToken(this: FastifyReply) {
    const nonce = randomBytes(18).toString('base64url');
    const token = `${nonce}.${mac(nonce, this.request.session?.id ?? '')}`;
    this.setCookie(csrfCookieName, token, {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: opts.secure,
    });
    return token;
  });

  app.addHook('preValidation', async (request) => {
    // The route Fastify chose, not the raw target: an absolute-form target
    // (`POST http://host/api/...`) reaches the same route and must meet the same check.
    const route = request.routeOptions.url ?? request.url;
    if (safeMethods.has(request.method) || !route.startsWith('/api/')) return;
    const header = request.headers[csrfHeaderName];
    const cookie = request.cookies[csrfCookieName];
    if (typeof header !== 'string' || !cookie || header !== cookie || !isValid(request, header)) {
      throw new HttpError(419, 'CSRF token mismatch.');
    }
  });
});
