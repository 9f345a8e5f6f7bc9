/** Column helpers shared by the schema files. */
import { integer, jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../domain/shared/locale.ts';

// Editorial texts are jsonb { de, en? }: one row per thing, German as the fallback.
export const localized = (name: string) => jsonb(name).$type<LocalizedText>();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Raised by every save; a save that brings an older version is refused (409). */
export const version = () => integer('version').notNull().default(1);
