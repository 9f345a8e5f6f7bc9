// This test runs in Node and reads the stylesheet as text; nothing here reaches the bundle.
// (Vitest turns CSS imports, even ?raw ones, into empty modules.)
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The colour pairs tokens.css promises (its "contrast:" comment lines) really meet WCAG 2.1
// AA: 4.5:1 for text, 3:1 for control borders ("contrast-ui:").
const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');
const colours = new Map(
  [...css.matchAll(/(--color-[\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1]!, m[2]!]),
);
const pairs = [...css.matchAll(/\* (contrast(?:-ui)?): (--[\w-]+) on (--[\w-]+)/g)].map((m) => ({
  minimum: m[1] === 'contrast' ? 4.5 : 3,
  fg: m[2]!,
  bg: m[3]!,
}));

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function ratio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('design tokens', () => {
  it('declare the pairs they promise', () => {
    expect(pairs.length).toBeGreaterThan(20);
  });

  it.each(pairs)('$fg on $bg reaches $minimum:1', ({ fg, bg, minimum }) => {
    const foreground = colours.get(fg);
    const background = colours.get(bg);
    expect(foreground, `${fg} is a hex colour in tokens.css`).toBeDefined();
    expect(background, `${bg} is a hex colour in tokens.css`).toBeDefined();
    expect(ratio(foreground!, background!)).toBeGreaterThanOrEqual(minimum);
  });
});
