import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStripePayments } from './stripe-payments.ts';

/**
 * For tests: Stripe's API as a loopback server answering with recorded payloads, and the
 * Stripe adapter pointed at it. `session` is what the API reports now; tests change it.
 */
export const recorded = (name: string) =>
  readFileSync(new URL(`./recorded/${name}.json`, import.meta.url), 'utf8');

export const recordedWebhookSecret = 'whsec_test_recorded_payloads_0000000000';

export type SeenRequest = {
  method: string;
  path: string;
  body: string;
  headers: IncomingMessage['headers'];
};

export async function startRecordedStripe() {
  const state = {
    seen: [] as SeenRequest[],
    session: JSON.parse(recorded('checkout-session')) as Record<string, unknown>,
  };
  const answer = (path: string, method: string): unknown => {
    if (method === 'POST' && path === '/v1/checkout/sessions')
      return {
        ...state.session,
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.com/c/pay/${String(state.session.id)}`,
      };
    if (method === 'POST' && path.endsWith('/expire'))
      return { ...state.session, status: 'expired' };
    if (path.startsWith('/v1/checkout/sessions?'))
      return { object: 'list', data: [state.session], has_more: false };
    return state.session;
  };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '';
      const method = request.method ?? '';
      state.seen.push({ method, path, body, headers: request.headers });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer(path, method)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const payments = createStripePayments({
    secretKey: 'sk_test_recorded',
    webhookSecret: recordedWebhookSecret,
    api: { host: '127.0.0.1', port, protocol: 'http' },
  });
  return {
    state,
    payments,
    reset() {
      state.seen = [];
      state.session = JSON.parse(recorded('checkout-session')) as Record<string, unknown>;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
