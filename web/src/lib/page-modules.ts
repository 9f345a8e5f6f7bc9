/** Id of the list of code a server-rendered page runs (server/plugins/page-assets.ts). */
export const pageModulesId = 'app-modules';

/**
 * Preloads, all at once, the code the page named: its language's strings, the app and the
 * modules of its screen. Called after the first paint, so the code never delays it.
 */
export function preloadPageModules(): void {
  const text = document.getElementById(pageModulesId)?.textContent;
  if (!text) return;
  for (const href of JSON.parse(text) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
