import { z } from 'zod';

// Messages are keys the web translates; the newsletter form has its own wording.
export const newsletterSubscribeSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'newsletter.errors.required')
    .max(254, 'newsletter.errors.invalid')
    .email('newsletter.errors.email'),
});
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

export const newsletterTokenSchema = z.object({ token: z.string().min(20).max(200) });

/**
 * The code of the 429 answer when the confirmation mail went out less than a minute ago: no
 * mail was sent; `retry_after` (and the Retry-After header) says in how many seconds it may be.
 */
export const resendWaitCode = 'newsletter_resend_wait';
