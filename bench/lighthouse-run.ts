/**
 * One Lighthouse run of one URL in Debian's Chromium, and what the benchmark keeps of it: the
 * four category scores, three metrics and the audits that cost points.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export type Audit = { id: string; title: string; score: number | null; display: string };

export type Figures = {
  scores: Record<Category, number>;
  lcpS: number;
  cls: number;
  tbtMs: number;
  /** Audits of each category that did not pass, the heaviest first. */
  failing: Record<Category, Audit[]>;
  warnings: string[];
};

/** Names of the consent cookies and the origin they belong to. */
export type Consent = {
  origin: string;
  cookies: { essential: string; analytics: string; marketing: string };
};

/** Debian's Chromium, headless, with a remote debugging port for Lighthouse. */
export function startChromium(): Promise<LaunchedChrome> {
  return launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
    logLevel: 'error',
  });
}

/**
 * Sets the browser's cookies for the next run: none on a first visit, otherwise the consent
 * answered with "essential only" (the banner stays away, as for a returning visitor). Done
 * over the same debugging port Lighthouse uses; the default browser context is the one
 * Lighthouse opens its tab in.
 */
export async function prepareCookies(port: number, consent: Consent | null): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default browser context');
    await context.clearCookies();
    if (consent) {
      const { essential, analytics, marketing } = consent.cookies;
      await context.addCookies([
        { name: essential, value: '1', url: consent.origin },
        { name: marketing, value: '0', url: consent.origin },
        { name: analytics, value: '0', url: consent.origin },
      ]);
    }
  } finally {
    await browser.close();
  }
}

// Scores and metric values come as numbers or null; a run without them is reported as 0/NaN.
const score = (lhr: Result, category: Category) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/** Audits of a category that lost points: weighted ones first, then by the time they cost. */
function failingAudits(lhr: Result, category: Category): Audit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failed = refs.flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) return [];
    if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) return [];
    const savings = (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs;
    return [{ ref, audit, savings: savings ?? 0 }];
  });
  failed.sort((a, b) => b.ref.weight - a.ref.weight || b.savings - a.savings);
  return failed.map(({ audit }) => ({
    id: audit.id,
    title: audit.title,
    score: audit.score,
    display: audit.displayValue ?? '',
  }));
}

/**
 * Runs Lighthouse once against `url` in the browser behind `port`: mobile, default simulated
 * throttling. A first visit also has the origin's cookies and local storage cleared.
 */
export async function runLighthouse(
  url: string,
  port: number,
  firstVisit: boolean,
): Promise<Figures> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  };
  // Lighthouse keeps cookies and local storage between runs unless told otherwise.
  const config: Config = {
    extends: 'lighthouse:default',
    settings: firstVisit
      ? {
          clearStorageTypes: [
            'file_systems',
            'shader_cache',
            'service_workers',
            'cache_storage',
            'cookies',
            'local_storage',
            'indexeddb',
          ],
        }
      : {},
  };
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // BENCH_LHR_DIR keeps every full report, for the details behind a figure (CLS culprits, LCP element).
  if (process.env.BENCH_LHR_DIR) {
    const file = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
    writeFileSync(join(process.env.BENCH_LHR_DIR, file), JSON.stringify(lhr));
  }
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(categories.map((c) => [c, score(lhr, c)])) as Record<
    Category,
    number
  >;
  const failing = Object.fromEntries(categories.map((c) => [c, failingAudits(lhr, c)])) as Record<
    Category,
    Audit[]
  >;
  return {
    scores,
    lcpS: numeric(lhr, 'largest-contentful-paint') / 1000,
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    failing,
    warnings: lhr.runWarnings.map(String),
  };
}
