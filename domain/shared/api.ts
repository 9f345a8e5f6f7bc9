import { z } from 'zod';

/** Every successful JSON answer wraps its payload in `data` (the spec reads `data.data`). */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** Paged lists: `{ data, currentPage, pages }`. */
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), currentPage: z.number().int(), pages: z.number().int() });
}

/** 422 answer: a summary plus messages keyed by the form's field names. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

export const errorSchema = z.object({ message: z.string() });
