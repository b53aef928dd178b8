import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The default theme's colour tokens, as every widget's :host gets them (src/embed/base.css). */
const css = readFileSync(resolve(process.cwd(), 'src/embed/base.css'), 'utf8');
const token = (name: string): string => {
  const match = new RegExp(`--ea-color-${name}:\\s*(#[0-9a-fA-F]{6})`).exec(css);
  if (!match?.[1]) throw new Error(`no --ea-color-${name} in base.css`);
  return match[1];
};

/** WCAG 2 relative luminance and contrast ratio. */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('the default theme passes WCAG contrast (VISUAL.md)', () => {
  it('text and semantic colours on the surfaces: 4.5:1', () => {
    for (const text of ['text', 'muted', 'brand-dark', 'danger', 'warning', 'success', 'info'])
      for (const surface of ['surface', 'subtle'])
        expect(contrast(token(text), token(surface)), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    // Primary buttons and chosen segments: white text on the brand fill.
    expect(contrast('#ffffff', token('brand'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', token('brand-dark'))).toBeGreaterThanOrEqual(4.5);
  });

  it('control borders: 3:1 against the surfaces', () => {
    for (const surface of ['surface', 'subtle']) expect(contrast(token('border'), token(surface))).toBeGreaterThanOrEqual(3);
  });

  it('the focus outline: 3:1 against the page and against every filled control it rings (brand buttons, danger)', () => {
    for (const next of ['surface', 'subtle', 'brand', 'danger', 'success', 'warning'])
      expect(contrast(token('focus'), token(next)), `focus against ${next}`).toBeGreaterThanOrEqual(3);
  });
});
