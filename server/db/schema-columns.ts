/** Column helpers shared by the schema files. */
import { jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../domain/shared/locale.ts';

// Editorial texts are jsonb { de, en? }: one row per thing, German as the fallback.
export const localized = (name: string) => jsonb(name).$type<LocalizedText>();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
