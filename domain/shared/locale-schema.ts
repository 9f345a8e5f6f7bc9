import { z } from 'zod';
import { locales } from './locale.ts';

export const localeSchema = z.enum(locales);
export const localizedTextSchema = z.object({ de: z.string(), en: z.string().optional() });
