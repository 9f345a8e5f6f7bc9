import { RichText } from '../rich-text.tsx';
import { FragmentHeading } from './fragment-heading.tsx';
import type { FragmentProps } from './fragment-types.ts';

export function TextFragment({ fragment, anchor }: FragmentProps<'text'>) {
  const { title, copy } = fragment.content;
  return (
    <>
      {title.trim() ? <FragmentHeading anchor={anchor}>{title}</FragmentHeading> : null}
      <RichText copy={copy} />
    </>
  );
}
