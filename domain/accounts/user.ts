import { z } from 'zod';

export const clubSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  logo: z.string().nullable(),
  approved: z.boolean(),
  contact_url: z.string().nullable(),
  slug: z.string(),
});

/** The signed-in user as the browser sees it (spec/portal.md §3 "User"). */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  fullname: z.string(),
  username: z.string(),
  email: z.string(),
  gender: z.string(),
  official: z.boolean(),
  isVerified: z.boolean(),
  sso_driver: z.string().nullable(),
  club_id: z.number().int().nullable(),
  club: clubSummarySchema.nullable(),
  special_terms_accepted_at: z.string().nullable(),
  lang: z.string(),
  newsletter: z.boolean(),
  image: z.string().nullable(),
  street: z.string().nullable(),
  street_number: z.string().nullable(),
  city: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: z.string().nullable(),
  /** day.month.year as entered, e.g. 29.02.1992 */
  birthday: z.string().nullable(),
  bookmarks: z.array(z.number().int()),
});
export type User = z.infer<typeof userSchema>;

export const loginPayloadSchema = z.object({
  email: z.string().trim().min(1, 'validation.required').max(255),
  password: z.string().min(1, 'validation.required').max(1024),
  remember: z.boolean().default(true),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;
