import { z } from 'zod';
import { isCommonPassword } from './common-passwords.ts';
import { isValidBirthday } from './birthday.ts';
import { isHttpUrl } from '../shared/url.ts';
import { genders, passwordMaxLength, passwordMinLength, profileLimits } from './limits.ts';

// Messages are keys the web translates (validation.*); the server sends the same keys.

export const passwordSchema = z
  .string()
  .min(passwordMinLength, 'validation.password.min')
  .max(passwordMaxLength, 'validation.password.max')
  .refine((p) => !isCommonPassword(p), 'validation.password.common');

const required = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.max');
const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(254, 'validation.max')
  .email('validation.email');
const username = z
  .string()
  .trim()
  .min(3, 'validation.username.min')
  .max(30, 'validation.max')
  .regex(/^[A-Za-z0-9_.-]+$/, 'validation.username.chars');

const confirmed = <T extends { password: string; password_confirmation: string }>(
  schema: z.ZodType<T>,
) =>
  schema.refine((v) => v.password === v.password_confirmation, {
    message: 'validation.password.confirmation',
    path: ['password_confirmation'],
    // Report a mismatch together with the other field errors, not only once they are fixed.
    when: (payload) => {
      const v = payload.value as { password?: unknown; password_confirmation?: unknown };
      return typeof v?.password === 'string' && typeof v?.password_confirmation === 'string';
    },
  });

/** spec/portal.md §3 "Register payload". */
export const registerPayloadSchema = confirmed(
  z.object({
    name: required(100),
    surname: required(100),
    email,
    username,
    password: passwordSchema,
    password_confirmation: z.string(),
    newsletter: z.boolean().default(false),
    gender: z.enum(genders).default('u'),
    terms: z.literal(true, 'validation.terms'),
    lang: z.enum(['de', 'en']).default('de'),
    special_terms_accepted: z.literal(true).optional(),
  }),
);
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = confirmed(
  z.object({
    email,
    token: z.string().min(20).max(200),
    password: passwordSchema,
    password_confirmation: z.string(),
  }),
);

/**
 * What the server takes for a reset. The password's own rules (length, breach list, guessable)
 * are checked only once the token has proved good: otherwise the answer to a weak password
 * differed from the answer to a wrong link, and with the person's own name among the rules it
 * told whether an address has an account. The form itself still uses resetPasswordSchema.
 */
export const resetPasswordRequestSchema = confirmed(
  z.object({
    email,
    token: z.string().min(20).max(200),
    password: z
      .string()
      .min(1, 'validation.required')
      .max(passwordMaxLength, 'validation.password.max'),
    password_confirmation: z.string(),
  }),
);

export const changePasswordSchema = confirmed(
  z.object({
    old: z.string().min(1, 'validation.required').max(passwordMaxLength),
    password: passwordSchema,
    password_confirmation: z.string(),
  }),
);

/** Only files uploaded here: an outside URL could track everyone who views the profile. */
const uploadedMedia = z
  .string()
  .regex(/^\/media\/[a-f0-9]{32}(_high)?\.jpg$/, 'validation.upload.own');

const optionalText = (max: number) =>
  z.string().trim().max(max, 'validation.max').optional().or(z.literal(''));

/** User edit 'Deine Einstellungen' (spec/portal.md §2, §5). E-mail is read-only. */
export const userSaveSchema = z.object({
  name: required(100),
  surname: required(100),
  username,
  gender: z.enum(genders).default('u'),
  street: optionalText(profileLimits.street),
  street_number: optionalText(profileLimits.street_number),
  city: optionalText(profileLimits.city),
  zipcode: optionalText(profileLimits.zipcode),
  country: optionalText(60),
  birthday: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidBirthday(v), 'validation.birthday')
    .optional(),
  newsletter: z.boolean().optional(),
  lang: z.enum(['de', 'en']).optional(),
  image: uploadedMedia.nullable().optional(),
});
export type UserSave = z.infer<typeof userSaveSchema>;

export const clubSaveSchema = z.object({
  id: z.number().int().positive(),
  contact_url: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(256, 'validation.max')
    .refine(isHttpUrl, 'validation.url'),
  logo: uploadedMedia.nullable().optional(),
});

/**
 * Account deletion: the own id and, for an account with a password, that password once more
 * (a session left open on a shared computer must not be enough to delete everything).
 */
export const deleteAccountSchema = z.object({
  id: z.number().int().positive(),
  password: z.string().max(passwordMaxLength, 'validation.password.max').optional(),
});

export const specialTermsSchema = z.object({ accept: z.literal(true, 'validation.terms') });

export const verificationNotificationSchema = z.object({ email: email.optional() });
