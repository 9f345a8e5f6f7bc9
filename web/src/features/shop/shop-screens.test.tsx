import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PurchasedProduct, ShopItem } from '../../../../domain/shop/products.ts';
import type { ShopPayments } from '../../../../domain/shop/settings.ts';
import { fullPageLoad } from '../../lib/full-page-load.ts';
import { json, mockFetch, type Call } from '../../test/fetch-mock.ts';
import { contentFixture, userFixture } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

vi.mock('../../lib/full-page-load.ts', () => ({ fullPageLoad: vi.fn() }));

const plan: ShopItem = {
  id: 3,
  slug: 'trainingsplan',
  image: '/demo/highlight-2.svg',
  stripe_name: 'Trainingsplan',
  description: 'Acht Wochen draußen.',
  stripe_price_value: 1290,
};
const guide: ShopItem = {
  ...plan,
  id: 4,
  slug: 'guide',
  stripe_name: 'Guide',
  description: 'Fünf Runden.',
  stripe_price_value: 490,
};
const purchase = (item: ShopItem, status: PurchasedProduct['status']): PurchasedProduct => ({
  id: item.id,
  slug: item.slug,
  image: item.image,
  stripe_name: item.stripe_name,
  status,
  receipt: status === 'succeeded' ? '/shop/receipt/1' : null,
  purchase_id: item.id * 10,
  purchased_at: '2026-06-01T10:00:00.000Z',
});

let calls: Call[];
let products: ShopItem[];
let purchases: PurchasedProduct[];
let signedIn: boolean;
let payments: ShopPayments;
let checkout: () => Response;

beforeEach(() => {
  products = [plan, guide];
  purchases = [];
  signedIn = true;
  payments = 'available';
  checkout = () => json(200, { data: { url: 'http://pay.example/cs_1' } });
  ({ calls } = mockFetch(({ url, method }) => {
    if (url === '/api/user') return json(200, { data: signedIn ? userFixture : null });
    if (url === '/api/content') return json(200, { data: contentFixture });
    if (url === '/api/products') return json(200, { data: products });
    if (url === '/api/shop/settings') return json(200, { data: { payments } });
    if (url === '/api/products/trainingsplan') return json(200, { data: plan });
    if (url === '/api/products/nothing') return json(404, { message: 'No such product.' });
    if (url === '/api/user/purchases') return json(200, { data: purchases });
    if (url === '/api/products/trainingsplan/checkout' && method === 'POST') return checkout();
    if (url === '/api/products/trainingsplan/checkout/cancel') return json(200, { data: [] });
    return json(204);
  }));
});
afterEach(() => vi.mocked(fullPageLoad).mockClear());

