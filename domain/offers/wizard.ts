/**
 * The creation wizard's form (spec/offers.md §3 Wizard form, §5) as zod schemas: the form
 * validates its steps with them and the save calls validate the same payload at the edge.
 * Messages are keys the browser translates (see `wizardMessages`); error paths are the
 * form's field names (`title`, `categories`, `tuesday_start`, …).
 */
import { z } from 'zod';
import {
  categoryMaxima,
  hiddenCategorySlug,
  offerLimits,
  repetitions,
  targetGroups,
  weekdays,
  type CreatableType,
  type TargetGroup,
} from './constants.ts';
import {
  canonicalTargetGroups,
  formIssues,
  isWizardDate,
  wizardMessages as m,
  wizardTimePattern,
} from './wizard-rules.ts';
import { cityBbox } from '../geo/constants.ts';
import { maxDatabaseId } from '../shared/ids.ts';
import { isHttpUrl } from '../shared/url.ts';

export * from './wizard-rules.ts';

const [west, south, east, north] = cityBbox;

const isTargetGroup = (v: string): v is TargetGroup =>
  (targetGroups as readonly string[]).includes(v);

/** '' and null both mean "not filled in"; the output is a trimmed string or null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m.max)
    .nullish()
    .transform((v) => (v ? v : null));

const requiredText = (max: number) =>
  z.string(m.required).trim().min(1, m.required).max(max, m.max);

const requiredBoolean = z.boolean(m.required);

const optionalPattern = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || pattern.test(v), message);

const time = () => optionalPattern(wizardTimePattern, m.time);

const date = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isWizardDate(v), m.date);

const image = z
  .string()
  .trim()
  .max(offerLimits.image, m.max)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /\.(jpe?g|gif|png|svg)$/i.test(v), m.image);

/** Offers sit in the city: a generous box around Hamburg keeps stray clicks out. */
const latitude = z.number(m.location).min(south, m.location).max(north, m.location);
const longitude = z.number(m.location).min(west, m.location).max(east, m.location);

const slugPattern = /^[a-z0-9-]{1,64}$/;

const maxMessage: Record<CreatableType, string> = {
  entry: m.categoriesMax3,
  spot: m.categoriesMax1,
  place: m.categoriesMax,
};

const categories = (type: CreatableType) =>
  z
    .array(z.string(m.categoriesUnknown), m.categoriesMin)
    // Refinements, not .max() or element rules: the errors stay on the field `categories`
    // and an array's size check would stop the form's other rules.
    .refine((list) => list.every((c) => slugPattern.test(c)), m.categoriesUnknown)
    .refine((list) => list.length <= categoryMaxima[type], maxMessage[type])
    .refine(
      // The activity island category belongs to the city's own spots.
      (list) => type === 'spot' || !list.includes(hiddenCategorySlug),
      m.categoriesHidden,
    );

const contactUrl = z
  .string()
  .trim()
  .max(offerLimits.contactUrl, m.max)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isHttpUrl(v), m.url);

/** Fields every kind shares: position, address, categories and the suggestion. */
const common = {
  id: z.number().int().positive().max(maxDatabaseId).optional(),
  map_latitude: latitude,
  map_longitude: longitude,
  street: optionalText(200),
  street_number: optionalText(20),
  zipcode: optionalText(10),
  city: optionalText(100),
  /** Suggest mode of the categories step: the user proposes a category of their own. */
  suggest_mode: z.boolean().default(false),
  suggest: optionalText(offerLimits.suggestion),
  image,
  barrier_free: requiredBoolean,
};

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null;

// Cross-field rules run even when single fields failed, so the user sees every error at
// once; they read the values defensively because those may be unparsed.
const always = { when: (payload: { value: unknown }) => isObject(payload.value) };

/** The form-wide rules of wizard-rules.ts as zod issues on the form's field names. */
function crossFieldRules(value: unknown, ctx: z.RefinementCtx) {
  for (const { field, message } of formIssues(value as Loose)) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

const weekdayFields = Object.fromEntries(
  weekdays.flatMap((day) => [
    [day, z.boolean().default(false)],
    [`${day}_start`, time()],
    [`${day}_end`, time()],
  ]),
) as {
  [K in (typeof weekdays)[number]]: z.ZodDefault<z.ZodBoolean>;
} & {
  [K in `${(typeof weekdays)[number]}_${'start' | 'end'}`]: ReturnType<typeof time>;
};

/** Participation offer: details, target groups, where (new place or a spot) and when. */
export const entryFormSchema = z
  .object({
    type: z.literal('entry'),
    ...common,
    categories: categories('entry'),
    title: requiredText(offerLimits.title),
    description: requiredText(offerLimits.description),
    free_offer: requiredBoolean,
    contact_mail: requiredBoolean,
    targetgroup: z
      .array(z.string(m.required), m.required)
      .refine((list) => list.length > 0 && list.every(isTargetGroup), m.required)
      .transform((list) => canonicalTargetGroups(list.filter(isTargetGroup))),
    contact_url: contactUrl,
    entry_location: z.enum(['new', 'spot'], m.required),
    spot_id: z.number().int().positive().max(maxDatabaseId).nullish(),
    repetition: z.enum(repetitions, m.required),
    start: date(),
    end: date(),
    time_start: time(),
    time_end: time(),
    ...weekdayFields,
    monthly_mode: z.enum(['weekday', 'date'], m.required).nullish(),
    monthly_value: z.string().trim().max(10, m.max).nullish(),
  })
  .superRefine(crossFieldRules, always);

/** Active Spot: a public place to be active; title optional. */
export const spotFormSchema = z
  .object({
    type: z.literal('spot'),
    ...common,
    categories: categories('spot'),
    title: optionalText(offerLimits.title),
    description: requiredText(offerLimits.description),
    free_offer: requiredBoolean,
    contact_url: contactUrl,
  })
  .superRefine(crossFieldRules, always);

/** Club location: belongs to the user's club; no contact URL (the club has its own). */
export const placeFormSchema = z
  .object({
    type: z.literal('place'),
    ...common,
    categories: categories('place'),
    title: requiredText(offerLimits.title),
    description: optionalText(offerLimits.description),
  })
  .superRefine(crossFieldRules, always);

/** The whole wizard form, by type. */
export const wizardFormSchema = z.discriminatedUnion('type', [
  entryFormSchema,
  spotFormSchema,
  placeFormSchema,
]);

export const wizardFormSchemas = {
  entry: entryFormSchema,
  spot: spotFormSchema,
  place: placeFormSchema,
} as const satisfies Record<CreatableType, z.ZodType>;

/** What the form sends (before validation fills defaults and trims). */
export type WizardFormInput = z.input<typeof wizardFormSchema>;
export type EntryFormInput = z.input<typeof entryFormSchema>;
export type SpotFormInput = z.input<typeof spotFormSchema>;
export type PlaceFormInput = z.input<typeof placeFormSchema>;
/** The validated payload the server stores. */
export type WizardForm = z.output<typeof wizardFormSchema>;
export type EntryForm = z.output<typeof entryFormSchema>;
export type SpotForm = z.output<typeof spotFormSchema>;
export type PlaceForm = z.output<typeof placeFormSchema>;

/** The delete call's payload. */
export const offerDeleteSchema = z.object({
  id: z.coerce.number().int().positive().max(maxDatabaseId),
});

/** The profile offer list's query (spec/portal.md §7). */
export const profileOffersQuerySchema = z.object({
  profileType: z.enum(['user', 'club']).default('user'),
});
