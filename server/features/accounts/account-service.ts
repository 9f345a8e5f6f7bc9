import type { Locale } from '../../../domain/shared/locale.ts';
import type { RegisterPayload, UserSave } from '../../../domain/accounts/payloads.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { validationError } from '../../http-error.ts';
import { assertStrongPassword, hashPassword, newPasswordHash } from './password.ts';
import type { AccountsRepository, UserWithClub } from './repository.ts';
import { hashToken, newToken } from '../../secret-token.ts';
import { createVerificationSigner, resetTokenMinutes } from './tokens.ts';
import { resetMail, verificationMail } from './mails.ts';
import { campaignEndedMessage } from './spotter-campaign.ts';

type Deps = {
  repo: AccountsRepository;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  /** The newsletter's double opt-in (its own area), started when registration asks for it. */
  subscribeNewsletter: (email: string, locale: Locale) => Promise<void>;
};

const asLocale = (lang: string): Locale => (lang === 'en' ? 'en' : 'de');

/** Registration, verification and password recovery: the flows that send mail. */
export function createAccountService({
  repo,
  mailer,
  publicUrl,
  secret,
  subscribeNewsletter,
}: Deps) {
  const base = publicUrl.replace(/\/$/, '');
  const signer = createVerificationSigner(secret);
  const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

  async function sendVerification({ user }: UserWithClub) {
    const link = signer.sign(user.id, user.email);
    const url = `${base}/api/auth/email/verify/${link.id}?expires=${link.expires}&signature=${link.signature}`;
    await mailer.send(verificationMail(user.email, user.name, asLocale(user.lang), url));
  }

  return {
    signer,
    sendVerification,

    async register(payload: RegisterPayload, now = new Date()): Promise<number> {
      const taken = await repo.taken(payload.email, payload.username);
      const errors: Record<string, string[]> = {};
      if (taken.email) errors.email = ['validation.email.taken'];
      if (taken.username) errors.username = ['validation.username.taken'];
      // After the campaign's end a registration no longer makes an Active Spotter.
      if (payload.special_terms_accepted && !(await repo.spotterCampaignOpen(now)))
        errors.special_terms_accepted = [campaignEndedMessage];
      if (Object.keys(errors).length) throw validationError(errors);
      const id = await repo.create({
        name: payload.name,
        surname: payload.surname,
        email: payload.email,
        username: payload.username,
        passwordHash: await newPasswordHash(payload.password, [
          payload.name,
          payload.surname,
          payload.username,
          payload.email,
        ]),
        gender: payload.gender,
        lang: payload.lang,
        newsletter: payload.newsletter,
        specialTermsAcceptedAt: payload.special_terms_accepted ? now : null,
      });
      const created = await repo.findById(id);
      if (created) await sendVerification(created);
      // The tick at registration is a wish like the newsletter form's: it needs the same
      // confirmation by mail before anything is sent.
      if (payload.newsletter) await subscribeNewsletter(payload.email, asLocale(payload.lang));
      return id;
    },

    /** Answers the same whether or not the address exists (no account discovery). */
    async forgotPassword(email: string, locale: Locale, now = new Date()) {
      const found = await repo.findByLogin(email);
      // Single-sign-on accounts have no password to reset.
      if (
        !found ||
        found.user.email.toLowerCase() !== email.toLowerCase() ||
        !found.user.passwordHash
      )
        return;
      const token = newToken();
      await repo.replaceResetToken(
        found.user.id,
        hashToken(token),
        new Date(now.getTime() + resetTokenMinutes * 60000),
      );
      const url = `${base}${prefix(locale)}/password/reset?email=${encodeURIComponent(found.user.email)}&token=${token}`;
      await mailer.send(resetMail(found.user.email, found.user.name, locale, url));
    },

    /** Returns the user id whose password changed, or undefined for a bad or used token. */
    async resetPassword(email: string, token: string, password: string, now = new Date()) {
      const found = await repo.findByLogin(email);
      if (!found || found.user.email.toLowerCase() !== email.toLowerCase()) return undefined;
      // The token before the password: whether a password counts as guessable depends on the
      // account's own name, so judging it first told anyone with a weak password whether an
      // address has an account. Without a live token for this account, every answer is the
      // token's.
      const tokenHash = hashToken(token);
      if ((await repo.resetTokenHolder(tokenHash, now)) !== found.user.id) return undefined;
      // Before the token is used up: a refused password leaves the link working.
      const { name, surname, username } = found.user;
      assertStrongPassword(password, [name, surname, username, found.user.email]);
      const userId = await repo.consumeResetToken(tokenHash, now);
      if (userId !== found.user.id) return undefined;
      await repo.update(userId, { passwordHash: await hashPassword(password) });
      return userId;
    },

    async saveProfile(current: UserWithClub, input: UserSave) {
      const taken = await repo.taken(current.user.email, input.username, current.user.id);
      if (taken.username) throw validationError({ username: ['validation.username.taken'] });
      const blankToNull = (v: string | undefined) =>
        v === undefined ? undefined : v.trim() || null;
      await repo.update(current.user.id, {
        name: input.name,
        surname: input.surname,
        username: input.username,
        gender: input.gender,
        street: blankToNull(input.street),
        streetNumber: blankToNull(input.street_number),
        city: blankToNull(input.city),
        zipcode: blankToNull(input.zipcode),
        country: blankToNull(input.country),
        birthday: blankToNull(input.birthday),
        ...(input.newsletter !== undefined ? { newsletter: input.newsletter } : {}),
        ...(input.lang ? { lang: input.lang } : {}),
        ...(input.image !== undefined ? { image: input.image } : {}),
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
