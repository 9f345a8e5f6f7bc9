import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The WCAG levels every page must meet (docs: ARCHITECTURE.md, Tests). */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** One readable block per violation: rule, impact, help link and the offending nodes. */
export function formatViolations(violations: Violation[], url: string): string {
  const lines = [`${violations.length} accessibility violation(s) on ${url}:`];
  for (const v of violations) {
    lines.push('', `• [${v.impact ?? 'n/a'}] ${v.id}: ${v.help}`, `  ${v.helpUrl}`);
    for (const node of v.nodes.slice(0, 10)) {
      lines.push(`  - ${node.target.join(' ')}`);
      lines.push(`    ${node.html.replace(/\s+/g, ' ').slice(0, 240)}`);
      const summary = node.failureSummary?.replace(/\s+/g, ' ').trim();
      if (summary) lines.push(`    ${summary.slice(0, 400)}`);
    }
    if (v.nodes.length > 10) lines.push(`  … and ${v.nodes.length - 10} more node(s)`);
  }
  return lines.join('\n');
}

/** Runs axe on the page as it is now and fails the test on any violation. */
export async function checkAccessibility(page: Page, label?: string): Promise<void> {
  // Let the SPA settle: fonts, pending lazy chunks and the first paint of the route.
  await page.waitForLoadState('domcontentloaded');
  await page.evaluate(() => document.fonts?.ready.then(() => undefined));
  // A fade-in caught halfway has too little contrast; wait for finite animations and
  // transitions to end (spinners run forever and are left alone), at most 2 s. Content
  // that arrives a moment later starts its own fade, so look again after two frames
  // until a look finds nothing running.
  await page.evaluate(async () => {
    const deadline = performance.now() + 2000;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    while (performance.now() < deadline) {
      await frame();
      await frame();
      const running = document.getAnimations().filter((a) => {
        const end = a.effect?.getComputedTiming().endTime;
        return a.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
      });
      if (running.length === 0) return;
      await Promise.race([
        Promise.all(running.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, deadline - performance.now())),
      ]);
    }
  });
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  const where = label ? `${label} (${page.url()})` : page.url();
  // The message carries the details; the compared value stays short so the diff is readable.
  const summary = results.violations.map((v) => `${v.id} (${v.nodes.length} node(s))`);
  expect.soft(summary, formatViolations(results.violations, where)).toEqual([]);
}

/** Width of a tablet in portrait: no page may scroll sideways there (issue: header at 768 px). */
const tabletWidth = 768;

/** Fails the test softly when the page is wider than a 768 px viewport; the size is restored. */
export async function checkNoOverflow(page: Page, label?: string): Promise<void> {
  const size = page.viewportSize();
  const frames = () =>
    page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  if (size?.width !== tabletWidth) {
    await page.setViewportSize({ width: tabletWidth, height: size?.height ?? 900 });
    await frames();
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (size && size.width !== tabletWidth) {
    await page.setViewportSize(size);
    await frames();
  }
  const where = label ? `${label} (${page.url()})` : page.url();
  expect
    .soft(width, `page width at ${tabletWidth} px on ${where}`)
    .toBeLessThanOrEqual(tabletWidth);
}

/** Default consent cookie names (settings.consent.cookies in the content bundle). */
export const defaultConsentCookies = {
  essential: 'acc_consent_essential',
  analytics: 'acc_consent_analytics',
  marketing: 'acc_consent_marketing',
} as const;

type Options = {
  /**
   * When true (the default) the visitor has already answered the cookie question, so the
   * banner does not cover the page under test. The consent spec turns this off.
   */
  consentDecided: boolean;
  /**
   * Console errors a test provokes on purpose (a refused form answers 422, a server error
   * page), matched against "message (url)". Anything else logged as an error, and any
   * uncaught page error, fails the test.
   */
  expectedConsoleErrors: RegExp | null;
};

type Fixtures = {
  /**
   * Declares console errors this test provokes on purpose (a 409 for a second report),
   * matched against "message (url)"; see the `expectedConsoleErrors` option for whole files.
   */
  allowConsoleErrors: (pattern: RegExp) => void;
  consoleAllowance: RegExp[];
  /** Scans the current page with axe (WCAG 2.1 A/AA); call it after every navigation. */
  expectAccessible: (label?: string) => Promise<void>;
  /**
   * Opens a path, waits until the route shows its main heading, then scans it with axe.
   * Returns the page for chaining.
   */
  visit: (path: string) => Promise<Page>;
};

export const test = base.extend<Fixtures & Options>({
  consentDecided: [true, { option: true }],
  expectedConsoleErrors: [null, { option: true }],
  context: async ({ context, consentDecided, baseURL }, use) => {
    if (consentDecided && baseURL) {
      const url = new URL(baseURL).origin;
      await context.addCookies(
        Object.entries(defaultConsentCookies).map(([category, name]) => ({
          name,
          value: category === 'essential' ? '1' : '0',
          url,
        })),
      );
    }
    await use(context);
  },
  // Every test that used a page ends with a scan of the page it ended on, so a state the
  // test left behind (an open dialog, a client-side navigation) is checked as well.
  // It also collects what the browser logs as an error: a visitor's console stays clean.
  consoleAllowance: async ({ expectedConsoleErrors }, use) => {
    await use(expectedConsoleErrors ? [expectedConsoleErrors] : []);
  },
  allowConsoleErrors: async ({ consoleAllowance }, use) => {
    await use((pattern) => void consoleAllowance.push(pattern));
  },
  page: async ({ page, consoleAllowance, javaScriptEnabled }, use, testInfo) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      errors.push(where ? `${message.text()} (${where})` : message.text());
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    // A server-rendered page shows its controls before the app runs (decision 042), and a
    // click before then is lost: after each page load, wait until the app has taken over.
    if (javaScriptEnabled !== false) {
      const ready = () =>
        page.waitForFunction(
          () => !document.getElementById('app-state') || document.documentElement.dataset.app,
        );
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await ready();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await ready();
        return response;
      };
    }
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) return;
    const unexpected = errors.filter((e) => !consoleAllowance.some((p) => p.test(e)));
    expect(unexpected, 'errors in the browser console').toEqual([]);
    const url = page.isClosed() ? '' : page.url();
    // axe runs as a script in the page: a test without JavaScript checks what it reads.
    if (!url.startsWith('http') || javaScriptEnabled === false) return;
    await test.step('axe scan of the final page', () => checkAccessibility(page, 'final page'));
  },
  expectAccessible: async ({ page }, use) => {
    await use((label?: string) => checkAccessibility(page, label));
  },
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await checkAccessibility(page, path);
      await checkNoOverflow(page, path);
      return page;
    });
  },
});

