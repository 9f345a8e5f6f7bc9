import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '../../../domain/shared/locale.ts';
import { shopPages } from '../../../domain/shop/api-paths.ts';
import type { LocalPayments, PayOutcome } from '../../adapters/payments/index.ts';
import type { ShopRepository } from './repository.ts';
import { formatPrice } from '../../../domain/shared/format.ts';
import { html, pageLocale, sendPage } from './server-page.ts';
import { guardRoutes, signedInUser } from '../accounts/index.ts';

const texts = {
  de: {
    title: 'Testkasse',
    intro:
      'Die eingebaute Testkasse des Portals: Es fließt kein echtes Geld. Nimm eine der Testkarten.',
    item: 'Artikel',
    amount: 'Betrag',
    card: 'Kartennummer',
    cards: 'Testkarten',
    succeeds: 'Zahlung gelingt',
    declined: 'Karte wird abgelehnt',
    pending: 'Zahlung in Bearbeitung, gelingt nach ein paar Sekunden',
    pay: 'Bezahlen',
    cancel: 'Abbrechen und zurück',
    error: {
      declined: 'Deine Karte wurde abgelehnt. Versuche es mit einer anderen Karte.',
      'unknown-card': 'Diese Kartennummer kennt die Testkasse nicht.',
      closed: 'Diese Zahlung ist schon abgeschlossen oder abgelaufen.',
    },
    gone: 'Diese Zahlung gibt es nicht (mehr).',
    back: 'Zum Shop',
  },
  en: {
    title: 'Test checkout',
    intro: "The portal's built-in test checkout: no real money moves. Use one of the test cards.",
    item: 'Item',
    amount: 'Amount',
    card: 'Card number',
    cards: 'Test cards',
    succeeds: 'payment succeeds',
    declined: 'card is declined',
    pending: 'payment is processing and succeeds after a few seconds',
    pay: 'Pay',
    cancel: 'Cancel and go back',
    error: {
      declined: 'Your card was declined. Try another card.',
      'unknown-card': 'The test checkout does not know this card number.',
      closed: 'This payment is already completed or has expired.',
    },
    gone: 'This payment does not exist (any more).',
    back: 'To the shop',
  },
} satisfies Record<Locale, unknown>;

const params = z.object({ session: z.string().min(1).max(100) });
const form = z.object({ card: z.string().max(40).default('') });

type Refused = Exclude<PayOutcome, 'paid' | 'processing'>;

/**
 * The local provider's card form, as a provider's hosted page would be: only the buyer (the
 * signed-in account the guard admitted; a blocked one is none) sees it; a browser without
 * one goes to the login page. Its form posts to this same origin (CSP form-action
 * 'self'); a cross-site post carries no session cookie (SameSite=Lax) and finds nothing.
 */
export const localCheckoutRoutes: FastifyPluginAsyncZod<{
  local: LocalPayments;
  repo: ShopRepository;
}> = async (app, { local, repo }) => {
  guardRoutes(app, 'login');
  async function buyersSession(request: FastifyRequest, sessionId: string) {
    const [session, purchase] = await Promise.all([
      local.session(sessionId),
      repo.purchaseBySession(sessionId),
    ]);
    const buyer = signedInUser(request).user.id;
    if (!session || !purchase || purchase.userId !== buyer) return null;
    return session;
  }

  function notFound(reply: FastifyReply, locale: Locale) {
    const t = texts[locale];
    return sendPage(reply, {
      locale,
      status: 404,
      title: t.title,
      body: `<h1>${html(t.title)}</h1><p>${html(t.gone)}</p><p><a href="${locale === 'en' ? '/en' : ''}/shop">${html(t.back)}</a></p>`,
    });
  }

  function checkoutPage(
    reply: FastifyReply,
    locale: Locale,
    session: NonNullable<Awaited<ReturnType<typeof local.session>>>,
    error?: Refused,
  ) {
    const t = texts[locale];
    const action = `${shopPages.localCheckout(session.id)}?lang=${locale}`;
    const message = error
      ? `<p class="error" role="alert" id="card-error">${html(t.error[error])}</p>`
      : '';
    // A declined card is the page's normal answer, as on a provider's page (no error status).
    return sendPage(reply, {
      locale,
      title: `${t.title} – ${session.itemName}`,
      body: `<h1>${html(t.title)}</h1>
<p class="note">${html(t.intro)}</p>
<table><tbody><tr><th scope="row">${html(t.item)}</th><td>${html(session.itemName)}</td></tr>
<tr><th scope="row">${html(t.amount)}</th><td>${html(formatPrice(session.amountCents, locale))}</td></tr></tbody></table>
<form method="post" action="${html(action)}" class="box">
<label for="card">${html(t.card)}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="off" required${error ? ' aria-invalid="true" aria-describedby="card-error"' : ''}>
${message}
<button type="submit">${html(t.pay)} ${html(formatPrice(session.amountCents, locale))}</button>
</form>
<h2>${html(t.cards)}</h2>
<ul><li><code>4242 4242 4242 4242</code>: ${html(t.succeeds)}</li>
<li><code>4000 0000 0000 0002</code>: ${html(t.declined)}</li>
<li><code>4000 0000 0000 0077</code>: ${html(t.pending)}</li></ul>
<p><a href="${html(session.cancelUrl)}">${html(t.cancel)}</a></p>`,
    });
  }

  app.get(
    '/payments/local/checkout/:session',
    { schema: { hide: true, params }, config: { signInPage: true } },
    async (request, reply) => {
      const locale = pageLocale(request);
      const session = await buyersSession(request, request.params.session);
      // Past its lifetime a session is over even before the clock job has marked it.
      if (!session || session.status !== 'open' || session.expiresAt <= new Date())
        return notFound(reply, locale);
      return checkoutPage(reply, locale, session);
    },
  );

  app.post(
    '/payments/local/checkout/:session',
    { schema: { hide: true, params, body: form }, config: { signInPage: true } },
    async (request, reply) => {
      const locale = pageLocale(request);
      const session = await buyersSession(request, request.params.session);
      if (!session) return notFound(reply, locale);
      const outcome = await local.pay(session.id, request.body.card);
      if (outcome === 'paid' || outcome === 'processing')
        return reply.redirect(session.successUrl, 303);
      return checkoutPage(reply, locale, session, outcome);
    },
  );
};
