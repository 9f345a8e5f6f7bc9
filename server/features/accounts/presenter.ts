import type { User } from '../../../domain/accounts/user.ts';
import type { UserWithClub } from './repository.ts';

/** The user as the browser sees it: never the password hash, never roles beyond what it shows. */
export function presentUser({ user, club }: UserWithClub, bookmarks: number[] = []): User {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    fullname: `${user.name} ${user.surname}`.trim(),
    username: user.username,
    email: user.email,
    gender: user.gender,
    official: user.official,
    isVerified: user.emailVerifiedAt !== null,
    sso_driver: user.ssoDriver,
    club_id: user.clubId,
    club: club
      ? {
          id: club.id,
          title: club.title,
          logo: club.logo,
          approved: club.approved,
          contact_url: club.contactUrl,
          slug: club.slug,
        }
      : null,
    special_terms_accepted_at: user.specialTermsAcceptedAt?.toISOString() ?? null,
    lang: user.lang,
    newsletter: user.newsletter,
    image: user.image,
    street: user.street,
    street_number: user.streetNumber,
    city: user.city,
    zipcode: user.zipcode,
    country: user.country,
    birthday: user.birthday,
    bookmarks,
  };
}
