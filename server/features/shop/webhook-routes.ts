import type { FastifyPluginAsync } from 'fastify';
import { shopPages } from '../../../domain/shop/api-paths.ts';
import { InvalidSignatureError, type PaymentProvider } from '../../adapters/payments/index.ts';
import { HttpError } from '../../http-error.ts';
import type { Fulfilment } from './fulfilment.ts';
import { noPaymentsMessage } from './service.ts';

/**
 * Signed payment events of either provider. Outside /api (a provider sends no CSRF token) and
 * with the body kept as the bytes that were signed; in its own plugin, so the raw parser
 * applies to this route only. Without a provider no event can be verified: 503, so a provider
 * that was configured before sends it again once it is back.
 */
export const webhookRoutes: FastifyPluginAsync<{
  payments: { provider: PaymentProvider; fulfilment: Fulfilment } | undefined;
}> = async (app, { payments }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    shopPages.webhook,
    { schema: { hide: true }, bodyLimit: 256 * 1024 },
    async (request) => {
      if (!payments) throw new HttpError(503, noPaymentsMessage);
      const { provider, fulfilment } = payments;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = provider.parseEvent(body, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof InvalidSignatureError)
          throw new HttpError(400, 'The event signature is not valid.');
        throw error;
      }
      // Errors after this point answer 500: the provider sends the event again later.
      const outcome = await fulfilment.handleEvent(event);
      request.log.info({ event: event.id, type: event.type, outcome }, 'payment event');
      return { received: true, outcome };
    },
  );
};
