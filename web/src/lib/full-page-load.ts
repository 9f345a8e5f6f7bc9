/**
 * Leaves the single-page app for a URL the server renders (the backend, external redirect
 * targets). One seam, so tests can observe it: jsdom cannot navigate.
 */
export function fullPageLoad(url: string, { replace = false } = {}) {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
