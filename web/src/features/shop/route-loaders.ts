import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { maxDatabaseId } from '../../../../domain/shared/ids.ts';
import { ApiError, ForbiddenError, NotFoundError } from '../../lib/api-errors.ts';
import { fullPageLoad } from '../../lib/full-page-load.ts';
import { localeFromPathname, localePath } from '../../lib/locale.ts';
import { productQueryOptions } from './api/get-product.ts';
import { purchaseOf, purchasesQueryOptions } from './api/get-purchases.ts';
import { paidProductQueryOptions } from './api/get-paid-product.ts';
import { startCheckout } from './api/start-checkout.ts';

const never = () => new Promise<never>(() => undefined); // the page is unloading

export type CheckoutFailure = { failure: 'unavailable' | 'provider' | 'unknown' };

/** 503: no payment provider is configured; 502: the provider did not answer. */
function failureOf(error: unknown): CheckoutFailure['failure'] {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.status === 503) return 'unavailable';
  return error.status === 502 ? 'provider' : 'unknown';
}

/**
 * shop/checkout/{slug} (spec/portal.md §2 "Shop"): loads the product, goes to the product page
 * when it is owned, otherwise opens the payment and sends the browser to the provider's page
 * (a full page load: CSP form-action 'self' forbids posting a form to another origin).
 */
export async function checkoutLoader(
  queryClient: QueryClient,
  { params, request }: LoaderFunctionArgs,
): Promise<CheckoutFailure> {
  const locale = localeFromPathname(new URL(request.url).pathname);
  const slug = params.slug ?? '';
  const product = await queryClient
    .fetchQuery(productQueryOptions(slug, locale))
    .catch((error: unknown) => {
      if (error instanceof NotFoundError) throw data(null, { status: 404 });
      throw error;
    });
  const mine = purchaseOf(await queryClient.fetchQuery(purchasesQueryOptions(locale)), product.id);
  if (mine?.status === 'succeeded') throw redirect(localePath(`/product/${product.id}`, locale));
  try {
    const { url } = await startCheckout(slug, locale);
    fullPageLoad(url);
    return await never();
  } catch (error) {
    // A payment under way (another tab): its state is on the return page.
    if (error instanceof ApiError && error.status === 409)
      throw redirect(localePath(`/callback/${encodeURIComponent(slug)}`, locale));
    return { failure: failureOf(error) };
  }
}

/** product/{id}: the owner's content; anyone else goes home (spec/portal.md §7). */
export async function productLoader(
  queryClient: QueryClient,
  { params, request }: LoaderFunctionArgs,
) {
  const locale = localeFromPathname(new URL(request.url).pathname);
  const id = Number(params.id);
  const home = localePath('/', locale);
  if (!Number.isInteger(id) || id <= 0 || id > maxDatabaseId) throw redirect(home);
  await queryClient.fetchQuery(paidProductQueryOptions(id, locale)).catch((error: unknown) => {
    if (error instanceof ForbiddenError || error instanceof NotFoundError) throw redirect(home);
    // Other failures: the screen shows them and may try again.
  });
  return null;
}
