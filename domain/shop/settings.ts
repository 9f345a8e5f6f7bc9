import { z } from 'zod';

/**
 * Whether the shop can take payments now: `unavailable` when no payment provider is configured
 * (a production server without Stripe and without the test checkout turned on). The screens
 * then show the products and their prices, without a way to buy.
 */
export const shopPaymentsSchema = z.enum(['available', 'unavailable']);
export type ShopPayments = z.infer<typeof shopPaymentsSchema>;

/** What the shop screens need to know about the server's shop configuration. */
export const shopSettingsSchema = z.object({ payments: shopPaymentsSchema });
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
