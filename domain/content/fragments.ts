import { z } from 'zod';

// Fragment templates of spec/portal.md §3, as the browser receives them (texts already in the
// request's language). Rich copy is the small, safe markup of rich-text.ts.

const imageFields = {
  image: z.string(),
  alt: z.string(),
  image_url: z.string().nullable().optional(),
  image_caption: z.string().optional(),
  image_gradient: z.boolean().optional(),
  image_label: z.string().optional(),
};

export const fragmentContentSchemas = {
  accordeon: z.object({ title: z.string(), copy: z.string() }),
  alert: z.object({ title: z.string(), copy: z.string() }),
  text: z.object({ title: z.string(), copy: z.string() }),
  image: z.object({ title: z.string(), ...imageFields }),
  'text-image': z.object({
    title: z.string(),
    copy: z.string(),
    ...imageFields,
    image_position: z.enum(['left', 'right']),
    image_position_mobile: z.enum(['top', 'bottom']),
  }),
  'slider-image': z.object({
    title: z.string(),
    copy: z.string(),
    items: z
      .array(
        z.object({
          image: z.string(),
          alt: z.string(),
          image_caption: z.string(),
          subline: z.string(),
        }),
      )
      .min(1),
  }),
  'infobox-slider': z.object({
    title: z.string(),
    copy: z.string(),
    items: z.array(z.object({ title: z.string(), copy: z.string() })).min(1),
  }),
  quote: z.object({
    quote: z.string(),
    subline: z.string(),
    image: z.string().optional(),
    alt: z.string().optional(),
  }),
  separator: z.object({}),
  downloads: z.object({
    title: z.string(),
    copy: z.string(),
    items: z
      .array(
        z.object({
          name: z.string(),
          file: z.string().nullable(),
          link: z.string().nullable(),
          /** bytes */
          size: z.number().int().nonnegative().nullable(),
        }),
      )
      .min(1),
  }),
  video: z.object({
    title: z.string().optional(),
    video_desktop: z.string(),
    video_mobile: z.string(),
    poster_desktop: z.string(),
    poster_mobile: z.string(),
  }),
  toc: z.object({ title: z.string(), fragments: z.array(z.number().int()) }),
  'custom-component': z.object({ component: z.string() }),
} as const;

export type FragmentTemplate = keyof typeof fragmentContentSchemas;
export const fragmentTemplates = Object.keys(fragmentContentSchemas) as FragmentTemplate[];

const fragmentOf = <T extends FragmentTemplate>(template: T) =>
  z.object({
    id: z.number().int(),
    template: z.literal(template),
    public: z.boolean(),
    /** The heading a table of contents links to, or null when the fragment has none. */
    anchor: z.string().nullable(),
    content: fragmentContentSchemas[template],
  });

export type Fragment = {
  [T in FragmentTemplate]: {
    id: number;
    template: T;
    public: boolean;
    anchor: string | null;
    content: z.infer<(typeof fragmentContentSchemas)[T]>;
  };
}[FragmentTemplate];

// The union is built from the template list; its inferred type is wider than Fragment, so the
// schema is typed as what it checks.
export const fragmentSchema: z.ZodType<Fragment> = z.discriminatedUnion(
  'template',
  fragmentTemplates.map((t) => fragmentOf(t)) as unknown as [
    ReturnType<typeof fragmentOf<'text'>>,
    ...ReturnType<typeof fragmentOf<FragmentTemplate>>[],
  ],
) as unknown as z.ZodType<Fragment>;
