import type { Locale } from './locale.ts';

/**
 * The contract between the server and the web app's server entry (web/src/entry-server.tsx,
 * built to dist/server): the server hands in the path and a way to answer API calls, the
 * entry hands back the page.
 */

/** A fetch-shaped way to reach the API: the browser's fetch, or the server in-process. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export type RenderResult =
  /**
   * The screen's HTML, the JSON state the browser hydrates from (none: the browser renders
   * afresh), and the lazily loaded modules it used (their paths in the browser build's
   * manifest), whose stylesheets and code the page links; a key with `stylesOnlyPrefix`, its
   * stylesheets only.
   */
  | { kind: 'html'; status: number; body: string; state?: string; modules: string[] }
  | { kind: 'redirect'; status: number; location: string }
  /** The screen cannot be rendered here (its loader failed): the browser renders it. */
  | { kind: 'client'; status: number };

export type RenderInput = { url: string; locale: Locale; api: ApiTransport };

/**
 * Marks a module whose stylesheets the page links but whose code waits until the visitor first
 * uses that part of the screen (web/src/lib/lazy-until-used.tsx).
 */
export const stylesOnlyPrefix = 'styles:';
