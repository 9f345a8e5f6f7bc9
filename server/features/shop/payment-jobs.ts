import type { FastifyBaseLogger } from 'fastify';
import type { LocalPayments, PaymentProvider } from '../../adapters/payments/index.ts';
import type { Fulfilment } from './fulfilment.ts';

/** Pending purchases this old are asked about at the provider, in case an event was lost. */
export const reconcileAfterMs = 2 * 60 * 1000;
const reconcileEveryMs = 60 * 1000;
/** Handled event ids are kept this long (providers retry for days, never for a month). */
const eventMemoryMs = 30 * 24 * 3600 * 1000;
/** The local provider's clock: payments in processing settle, old sessions expire. */
const settleEveryMs = 1000;

const isLocal = (provider: PaymentProvider): provider is LocalPayments => provider.kind === 'local';

/**
 * Periodic work of the shop in this process (every app server runs it; each step is safe to
 * run twice). The timers never keep the process alive; the returned stop waits for a round
 * under way, so the database is not closed beneath it.
 */
export function startPaymentJobs(deps: {
  provider: PaymentProvider;
  fulfilment: Fulfilment;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const every = (ms: number, name: string, job: () => Promise<unknown>) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const round = job()
        .catch((error: unknown) => deps.log.error({ err: error }, `${name} failed`))
        .finally(() => {
          busy = false;
          running.delete(round);
        });
      running.add(round);
    }, ms);
    timer.unref();
    return timer;
  };
  const { provider } = deps;
  const timers = [
    every(reconcileEveryMs, 'payment reconciliation', async () => {
      await deps.fulfilment.reconcile(new Date(Date.now() - reconcileAfterMs));
      await deps.fulfilment.forgetEventsBefore(new Date(Date.now() - eventMemoryMs));
    }),
    ...(isLocal(provider)
      ? [every(settleEveryMs, 'local payments', () => provider.settleDue())]
      : []),
  ];
  return async () => {
    timers.forEach((timer) => clearInterval(timer));
    await Promise.all(running);
  };
}
