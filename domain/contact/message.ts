import { z } from 'zod';
import { contactLimits } from './constants.ts';

// Messages are keys the web translates (validation.*); the server sends the same keys.

const required = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.max');

/**
 * The contact form (meta/kontakt). `homepage` is the honeypot a person never sees (it stays
 * empty); `token` is the signed moment the form was handed out. Neither is a field error the
 * visitor could fix, so neither has a message of its own.
 */
export const contactMessageSchema = z.object({
  name: required(contactLimits.name),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'validation.required')
    .max(254, 'validation.max')
    .email('validation.email'),
  // One line: it becomes part of a mail, never a header of its own.
  subject: required(contactLimits.subject).transform((s) => s.replace(/\s+/g, ' ')),
  message: required(contactLimits.message),
  consent: z.literal(true, 'validation.contact.consent'),
  homepage: z.string().max(500).optional(),
  token: z.string().min(1).max(200),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
