import { describe, expect, it } from 'vitest';
import { checkPageCeiling, PAGE_CEILING_GZ } from '../../bench/ceiling';

describe('the bench’s plans-page script ceiling', () => {
  it('is 116.1 kB of 1000 bytes', () => {
    expect(PAGE_CEILING_GZ).toBe(116_100);
  });

  it('fails a page above it and prints the figure and the excess', () => {
    const verdict = checkPageCeiling(116_911);
    expect(verdict.ok).toBe(false);
    expect(verdict.line).toBe('FAIL: plans page script 116.91 kB gz (116911 bytes) is above the 116.1 kB ceiling by 811 bytes.');
    expect(checkPageCeiling(116_101).ok).toBe(false);
  });

  it('passes a page at or below it and still prints the figure', () => {
    expect(checkPageCeiling(116_100)).toEqual({
      ok: true,
      line: 'Plans page script 116.10 kB gz (116100 bytes): within the 116.1 kB ceiling.',
    });
    expect(checkPageCeiling(115_949).ok).toBe(true);
  });
});
