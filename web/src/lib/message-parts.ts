/**
 * UI strings come in two parts per language: the shell (header, footer, consent, errors,
 * route titles and the start page) that every first visit needs, and the screens' strings,
 * which load together with the first other screen. Keys stay as they are; only the download
 * is split (the build reads this, so it must stay free of browser and Node APIs).
 */
export const shellKeys = [
  'app',
  'header',
  'nav',
  'footer',
  'consent',
  'errors',
  'placeholder',
  'routes',
  'ui',
  'home',
  'events.allDay',
] as const;

export type MessageTree = { [key: string]: string | MessageTree };
export type MessagePart = 'shell' | 'screens';

function pick(tree: MessageTree, path: string[]): string | MessageTree | undefined {
  return path.reduce<string | MessageTree | undefined>(
    (node, key) => (node && typeof node === 'object' ? node[key] : undefined),
    tree,
  );
}

function put(tree: MessageTree, path: string[], value: string | MessageTree) {
  let node = tree;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as MessageTree;
  node[path[path.length - 1] as string] = value;
}

/** Splits one language's strings into the shell part and the rest. */
export function splitMessages(all: MessageTree): Record<MessagePart, MessageTree> {
  const shell: MessageTree = {};
  for (const key of shellKeys) {
    const value = pick(all, key.split('.'));
    if (value !== undefined) put(shell, key.split('.'), value);
  }
  const screens: MessageTree = {};
  for (const [key, value] of Object.entries(all)) {
    if (!(shellKeys as readonly string[]).includes(key)) screens[key] = value;
  }
  return { shell, screens };
}
