import type { FragmentTemplate } from '../../../domain/content/fragments.ts';
import { customComponentNames } from '../../../domain/content/constants.ts';

/**
 * The form of each fragment template (spec/portal.md §3), field by field: texts are German and
 * English side by side, files are picked or uploaded, lists are repeatable groups. The server
 * checks the same content against the template's schema in both languages.
 */
export type FragmentField =
  | { name: string; type: 'text' | 'rich'; required?: boolean }
  | { name: string; type: 'media'; kind: 'image' | 'video' | 'doc'; required?: boolean }
  | { name: string; type: 'link' | 'bool' | 'number' | 'ids' }
  | { name: string; type: 'choice'; choices: readonly string[]; required?: boolean }
  | { name: string; type: 'items'; fields: FragmentField[] };

const title: FragmentField = { name: 'title', type: 'text' };
const copy: FragmentField = { name: 'copy', type: 'rich' };
const image: FragmentField[] = [
  { name: 'image', type: 'media', kind: 'image', required: true },
  { name: 'alt', type: 'text', required: true },
  { name: 'image_url', type: 'link' },
  { name: 'image_caption', type: 'text' },
  { name: 'image_gradient', type: 'bool' },
  { name: 'image_label', type: 'text' },
];

export const fragmentForms: Record<FragmentTemplate, FragmentField[]> = {
  accordeon: [title, copy],
  alert: [title, copy],
  text: [title, copy],
  image: [title, ...image],
  'text-image': [
    title,
    copy,
    ...image,
    { name: 'image_position', type: 'choice', choices: ['left', 'right'], required: true },
    { name: 'image_position_mobile', type: 'choice', choices: ['top', 'bottom'], required: true },
  ],
  'slider-image': [
    title,
    copy,
    {
      name: 'items',
      type: 'items',
      fields: [
        { name: 'image', type: 'media', kind: 'image', required: true },
        { name: 'alt', type: 'text', required: true },
        { name: 'image_caption', type: 'text' },
        { name: 'subline', type: 'text' },
      ],
    },
  ],
  'infobox-slider': [title, copy, { name: 'items', type: 'items', fields: [title, copy] }],
  quote: [
    { name: 'quote', type: 'rich', required: true },
    { name: 'subline', type: 'text' },
    { name: 'image', type: 'media', kind: 'image' },
    { name: 'alt', type: 'text' },
  ],
  separator: [],
  downloads: [
    title,
    copy,
    {
      name: 'items',
      type: 'items',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'file', type: 'media', kind: 'doc' },
        { name: 'link', type: 'link' },
        { name: 'size', type: 'number' },
      ],
    },
  ],
  video: [
    title,
    { name: 'video_desktop', type: 'media', kind: 'video', required: true },
    { name: 'video_mobile', type: 'media', kind: 'video', required: true },
    { name: 'poster_desktop', type: 'media', kind: 'image', required: true },
    { name: 'poster_mobile', type: 'media', kind: 'image', required: true },
  ],
  toc: [title, { name: 'fragments', type: 'ids' }],
  'custom-component': [
    { name: 'component', type: 'choice', choices: customComponentNames, required: true },
  ],
};
