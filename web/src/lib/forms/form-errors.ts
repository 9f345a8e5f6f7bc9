import type { TFunction } from '../i18n.ts';
import { ValidationError } from '../api-errors.ts';

/** Message keys per form field ('validation.required'), as zod and the server (422) send them. */
export type FieldErrors = Partial<Record<string, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };

/** The first problem of every field from a zod safeParse (messages are keys, see domain/). */
export function errorsFromIssues(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The first message of every field of a 422 answer; undefined for any other failure. */
export function errorsFromServer(error: unknown): FieldErrors | undefined {
  if (!(error instanceof ValidationError)) return undefined;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages[0]) errors[field] = messages[0];
  }
  return errors;
}

/**
 * Translates a message key. Some keys are both a message and a group ('validation.email' and
 * 'validation.email.taken'); the group keeps its own message under 'default'. Anything the
 * locale files do not know (an unexpected server text) reads as a general "please check".
 */
export function validationMessage(t: TFunction, key: string | undefined): string {
  if (!key) return '';
  for (const candidate of [key, `${key}.default`]) {
    const value: unknown = (t as (key: string, options: object) => unknown)(candidate, {
      returnObjects: true,
    });
    if (typeof value === 'string' && value !== candidate) return value;
  }
  return t('validation.invalid');
}
