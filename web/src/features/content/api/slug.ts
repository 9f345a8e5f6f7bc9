import { NotFoundError } from '../../../lib/api-errors.ts';

// The server rejects malformed slugs with 422; such a thing cannot exist, so the browser
// treats it as the 404 it is for the visitor and doesn't ask at all.
const slugPattern = /^[a-z0-9-]{1,200}$/;

export function assertSlug(slug: string): void {
  if (!slugPattern.test(slug)) throw new NotFoundError({ message: 'Not found.' });
}
