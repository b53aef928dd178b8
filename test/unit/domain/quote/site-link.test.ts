import { describe, expect, it } from 'vitest';
import { siteLink } from '../../../../src/domain/quote/site-link';

const PAGE = 'https://shop.example/home/electricity-and-gas/plans?postcode=2000';
const sameSite = (value: string | undefined): string | null => siteLink(value, PAGE, { otherOrigins: false })?.href ?? null;
const anySite = (value: string | undefined): string | null => siteLink(value, PAGE, { otherOrigins: true })?.href ?? null;

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  '//evil.example',
  '//evil.example/checkout',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'ftp://shop.example/file',
  'http://',
];

describe('the link rule of host attributes (continue-href, checkout-url)', () => {
  it('follows nothing for an absent, empty or blank value', () => {
    for (const value of [undefined, '', '   ']) {
      expect(sameSite(value)).toBeNull();
      expect(anySite(value)).toBeNull();
    }
  });

  it('follows a path on the page’s site under both policies', () => {
    expect(sameSite('/checkout?step=1#top')).toBe('https://shop.example/checkout?step=1#top');
    expect(anySite('/checkout?step=1#top')).toBe('https://shop.example/checkout?step=1#top');
    expect(sameSite('https://shop.example/cart/next')).toBe('https://shop.example/cart/next');
    expect(anySite('https://shop.example/cart/next')).toBe('https://shop.example/cart/next');
  });

  it('same origin only: refuses another origin, takes any form that lands on the page’s origin', () => {
    expect(sameSite('https://other.example/checkout')).toBeNull();
    expect(sameSite('http://shop.example/checkout')).toBeNull();
    expect(sameSite('next')).toBe('https://shop.example/home/electricity-and-gas/next');
    expect(sameSite('?step=2')).toBe('https://shop.example/home/electricity-and-gas/plans?step=2');
    for (const value of HOSTILE) expect(sameSite(value), JSON.stringify(value)).toBeNull();
  });

  it('other origins allowed: takes an http(s) address anywhere, but only a plainly written root path or full address', () => {
    expect(anySite('https://checkout.example.com/start?a=1')).toBe('https://checkout.example.com/start?a=1');
    expect(anySite('http://localhost:4173/checkout')).toBe('http://localhost:4173/checkout');
    for (const value of [...HOSTILE, 'checkout', 'evil.example/checkout', '/my page', 'localhost:4173/checkout'])
      expect(anySite(value), JSON.stringify(value)).toBeNull();
  });

  it('never reaches another host from a value written as a path, under either policy', () => {
    for (const value of ['/\t/evil.example', '/\\evil.example', '//evil.example'])
      for (const follow of [sameSite, anySite]) expect(follow(value)).toBeNull();
  });
});
