/** spec/portal.md §5 and §9: the limits both the forms and the server enforce. */
export const passwordMinLength = 8;
/** Long passphrases are welcome; the cap only keeps hashing cost bounded. */
export const passwordMaxLength = 256;
export const uploadMaxBytes = 12_288_000;
export const profileLimits = { street: 50, street_number: 10, city: 50, zipcode: 10 } as const;
export const defaultGender = 'u';
export const genders = ['u', 'f', 'm', 'd'] as const;
export const profileTypes = ['user', 'club'] as const;
export type ProfileType = (typeof profileTypes)[number];