describe('shop', () => {
  it('shows each product with price in euros, description and a buy link', async () => {
    await renderApp('/shop');
    expect(await screen.findByRole('heading', { level: 2, name: 'Trainingsplan' })).toBeVisible();
    expect(screen.getByText(/12,90\s€/)).toBeInTheDocument();
    expect(screen.getByText('Acht Wochen draußen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trainingsplan kaufen' })).toHaveAttribute(
      'href',
      '/shop/checkout/trainingsplan',
    );
  });

  it("shows 'Erworben' with 'Ansehen' when owned and 'In Bearbeitung' with a way on while pending", async () => {
    purchases = [purchase(plan, 'succeeded'), purchase(guide, 'pending')];
    await renderApp('/shop');
    const view = await screen.findByRole('link', { name: 'Ansehen: Trainingsplan' });
    expect(view).toHaveAttribute('href', '/product/3');
    expect(screen.getByText('Erworben')).toBeInTheDocument();
    expect(screen.getByText('In Bearbeitung')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zahlung fortsetzen: Guide' })).toHaveAttribute(
      'href',
      '/shop/checkout/guide',
    );
    expect(screen.getByRole('button', { name: 'Zahlung abbrechen: Guide' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /kaufen$/ })).not.toBeInTheDocument();
  });

  it('cancels an abandoned payment from the shop, which frees the product', async () => {
    purchases = [purchase(plan, 'pending')];
    await renderApp('/shop');
    const cancel = await screen.findByRole('button', { name: 'Zahlung abbrechen: Trainingsplan' });
    purchases = [];
    cancel.click();
    expect(await screen.findByRole('link', { name: 'Trainingsplan kaufen' })).toBeVisible();
    expect(
      calls.filter((c) => c.url === '/api/products/trainingsplan/checkout/cancel'),
    ).toHaveLength(1);
  });

  it('shows prices but no buy link while the shop takes no payments; owned products stay open', async () => {
    payments = 'unavailable';
    purchases = [purchase(guide, 'succeeded')];
    await renderApp('/shop');
    const notice = await screen.findByText('Der Shop kann gerade keine Zahlungen annehmen.');
    expect(notice).toBeVisible();
    expect(screen.getByText(/12,90\s€/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /kaufen$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ansehen: Guide' })).toHaveAttribute(
      'href',
      '/product/4',
    );
  });

  it('says so in English too, on each product a visitor could have bought', async () => {
    payments = 'unavailable';
    signedIn = false;
    await renderApp('/en/shop');
    const notices = await screen.findAllByText('The shop cannot take payments at the moment.');
    expect(notices).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /^Buy / })).not.toBeInTheDocument();
  });

  it('asks a visitor for no purchases and says when the shop is empty', async () => {
    signedIn = false;
    products = [];
    await renderApp('/en/shop');
    expect(await screen.findByText('There is nothing in the shop right now.')).toBeVisible();
    expect(calls.some((c) => c.url === '/api/user/purchases')).toBe(false);
  });
});

describe('checkout', () => {
  it('sends the browser to the payment page', async () => {
    await renderApp('/shop/checkout/trainingsplan');
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('http://pay.example/cs_1'));
  });

  it('goes to the product page when the product is owned, without a payment', async () => {
    purchases = [purchase(plan, 'succeeded')];
    const { router } = await renderApp('/shop/checkout/trainingsplan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/3'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the return page when a payment is already under way (409)', async () => {
    checkout = () => json(409, { message: 'A payment for this product is under way.' });
    const { router } = await renderApp('/shop/checkout/trainingsplan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/callback/trainingsplan'));
  });

  it('says so when the shop takes no payments (503)', async () => {
    checkout = () => json(503, { message: 'The shop cannot take payments at the moment.' });
    await renderApp('/shop/checkout/trainingsplan');
    expect(await screen.findByText('Der Shop kann gerade keine Zahlungen annehmen.')).toBeVisible();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('says so when the provider cannot be reached', async () => {
    checkout = () => json(502, { message: 'The payment provider could not be reached.' });
    await renderApp('/shop/checkout/trainingsplan');
    expect(
      await screen.findByText('Der Zahlungsdienst ist gerade nicht erreichbar.'),
    ).toBeVisible();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });
});

describe('return page', () => {
  it('offers the product and its receipt once the payment is confirmed', async () => {
    purchases = [purchase(plan, 'succeeded')];
    await renderApp('/callback/trainingsplan?status=success');
    expect(await screen.findByText('Danke! Deine Zahlung ist bestätigt.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zum Produkt' })).toHaveAttribute('href', '/product/3');
    expect(screen.getByRole('link', { name: 'Rechnung anzeigen: Trainingsplan' })).toHaveAttribute(
      'href',
      '/shop/receipt/1',
    );
  });

  it('says the payment is still being processed while it is pending', async () => {
    purchases = [purchase(plan, 'pending')];
    await renderApp('/callback/trainingsplan?status=success');
    expect(await screen.findByText('Deine Zahlung wird noch bearbeitet.')).toBeVisible();
  });

  it('ends the open payment when the buyer came back by cancelling', async () => {
    await renderApp('/callback/trainingsplan?status=cancel');
    expect(
      await screen.findByText('Du hast die Zahlung abgebrochen. Es wurde nichts abgebucht.'),
    ).toBeVisible();
    const cancels = calls.filter((c) => c.url === '/api/products/trainingsplan/checkout/cancel');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.method).toBe('POST');
  });
});
