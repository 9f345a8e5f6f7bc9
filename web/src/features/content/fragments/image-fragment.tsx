import { FragmentHeading } from './fragment-heading.tsx';
import { FragmentImage } from './fragment-image.tsx';
import type { FragmentProps } from './fragment-types.ts';

export function ImageFragment({ fragment, anchor }: FragmentProps<'image'>) {
  const { title, ...fields } = fragment.content;
  return (
    <>
      {title.trim() ? <FragmentHeading anchor={anchor}>{title}</FragmentHeading> : null}
      <FragmentImage fields={fields} />
    </>
  );
}
