/** Tables of the accounts area: clubs, users, sign-in sessions and password resets. */
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt, version } from './columns.ts';

export const clubs = pgTable('clubs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  logo: text('logo'),
  approved: boolean('approved').notNull().default(false),
  contactUrl: text('contact_url'),
  createdAt: createdAt(),
  // Moderators edit clubs in the backend with versioned saves (decisions 033, 036).
  version: version(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    gender: text('gender').notNull().default('u'),
    official: boolean('official').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    ssoDriver: text('sso_driver'),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    specialTermsAcceptedAt: timestamp('special_terms_accepted_at', { withTimezone: true }),
    lang: text('lang').notNull().default('de'),
    newsletter: boolean('newsletter').notNull().default(false),
    image: text('image'),
    street: text('street'),
    streetNumber: text('street_number'),
    city: text('city'),
    zipcode: text('zipcode'),
    country: text('country'),
    birthday: text('birthday'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Set by a moderator (decision 036): no sign-in, and the account's offers are hidden.
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // Stored roles are the staff roles (domain/backend/roles.ts); visitor and user are implied.
    check('users_staff_roles', sql`${t.roles} <@ array['editor', 'moderator', 'admin']::text[]`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the cookie token: a leaked table does not hand out live sessions.
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Password reset tokens: random, stored hashed, single use, short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
