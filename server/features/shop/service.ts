import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../../domain/shared/locale.ts';
import { vatIncluded } from '../../../domain/shop/receipt.ts';
import { pickText } from '../../../domain/shared/locale.ts';
import { HttpError } from '../../http-error.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { PaymentProvider } from '../../adapters/payments/index.ts';
import type { Fulfilment } from './fulfilment.ts';
import { reservedSessionPrefix } from './fulfilment.ts';
import type { ShopRepository } from './repository.ts';

type Buyer = { id: number; email: string };

/**
 * The return address of the provider's page: the callback screen in the buyer's language.
 * Stripe needs an absolute address (on PUBLIC_URL); the local checkout is a page of this
 * server, so its return stays on the host name the buyer uses (and keeps their session).
 */
function callbackUrl(
  publicUrl: string,
  provider: PaymentProvider,
  locale: Locale,
  slug: string,
  status: string,
) {
  const prefix = locale === 'en' ? '/en' : '';
  const path = `${prefix}/callback/${encodeURIComponent(slug)}?status=${status}`;
  return provider.kind === 'local' ? path : new URL(path, publicUrl).href;
}

/** A continued local checkout page speaks the language of the portal page it was opened from. */
function inLanguage(url: string, provider: PaymentProvider, locale: Locale) {
  if (provider.kind !== 'local') return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${locale}`;
}

/** Said when no payment provider is configured: a state of the server, not of the buyer. */
export const noPaymentsMessage = 'The shop cannot take payments at the moment.';

/**
 * Starting and abandoning payments; the outcome comes from fulfilment. Without `payments` (no
 * provider configured) nothing is opened: a checkout answers 503, and there is nothing to end.
 */
export function createShopService(deps: {
  repo: ShopRepository;
  payments: { provider: PaymentProvider; fulfilment: Fulfilment } | undefined;
  publicUrl: string;
  vatPercent: number;
  log: FastifyBaseLogger;
}) {
  const { repo, payments } = deps;

  async function productOr404(slug: string) {
    const product = await repo.productBySlug(slug);
    if (!product) throw new HttpError(404, 'No such product.');
    return product;
  }

  /** A second click while a session is open continues it; otherwise the purchase blocks. */
  async function resumeOrRefuse(
    provider: PaymentProvider,
    buyer: Buyer,
    productId: number,
    locale: Locale,
  ): Promise<{ url: string }> {
    const open = await repo.openPurchase(buyer.id, productId);
    if (open?.status === 'pending' && !open.sessionId.startsWith(reservedSessionPrefix)) {
      const snapshot = await provider.retrieve(open.sessionId);
      if (snapshot.openUrl) return { url: inLanguage(snapshot.openUrl, provider, locale) };
    }
    throw new HttpError(
      409,
      open?.status === 'succeeded'
        ? 'You already own this product.'
        : 'A payment for this product is under way.',
    );
  }

  return {
    productOr404,

    /** Opens a checkout session for the product's price from the database; answers its page. */
    async checkout(buyer: Buyer, slug: string, locale: Locale): Promise<{ url: string }> {
      const product = await productOr404(slug);
      if (!payments) throw new HttpError(503, noPaymentsMessage);
      const { provider } = payments;
      const basisPoints = Math.round(deps.vatPercent * 100);
      let purchaseId: number;
      try {
        // The row claims the product first (unique index): two clicks, two tabs or two app
        // servers cannot open two payments for it.
        const purchase = await repo.insertPurchase({
          userId: buyer.id,
          productId: product.id,
          provider: provider.kind,
          sessionId: `${reservedSessionPrefix}${randomBytes(12).toString('base64url')}`,
          itemName: pickText(product.name, locale),
          amountCents: product.priceCents,
          vatBasisPoints: basisPoints,
          vatCents: vatIncluded(product.priceCents, deps.vatPercent),
        });
        purchaseId = purchase.id;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return resumeOrRefuse(provider, buyer, product.id, locale);
      }
      try {
        const session = await provider.createCheckout({
          reference: String(purchaseId),
          itemName: pickText(product.name, locale),
          amountCents: product.priceCents,
          currency: 'eur',
          successUrl: callbackUrl(deps.publicUrl, provider, locale, product.slug, 'success'),
          cancelUrl: callbackUrl(deps.publicUrl, provider, locale, product.slug, 'cancel'),
          locale,
          customerEmail: buyer.email,
        });
        await repo.setSession(purchaseId, session.id);
        return { url: session.url };
      } catch (error) {
        await repo.markFailed(purchaseId);
        deps.log.error({ err: error, purchase: purchaseId }, 'checkout session not opened');
        throw new HttpError(502, 'The payment provider could not be reached.');
      }
    },

    /** The buyer came back without paying: an open session ends, the product is free again. */
    async cancel(buyer: Buyer, slug: string) {
      const product = await productOr404(slug);
      if (!payments) return product;
      const open = await repo.openPurchase(buyer.id, product.id);
      if (open?.status === 'pending' && !open.sessionId.startsWith(reservedSessionPrefix)) {
        await payments.provider.expire(open.sessionId);
        await payments.fulfilment.refresh(open.sessionId);
      }
      return product;
    },

    /** Before an account goes: sessions still open are ended, so no payment arrives later. */
    async endOpenPaymentsOf(userId: number) {
      // No provider: none to ask; sessions a former one opened expire there on their own.
      if (!payments) return;
      const { provider, fulfilment } = payments;
      for (const purchase of await repo.pendingOf(userId)) {
        if (purchase.sessionId.startsWith(reservedSessionPrefix)) continue;
        const snapshot = await provider.retrieve(purchase.sessionId);
        if (snapshot.openUrl) await provider.expire(purchase.sessionId);
        await fulfilment.refresh(purchase.sessionId);
      }
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
