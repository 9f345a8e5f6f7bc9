import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxDatabaseId } from '../../../domain/shared/ids.ts';
import type { Locale } from '../../../domain/shared/locale.ts';
import { receiptLabel } from '../../../domain/shop/receipt.ts';
import type { ShopRepository } from './repository.ts';
import { formatDate, formatNumber, formatPrice } from '../../../domain/shared/format.ts';
import { html, pageLocale, sendPage } from './server-page.ts';
import { guardRoutes, signedInUser } from '../accounts/index.ts';

const texts = {
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    item: 'Leistung',
    quantity: 'Menge',
    gross: 'Gesamtbetrag (brutto)',
    vat: (rate: string) => `Darin enthaltene Umsatzsteuer (${rate} %)`,
    noVat: 'Im Betrag ist keine Umsatzsteuer enthalten.',
    paid: 'Bezahlt per Karte.',
    refunded: 'Der Betrag wurde erstattet.',
    smallAmount: 'Kleinbetragsrechnung nach § 33 UStDV.',
    back: 'Zu meinen Käufen',
    missing: 'Diese Rechnung gibt es nicht.',
  },
  en: {
    title: 'Receipt',
    number: 'Receipt number',
    date: 'Date',
    item: 'Item',
    quantity: 'Quantity',
    gross: 'Total (gross)',
    vat: (rate: string) => `VAT included (${rate} %)`,
    noVat: 'The amount includes no VAT.',
    paid: 'Paid by card.',
    refunded: 'The amount has been refunded.',
    smallAmount: 'Small-amount invoice under § 33 UStDV (German VAT rules).',
    back: 'To my purchases',
    missing: 'There is no such receipt.',
  },
} as const;

const params = z.object({ id: z.coerce.number().int().positive().max(maxDatabaseId) });

/**
 * The portal's receipt for a paid purchase: what a German small-amount receipt needs (seller,
 * date, sequential number, item, gross price, VAT rate and amount). Only its buyer reads it;
 * anyone else learns nothing, not even that it exists (404). A signed-in account (a blocked
 * one is none) is admitted by the guard; a browser without one goes to the login page.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{
  repo: ShopRepository;
  seller: string[];
}> = async (app, { repo, seller }) => {
  guardRoutes(app, 'login');
  const page = { schema: { hide: true, params }, config: { signInPage: true } };
  app.get('/shop/receipt/:id', page, async (request, reply) => {
    const locale: Locale = pageLocale(request);
    const t = texts[locale];
    const prefix = locale === 'en' ? '/en' : '';
    const buyer = signedInUser(request).user.id;
    const purchase = await repo.purchaseById(request.params.id);
    if (!purchase || purchase.userId !== buyer || !purchase.paidAt || !purchase.receiptNumber) {
      return sendPage(reply, {
        locale,
        status: 404,
        title: t.title,
        body: `<h1>${html(t.title)}</h1><p>${html(t.missing)}</p><p><a href="${prefix}/user">${html(t.back)}</a></p>`,
      });
    }
    const date = formatDate(purchase.paidAt, locale, { dateStyle: 'long' });
    const rate = formatNumber(purchase.vatBasisPoints / 100, locale, { maximumFractionDigits: 2 });
    const euro = (cents: number) => html(formatPrice(cents, locale));
    const vatLine =
      purchase.vatBasisPoints > 0
        ? `<tr><td colspan="2">${html(t.vat(rate))}</td><td class="num">${euro(purchase.vatCents)}</td></tr>`
        : `<tr><td colspan="3">${html(t.noVat)}</td></tr>`;
    const number = receiptLabel(purchase.receiptNumber);
    return sendPage(reply, {
      locale,
      title: `${t.title} ${number}`,
      body: `<address>${seller.map((line) => html(line)).join('<br>')}</address>
<h1>${html(t.title)}</h1>
<table><tbody>
<tr><th scope="row">${html(t.number)}</th><td>${html(number)}</td></tr>
<tr><th scope="row">${html(t.date)}</th><td>${html(date)}</td></tr>
</tbody></table>
<table class="box"><thead><tr><th scope="col">${html(t.item)}</th><th scope="col" class="num">${html(t.quantity)}</th><th scope="col" class="num">${html(t.gross)}</th></tr></thead>
<tbody><tr><td>${html(purchase.itemName)}</td><td class="num">1</td><td class="num">${euro(purchase.amountCents)}</td></tr>
${vatLine}</tbody></table>
<p>${html(t.paid)}${purchase.status === 'refunded' ? ` ${html(t.refunded)}` : ''}</p>
<p class="note">${html(t.smallAmount)}</p>
<p><a href="${prefix}/user">${html(t.back)}</a></p>`,
    });
  });
};
