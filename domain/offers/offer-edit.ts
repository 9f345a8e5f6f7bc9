import { z } from 'zod';
import { moderatedOfferRowSchema } from './moderation.ts';

// A moderator's edit of any offer (decision 040). The edit call's body is the wizard's own
// form (domain/offers/wizard.ts), so a moderator meets exactly the rules an owner meets.

/**
 * One offer on the moderators' record screen: the list's row plus the wizard's form values
 * (`form`), or null for clubs and summer courses, which have their own screens.
 */
export const moderatedOfferDetailSchema = moderatedOfferRowSchema.extend({
  form: z.record(z.string(), z.unknown()).nullable(),
  /** The owner may add a contact URL (official account); the form shows the field then. */
  owner_official: z.boolean(),
});
export type ModeratedOfferDetail = z.infer<typeof moderatedOfferDetailSchema>;

/** Kinds a moderator edits with the wizard's form. */
export const wizardEditableTypes = ['entry', 'spot', 'place'] as const;
