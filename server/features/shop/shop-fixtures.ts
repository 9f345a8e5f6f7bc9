import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '../../config.ts';
import { purchases } from '../../db/schema/index.ts';
import { createPayments, type LocalPayments } from '../../adapters/payments/index.ts';
import type { TestApp } from '../../test/app.ts';
import { csrf, login } from '../../test/app.ts';
import { signEvent } from '../../adapters/payments/events.ts';
import { shopPages } from '../../../domain/shop/api-paths.ts';
import { createHmac } from 'node:crypto';

export const password = 'Hamburg-bewegt-2026';
export const planSlug = 'trainingsplan-fit-durch-den-sommer';

/** The test app's local provider: the same database and secret, events through the endpoint. */
export function localProviderOf(test: TestApp): LocalPayments {
  const config = testConfig();
  return createPayments(config, {
    db: test.database.db,
    sessionSecret: config.SESSION_SECRET!,
    deliver: async (body, signature) => {
      await postEvent(test.app, body, signature);
    },
  }) as LocalPayments;
}

/** The local provider's signing secret, for hand-made events. */
export function localSecret() {
  const secret = testConfig().SESSION_SECRET!;
  return `whsec_${createHmac('sha256', secret).update('local-payments').digest('base64url')}`;
}

export function postEvent(app: FastifyInstance, body: string, signature?: string) {
  return app.inject({
    method: 'POST',
    url: shopPages.webhook,
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
  });
}

/** A Stripe-shaped event about a session, signed like the provider signs it. */
export function sessionEvent(id: string, type: string, sessionId: string, timestamp?: number) {
  const body = JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: { id: sessionId, object: 'checkout.session' } },
  });
  return { body, signature: signEvent(body, localSecret(), timestamp) };
}

export async function signedIn(app: FastifyInstance, email: string) {
  const session = await login(app, email, password);
  return { cookies: session.cookies, headers: session.headers };
}

export async function startCheckout(
  app: FastifyInstance,
  who: { cookies: Record<string, string>; headers: Record<string, string> },
  slug = planSlug,
) {
  return app.inject({
    method: 'POST',
    url: `/api/products/${slug}/checkout`,
    cookies: who.cookies,
    headers: who.headers,
  });
}

// The local checkout answers a site-relative address; Stripe's are absolute.
const parse = (url: string) => new URL(url, 'http://portal.invalid');

/** The local checkout page's path of an answer's URL. */
export function pagePath(url: string) {
  const parsed = parse(url);
  return parsed.pathname + parsed.search;
}

export const sessionIdOf = (url: string) => parse(url).pathname.split('/').pop()!;

export async function payWith(
  app: FastifyInstance,
  who: { cookies: Record<string, string> },
  url: string,
  card: string,
) {
  return app.inject({
    method: 'POST',
    url: pagePath(url),
    cookies: who.cookies,
    payload: new URLSearchParams({ card }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export async function purchaseOfSession(test: TestApp, sessionId: string) {
  const [row] = await test.database.db
    .select()
    .from(purchases)
    .where(eq(purchases.sessionId, sessionId));
  return row!;
}

export { csrf };