export { expect };

/** The UI's texts per language, as a visitor reads them (web/src/locales/*.json). */
export const ui = {
  de: {
    prefix: '',
    lang: 'de',
    skip: 'Zum Inhalt springen',
    logo: 'Active City Hamburg – Startseite',
    language: 'Sprache',
    menu: 'Menü',
    nav: 'Hauptnavigation',
    main: { start: 'Start', news: 'News', offers: 'Sportangebot', events: 'Events' },
    service: { faq: 'FAQ', contact: 'Kontakt' },
    footer: [
      'Impressum',
      'Datenschutz',
      'Nutzungsbedingungen',
      'Teilnahmebedingungen',
      'Erklärung zur Barrierefreiheit',
    ],
    backToTop: 'Nach oben',
    notFound: 'Seite nicht gefunden',
    forbidden: 'Zugriff verweigert',
    designSystem: 'Designsystem',
    ds: {
      forms: 'Formularfelder',
      checkboxes: 'Checkboxen',
      buttons: 'Buttons',
      badges: 'Badges',
      badgeTexts: ['Neu', 'Bestätigt', 'Offiziell', 'Kostenlos'],
      alerts: 'Hinweise',
      loader: 'Ladeanzeige',
      popup: 'Popup',
      openPopup: 'Popup öffnen',
      popupTitle: 'Neue Merkliste',
      listName: 'Name der Merkliste',
      cancel: 'Abbrechen',
    },
    highlights: {
      name: 'Highlights',
      slide: (n: number, total: number) => `${n} von ${total}`,
      next: 'Nächstes Highlight',
      previous: 'Vorheriges Highlight',
      pause: 'Automatische Wiedergabe anhalten',
      play: 'Automatische Wiedergabe starten',
    },
    consent: {
      name: 'Cookie-Einstellungen',
      deny: 'Ablehnen',
      allowAnalytics: 'Statistik erlauben',
      essential: 'Notwendig',
      analytics: 'Statistik',
      marketing: 'Marketing',
      acceptSelection: 'Auswahl akzeptieren',
      acceptAll: 'Alle akzeptieren',
    },
  },
  en: {
    prefix: '/en',
    lang: 'en',
    skip: 'Skip to content',
    logo: 'Active City Hamburg – Home',
    language: 'Language',
    menu: 'Menu',
    nav: 'Main navigation',
    main: { start: 'Home', news: 'News', offers: 'Sports offers', events: 'Events' },
    service: { faq: 'FAQ', contact: 'Contact' },
    footer: [
      'Imprint',
      'Privacy',
      'Terms of use',
      'Participation conditions',
      'Accessibility statement',
    ],
    backToTop: 'Back to top',
    notFound: 'Page not found',
    forbidden: 'Access denied',
    designSystem: 'Design system',
    ds: {
      forms: 'Form fields',
      checkboxes: 'Checkboxes',
      buttons: 'Buttons',
      badges: 'Badges',
      badgeTexts: ['New', 'Approved', 'Official', 'Free'],
      alerts: 'Messages',
      loader: 'Loading indicator',
      popup: 'Popup',
      openPopup: 'Open popup',
      popupTitle: 'New bookmark list',
      listName: 'Name of the list',
      cancel: 'Cancel',
    },
    highlights: {
      name: 'Highlights',
      slide: (n: number, total: number) => `${n} of ${total}`,
      next: 'Next highlight',
      previous: 'Previous highlight',
      pause: 'Stop automatic playback',
      play: 'Start automatic playback',
    },
    consent: {
      name: 'Cookie settings',
      deny: 'Deny',
      allowAnalytics: 'Allow analytics',
      essential: 'Essential',
      analytics: 'Analytics',
      marketing: 'Marketing',
      acceptSelection: 'Accept selection',
      acceptAll: 'Accept all',
    },
  },
} as const;

export type Lang = keyof typeof ui;
