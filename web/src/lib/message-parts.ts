/**
 * UI strings come in parts per language: the shell (header, footer, consent, errors, route
 * titles and the start page) that every first visit needs, and one part per area of screens,
 * which loads together with the first screen of that area. A part holds every group its
 * screens read, so groups several areas use (form, validation, upload…) sit in each of them.
 * Keys stay as they are; only the download is split (the build reads this, so it must stay
 * free of browser and Node APIs). Decision 026.
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

const formKeys = ['form', 'validation'] as const;

/** The top-level groups of each area's part. */
export const areaKeys = {
  // Editorial screens. The contact page, and the newsletter sign-up and the Active Spotter
  // terms a page may hold, bring their own parts with the forms' strings.
  content: ['listing', 'news', 'events', 'euro24', 'detail', 'share', 'fragments', 'page', 'faq'],
  // The contact page's address map uses the offer map's control names.
  contact: [...formKeys, 'contact', 'offerMap'],
  // The newsletter sign-up (footer of every page, editors' pages) with its form, and the
  // confirmation and unsubscribe screens.
  newsletter: [...formKeys, 'newsletter'],
  // The Active Spotter terms as a custom component on an editorial page.
  spotter: [...formKeys, 'spotter'],
  designSystem: [...formKeys, 'designSystem'],
  // Sign-up, sign-in and password screens: a first visit's usual way in.
  auth: [...formKeys, 'auth', 'passwords', 'newsletter'],
  // Profile and settings (they show the password field and the sign-in buttons too).
  accounts: [
    ...formKeys,
    'auth',
    'passwords',
    'accountForm',
    'profile',
    'userInfo',
    'userEdit',
    'deleteAccount',
    'passwordChange',
    'clubEdit',
    'upload',
    'spotter',
    'newsletter',
    'shop',
  ],
  // The shop, the return page and the paid product page (its content is fragments).
  shop: [...formKeys, 'shop', 'fragments'],
  offers: [
    ...formKeys,
    'offers',
    'offerDetail',
    'offerMap',
    'profileLists',
    'offerValidation',
    'wizard',
    'upload',
    'share',
    'listing',
    'page',
  ],
  // The summer calendar (a custom component on editorial pages), and the course page.
  summer: ['summer'],
  summerCourse: ['summer', 'share', 'offerDetail', 'offerMap'],
  statistics: ['statistics'],
  // The developers' page with its embed builder, and the peptalk videos.
  develop: ['develop'],
  peptalk: ['peptalk'],
} as const satisfies Record<string, readonly string[]>;

export type MessageArea = keyof typeof areaKeys;
export type MessagePart = 'shell' | MessageArea;
export const messageParts = ['shell', ...(Object.keys(areaKeys) as MessageArea[])] as const;

/**
 * The parts a screen needs besides the shell, by its spec name (the route handle's `name`).
 * The start page lives on the shell alone; the profile home shows account and offers lists.
 */
export function screenParts(name: string): MessageArea[] {
  if (name === 'index') return [];
  if (name === 'home') return ['accounts', 'offers'];
  if (name === 'design-system') return ['designSystem'];
  if (/^(offer|native-app)\b/.test(name)) return ['offers'];
  if (/^summer\b/.test(name)) return ['summerCourse'];
  if (/^newsletter\b/.test(name)) return ['newsletter'];
  if (name === 'meta.contact') return ['content', 'contact'];
  if (name === 'playground.statistics') return ['statistics'];
  if (name === 'develop') return ['develop'];
  if (/^peptalk\b/.test(name)) return ['peptalk'];
  if (/^(login|register|password|verify|verified)\b/.test(name)) return ['auth'];
  if (/^(user|club)\b/.test(name)) return ['accounts'];
  if (/^(shop|product|callback)\b/.test(name)) return ['shop'];
  return ['content'];
}

export type MessageTree = { [key: string]: string | MessageTree };

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

function pickAll(all: MessageTree, keys: readonly string[]): MessageTree {
  const part: MessageTree = {};
  for (const key of keys) {
    const value = pick(all, key.split('.'));
    if (value !== undefined) put(part, key.split('.'), value);
  }
  return part;
}

/** Splits one language's strings into the shell part and one part per area. */
export function splitMessages(all: MessageTree): Record<MessagePart, MessageTree> {
  const areas = Object.entries(areaKeys).map(([area, keys]) => [area, pickAll(all, keys)]);
  return { shell: pickAll(all, shellKeys), ...Object.fromEntries(areas) } as Record<
    MessagePart,
    MessageTree
  >;
}
