/**
 * Which of the app's lazily imported modules a server render used, so the page's HTML can link
 * their stylesheets and preload their code (a screen's CSS arriving after its HTML would move
 * the page: layout shift). The server build wraps every `import('…')` of the app in
 * `trackImport` (scripts/vite-rendered-modules.ts); the browser build has no such calls.
 * Renders run one at a time (entry-server.tsx), so one set at a time is enough.
 */
let current: Set<string> | undefined;

/** Notes `key` (the module's path in Vite's manifest) for the render under way. */
export function trackImport<T>(loading: Promise<T>, key: string): Promise<T> {
  current?.add(key);
  return loading;
}

/** Notes modules loaded before any render (editors' custom components) each time they render. */
export function noteRendered(keys: readonly string[]): void {
  for (const key of keys) current?.add(key);
}

/** Runs `work` and gives back the manifest keys of the modules it imported or rendered. */
export async function collectModules<T>(work: () => Promise<T>): Promise<[T, string[]]> {
  const seen = new Set<string>();
  current = seen;
  try {
    return [await work(), [...seen]];
  } finally {
    current = undefined;
  }
}

/** The keys `start` imports synchronously, for modules loaded outside a render. */
export function importsOf<T>(start: () => T): [T, string[]] {
  const seen = new Set<string>();
  const outer = current;
  current = seen;
  try {
    return [start(), [...seen]];
  } finally {
    current = outer;
  }
}
