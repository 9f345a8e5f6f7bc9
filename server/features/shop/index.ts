import type { FastifyInstance } from 'fastify';
import type { LocalPayments, Payments } from '../../adapters/payments/index.ts';
import { createFulfilment } from './fulfilment.ts';
import { localCheckoutRoutes } from './local-checkout-routes.ts';
import { noLocalCheckoutRoutes } from './no-local-checkout-routes.ts';
import { startPaymentJobs } from './payment-jobs.ts';
import { receiptRoutes } from './receipt-routes.ts';
import { createShopRepository } from './repository.ts';
import { shopRoutes } from './routes.ts';
import { purchaseRoutes } from './purchase-routes.ts';
import { guardRoutes } from '../accounts/index.ts';
import { createShopService } from './service.ts';
import { webhookRoutes } from './webhook-routes.ts';

export { shopBackendRoutes } from './backend/routes.ts';

/**
 * The shop's public entry: products, checkout, fulfilment of payment events, receipts. With no
 * payment provider the products and receipts stay, and nothing that takes or confirms a payment
 * exists: checkout and the webhook answer 503, the test checkout's pages 404.
 */
export async function registerShop(
  app: FastifyInstance,
  deps: {
    provider: Payments;
    publicUrl: string;
    vatPercent: number;
    /** Seller's lines on receipts. */
    seller: string[];
    checkoutsPerMinute: number;
  },
) {
  const provider = deps.provider.kind === 'none' ? undefined : deps.provider;
  const repo = createShopRepository(app.db);
  const payments = provider && {
    provider,
    fulfilment: createFulfilment({ db: app.db, repo, provider, log: app.log }),
  };
  const service = createShopService({
    repo,
    payments,
    publicUrl: deps.publicUrl,
    vatPercent: deps.vatPercent,
    log: app.log,
  });
  await app.register(shopRoutes, {
    repo,
    service,
    payments: payments ? 'available' : 'unavailable',
  });
  // A buyer's calls: the tree admits a signed-in, verified account first.
  await app.register(async (tree) => {
    guardRoutes(tree, 'verified');
    await tree.register(purchaseRoutes, {
      repo,
      service,
      checkoutsPerMinute: deps.checkoutsPerMinute,
    });
  });
  await app.register(webhookRoutes, { payments });
  await app.register(receiptRoutes, { repo, seller: deps.seller });
  if (payments) app.addHook('onClose', startPaymentJobs({ ...payments, log: app.log }));
  if (provider?.kind === 'local')
    await app.register(localCheckoutRoutes, { local: provider as LocalPayments, repo });
  else await app.register(noLocalCheckoutRoutes);
  return {
    /** Before an account is deleted: open payments end; purchases stay without the buyer (decision 031). */
    endOpenPaymentsOf: (userId: number) => service.endOpenPaymentsOf(userId),
  };
}

/** The receipt link of a purchase, as its buyer sees it (the backend shows it to staff). */
