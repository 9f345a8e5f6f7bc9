import { createHmac, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../../secret-token.ts';

export const verificationLinkMinutes = 60 * 24;
export const resetTokenMinutes = 60;

/**
 * E-mail verification links are signed, not stored: the signature covers the user id, a
 * hash of the address and the expiry, so a link dies when it expires or the address changes.
 */
export function createVerificationSigner(secret: string) {
  const sign = (id: number, email: string, expires: number) =>
    createHmac('sha256', secret)
      .update(`verify|${id}|${hashToken(email.toLowerCase())}|${expires}`)
      .digest('base64url');
  return {
    sign(id: number, email: string, now = Date.now()) {
      const expires = Math.floor(now / 1000) + verificationLinkMinutes * 60;
      return { id, expires, signature: sign(id, email, expires) };
    },
    verify(
      link: { id: number; expires: number; signature: string },
      email: string,
      now = Date.now(),
    ) {
      if (link.expires * 1000 < now) return 'expired' as const;
      const expected = Buffer.from(sign(link.id, email, link.expires));
      const given = Buffer.from(link.signature);
      return expected.length === given.length && timingSafeEqual(expected, given)
        ? ('valid' as const)
        : ('invalid' as const);
    },
  };
}
