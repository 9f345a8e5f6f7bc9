/**
 * Where the shop calls of spec/portal.md §7 live (api.product.list, api.product by slug, the
 * paid product by id; the spec leaves the paths open). Server routes and browser fetchers
 * both read these.
 */
export const shopApi = {
  /** GET → { data: ShopSettings }: whether the shop takes payments now. */
  settings: '/api/shop/settings',
  /** GET → { data: ShopItem[] } (api.product.list). */
  products: '/api/products',
  /** GET → { data: ShopItem }; 404 for unknown slugs (api.product). */
  product: (slug: string) => `/api/products/${encodeURIComponent(slug)}`,
  /**
   * POST → { data: { url } }: where the browser goes to pay. Verified users; 409 if owned or
   * pending; 503 while the shop takes no payments.
   */
  checkout: (slug: string) => `/api/products/${encodeURIComponent(slug)}/checkout`,
  /** POST → { data: PurchasedProduct }: the payment was abandoned (the provider's cancel link). */
  cancel: (slug: string) => `/api/products/${encodeURIComponent(slug)}/checkout/cancel`,
  /** GET → { data: PaidProduct }; owners only (403), 404 for unknown ids. */
  paidProduct: (id: number) => `/api/paid-products/${id}`,
  /** GET → { data: PurchasedProduct[] }, newest first ('Meine Käufe'). */
  purchases: '/api/user/purchases',
} as const;

/** Pages the server renders itself, outside the app (no JavaScript needed, printable). */
export const shopPages = {
  /** The portal's own receipt of a purchase; its owner only. */
  receipt: (purchaseId: number) => `/shop/receipt/${purchaseId}`,
  /** The embedded payment provider's card form (local provider only). */
  localCheckout: (sessionId: string) => `/payments/local/checkout/${sessionId}`,
  /** Signed payment events of either provider arrive here (outside /api: no CSRF, raw body). */
  webhook: '/webhooks/payments',
} as const;
