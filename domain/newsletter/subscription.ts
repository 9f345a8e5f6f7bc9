import { z } from 'zod';

export const newsletterSubscribeSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'required').max(254).email('email'),
});
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

export const newsletterTokenSchema = z.object({ token: z.string().min(20).max(200) });
