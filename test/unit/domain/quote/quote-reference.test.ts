import { describe, expect, it } from 'vitest';
import { isUrlQuoteReferenceTrusted } from '../../../../src/domain/quote/quote-reference';
import { urlQuoteReference } from '../../../../src/domain/quote/quote';

describe('the URL quote reference (spec 3 §4.7)', () => {
  it('is the r parameter in any case, trimmed, when it looks like a reference', () => {
    expect(urlQuoteReference('?R=%20Q123%20')).toBe('Q123');
    expect(urlQuoteReference('?r=a/b')).toBeUndefined();
    expect(urlQuoteReference('?x=1')).toBeUndefined();
  });

  it('is trusted until a quote is e-mailed with that same reference in the URL', () => {
    expect(isUrlQuoteReferenceTrusted('Q1', null)).toBe(true);
    expect(isUrlQuoteReferenceTrusted('Q1', 'Q1')).toBe(false);
    expect(isUrlQuoteReferenceTrusted('Q2', 'Q1')).toBe(true);
    expect(isUrlQuoteReferenceTrusted('null', undefined)).toBe(false);
    expect(isUrlQuoteReferenceTrusted('', undefined)).toBe(false);
  });
});
