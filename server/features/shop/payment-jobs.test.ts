import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from '../../adapters/payments/index.ts';
import type { Fulfilment } from './fulfilment.ts';
import { startPaymentJobs } from './payment-jobs.ts';

afterEach(() => vi.useRealTimers());

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

function fakes(kind: 'local' | 'stripe') {
  const settleDue = vi.fn(async () => 0);
  const provider = { kind, settleDue } as unknown as PaymentProvider;
  const fulfilment = {
    reconcile: vi.fn(async () => 0),
    forgetEventsBefore: vi.fn(async () => undefined),
  } as unknown as Fulfilment;
  return { provider, fulfilment, settleDue };
}

describe('the periodic payment work', () => {
  it('reconciles every minute and runs the local provider every second', async () => {
    vi.useFakeTimers();
    const { provider, fulfilment, settleDue } = fakes('local');
    const stop = startPaymentJobs({ provider, fulfilment, log });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(fulfilment.reconcile).not.toHaveBeenCalled();
    expect(settleDue.mock.calls.length).toBeGreaterThanOrEqual(58);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fulfilment.reconcile).toHaveBeenCalledTimes(1);
    expect(fulfilment.forgetEventsBefore).toHaveBeenCalledTimes(1);
    await stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fulfilment.reconcile).toHaveBeenCalledTimes(1);
  });

  it('has no local clock with Stripe and logs a failed round instead of stopping', async () => {
    vi.useFakeTimers();
    const { provider, fulfilment, settleDue } = fakes('stripe');
    vi.mocked(fulfilment.reconcile).mockRejectedValueOnce(new Error('Stripe unreachable'));
    const stop = startPaymentJobs({ provider, fulfilment, log });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(settleDue).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(fulfilment.reconcile).toHaveBeenCalledTimes(2);
    await stop();
  });
});
