import type { FastifyInstance } from 'fastify';
import type { LocalPayments, PaymentProvider } from '../../adapters/payments/index.ts';
import { createFulfilment } from './fulfilment.ts';
import { localCheckoutRoutes } from './local-checkout-routes.ts';
import { startPaymentJobs } from './payment-jobs.ts';
import { receiptRoutes } from './receipt-routes.ts';
import { createShopRepository } from './repository.ts';
import { shopRoutes } from './routes.ts';
import { createShopService } from './service.ts';
import { webhookRoutes } from './webhook-routes.ts';

/** The shop's public entry: products, checkout, fulfilment of payment events, receipts. */
export async function registerShop(
  app: FastifyInstance,
  deps: {
    provider: PaymentProvider | LocalPayments;
    publicUrl: string;
    vatPercent: number;
    /** Seller's lines on receipts. */
    seller: string[];
    checkoutsPerMinute: number;
  },
) {
  const { provider } = deps;
  const repo = createShopRepository(app.db);
  const fulfilment = createFulfilment({ db: app.db, repo, provider, log: app.log });
  const service = createShopService({
    repo,
    provider,
    fulfilment,
    publicUrl: deps.publicUrl,
    vatPercent: deps.vatPercent,
    log: app.log,
  });
  await app.register(shopRoutes, { repo, service, checkoutsPerMinute: deps.checkoutsPerMinute });
  await app.register(webhookRoutes, { provider, fulfilment });
  await app.register(receiptRoutes, { repo, seller: deps.seller });
  if (provider.kind === 'local')
    await app.register(localCheckoutRoutes, { local: provider as LocalPayments, repo });
  app.addHook('onClose', startPaymentJobs({ provider, fulfilment, log: app.log }));
  return {
    fulfilment,
    /** Before an account is deleted: open payments end; purchases stay without the buyer (decision 031). */
    endOpenPaymentsOf: (userId: number) => service.endOpenPaymentsOf(userId),
  };
}

/** The receipt link of a purchase, as its buyer sees it (the backend shows it to staff). */
export { receiptLink } from './presenter.ts';
