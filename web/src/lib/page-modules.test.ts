import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';
import { pageModulesId, preloadPageModules } from './page-modules.ts';

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the code a page names', () => {
  it('is preloaded as modules, each once, in the order the page names it', () => {
    document.head.innerHTML = `<script type="application/json" id="${pageModulesId}">["/assets/start.js","/assets/framework.js"]</script>`;
    preloadPageModules();
    const links = [...document.head.querySelectorAll('link')];
    // crossorigin as a module script is fetched, so the preload is the same request.
    expect(
      links.map((link) => [link.rel, link.getAttribute('href'), link.hasAttribute('crossorigin')]),
    ).toEqual([
      ['modulepreload', '/assets/start.js', true],
      ['modulepreload', '/assets/framework.js', true],
    ]);
  });

  it('preloads nothing on a page that names no code', () => {
    preloadPageModules();
    expect(document.head.querySelector('link')).toBeNull();
  });
});

describe('after the first paint', () => {
  it('waits for a frame and the task after it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    vi.advanceTimersToNextFrame();
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    expect(done).toBe(true);
  });

  it('does not wait in a hidden tab, which paints nothing', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });
});
