import { afterEach, describe, expect, it } from 'vitest';
import { designToken } from './design-token.ts';

describe('designToken', () => {
  afterEach(() => document.documentElement.style.removeProperty('--color-teal'));

  it('reads the custom property the page defines, without surrounding space', () => {
    document.documentElement.style.setProperty('--color-teal', ' #123456 ');
    expect(designToken('--color-teal', '#00747a')).toBe('#123456');
  });

  it('gives the fallback where the page defines none or there is no element', () => {
    expect(designToken('--color-teal', '#00747a')).toBe('#00747a');
    expect(designToken('--color-teal', '#00747a', null)).toBe('#00747a');
  });
});
