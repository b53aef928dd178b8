import { describe, expect, it } from 'vitest';
import { checkoutUrl } from '../../../../src/domain/quote/checkout-url';

describe('checkout redirect (spec 3 §4.5)', () => {
  it('defaults to /checkout on its details step (#/mydetails) with the reference and the customer type in lower case', () => {
    expect(checkoutUrl(undefined, 'QABC123', 'RESIDENTIAL')).toBe('/checkout?r=QABC123&customerType=residential#/mydetails');
    expect(checkoutUrl('', 'QABC123', 'BUSINESS')).toBe('/checkout?r=QABC123&customerType=business#/mydetails');
  });
  it('keeps a same-origin path with its query and fragment', () => {
    expect(checkoutUrl('/signup', 'Q1', 'RESIDENTIAL')).toBe('/signup?r=Q1&customerType=residential');
    expect(checkoutUrl('/signup?utm=mail#top', 'Q1', 'BUSINESS')).toBe('/signup?utm=mail&r=Q1&customerType=business#top');
    expect(checkoutUrl('/signup?r=OLD&customerType=x', 'Q1', 'RESIDENTIAL')).toBe('/signup?r=Q1&customerType=residential');
  });
  it('accepts http(s) URLs', () => {
    expect(checkoutUrl('https://checkout.example.com/start?a=1', 'Q1', 'RESIDENTIAL')).toBe(
      'https://checkout.example.com/start?a=1&r=Q1&customerType=residential',
    );
    expect(checkoutUrl('http://localhost:4173/checkout', 'Q1', 'BUSINESS')).toBe(
      'http://localhost:4173/checkout?r=Q1&customerType=business',
    );
  });
  it('encodes the reference', () => {
    expect(checkoutUrl(undefined, 'a&b=c#d', 'RESIDENTIAL')).toBe('/checkout?r=a%26b%3Dc%23d&customerType=residential#/mydetails');
  });
  it('falls back to the default for hostile or unusable bases', () => {
    for (const base of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example',
      '//evil.example/checkout',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'java\tscript:alert(1)',
      'evil.example/checkout',
      'checkout',
      'ftp://evil.example',
      'http://',
    ]) {
      expect(checkoutUrl(base, 'Q1', 'RESIDENTIAL'), base).toBe('/checkout?r=Q1&customerType=residential#/mydetails');
    }
  });
});
