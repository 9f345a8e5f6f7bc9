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
