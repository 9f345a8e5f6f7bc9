import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/locale.ts';
import styles from './rich-text.module.css';

// Editorial copy (text, accordeon, alert, FAQ) is a small markup, never HTML: blank lines
// separate paragraphs, lines starting with "- " are list items, **bold** and [text](url).
// Everything is rendered as React text, so markup typed by an editor stays visible text.

export type RichBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: InlineNode[] }
  | { kind: 'link'; href: string; children: InlineNode[] };

const listItem = /^\s*- (.*)$/;
// A URL may hold one level of parentheses (Wikipedia-style titles).
const inlineToken = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;

/** Splits copy into paragraphs and lists; a block may mix both, line by line. */
export function parseBlocks(copy: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  for (const chunk of copy.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let current: RichBlock | undefined;
    for (const line of chunk.split('\n')) {
      if (!line.trim()) continue;
      const item = listItem.exec(line);
      if (item) {
        if (current?.kind !== 'list') blocks.push((current = { kind: 'list', items: [] }));
        current.items.push(item[1]!.trim());
      } else {
        if (current?.kind !== 'paragraph')
          blocks.push((current = { kind: 'paragraph', lines: [] }));
        current.lines.push(line.trim());
      }
    }
  }
  return blocks;
}

/** Bold and links; a link inside bold works, links never nest. */
export function parseInline(text: string, allowLinks = true): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlineToken)) {
    const [whole, bold, label, href] = match;
    if (!allowLinks && label !== undefined) continue;
    if (match.index > last) nodes.push({ kind: 'text', text: text.slice(last, match.index) });
    if (bold !== undefined) {
      nodes.push({ kind: 'bold', children: parseInline(bold, allowLinks) });
    } else if (label !== undefined && href !== undefined) {
      const safe = safeHref(href);
      const children = parseInline(label, false);
      // An unsafe target (javascript:, data:) keeps its label as text and loses the link.
      if (safe) nodes.push({ kind: 'link', href: safe, children });
      else nodes.push(...children);
    }
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push({ kind: 'text', text: text.slice(last) });
  return nodes;
}

/** Only web, mail and phone links and paths of this site; anything else stays text. */
export function safeHref(href: string): string | undefined {
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return href;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(href)) return href;
  return undefined;
}

export const isInternalPath = (href: string) => /^\/(?!\/)/.test(href);
const isExternalWeb = (href: string) => /^https?:\/\//i.test(href);

type Props = { copy: string; className?: string };

/** Renders editorial copy with paragraphs, lists, bold and safe links. */
export function RichText({ copy, className }: Props) {
  const blocks = parseBlocks(copy);
  if (blocks.length === 0) return null;
  return (
    <div className={[styles.rich, className].filter(Boolean).join(' ')}>
      {blocks.map((block, i) =>
        block.kind === 'list' ? (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Inline nodes={parseInline(item)} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 ? <br /> : null}
                <Inline nodes={parseInline(line)} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}

function Inline({ nodes }: { nodes: InlineNode[] }): ReactNode {
  return nodes.map((node, i) => {
    if (node.kind === 'text') return <Fragment key={i}>{node.text}</Fragment>;
    if (node.kind === 'bold') {
      return (
        <strong key={i}>
          <Inline nodes={node.children} />
        </strong>
      );
    }
    return (
      <RichLink key={i} href={node.href}>
        <Inline nodes={node.children} />
      </RichLink>
    );
  });
}

function RichLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  if (isInternalPath(href)) return <Link to={localePath(href)}>{children}</Link>;
  if (isExternalWeb(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {t('ui.newWindow')}</span>
      </a>
    );
  }
  return <a href={href}>{children}</a>;
}
