import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

/**
 * A translated sentence with a few marked words, `… <terms>terms of use</terms> …`: each
 * `<name>…</name>` becomes the element given for that name with the words inside. Unknown or
 * unclosed marks stay as plain text.
 */
export function TaggedText({
  text,
  tags,
}: {
  text: string;
  tags: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const names = Object.keys(tags).filter((name) => /^\w+$/.test(name));
  if (names.length === 0) return <>{text}</>;
  const mark = new RegExp(`<(${names.join('|')})>(.*?)</\\1>`, 'gs');
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(mark)) {
    const [whole, name, inner] = match as unknown as [string, string, string];
    parts.push(text.slice(last, match.index));
    const element = tags[name] as ReactElement<{ children?: ReactNode }>;
    parts.push(cloneElement(element, { key: `${name}-${match.index}` }, inner));
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? <Fragment key={index}>{part}</Fragment> : part,
      )}
    </>
  );
}
