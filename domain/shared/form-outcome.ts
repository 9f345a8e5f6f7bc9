// Zod-free, so the browser's screens can read it without loading the schema.

/**
 * The query parameter that carries a plain form post's outcome back to its page (the server
 * answers a form sent without the app with a redirect, `server/plugins/form-posts.ts`):
 * `sent`, or `field:messageKey` (`:messageKey` for the whole form).
 */
export const formOutcomeParam = 'form';

export type FormOutcome = { sent: true } | { sent: false; field: string; message: string };

/**
 * The outcome in a page's address, or none. Only the shape the server writes counts: a key
 * of the form or validation messages, so a crafted link shows at most one of the form's own
 * messages.
 */
export function readFormOutcome(value: string | null): FormOutcome | undefined {
  if (value === 'sent') return { sent: true };
  const match = /^([a-z_]{0,40}):((?:auth|form|validation|contact)(?:\.[A-Za-z0-9_]+){1,4})$/.exec(
    value ?? '',
  );
  if (!match) return undefined;
  return { sent: false, field: match[1]!, message: match[2]! };
}
