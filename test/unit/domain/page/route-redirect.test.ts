import { describe, expect, it } from 'vitest';
import { redirectWay } from '../../../../src/domain/page/route-redirect';

const PAGE = 'https://www.example.com.au/moving-house/move-home?customerType=residential';

describe('redirectWay: how the guard of "Get started" goes to the journey home (spec 3 §2.1)', () => {
  it("goes back when the entry behind is this page's home: no second home entry for Back to stop at", () => {
    expect(redirectWay(`${PAGE}#/qualifier`, `${PAGE}#/`, true)).toBe('back');
    // The page's first entry, before the root route was written: the same home.
    expect(redirectWay(`${PAGE}#/qualifier`, PAGE, true)).toBe('back');
  });

  it('writes the home in place when nothing is known behind (a page loaded on the route, a browser without the Navigation API)', () => {
    expect(redirectWay(`${PAGE}#/qualifier`, null, false)).toBe('replace');
  });

  it('writes it in place when the entry behind is another page, another query of the page, or not the home route', () => {
    expect(redirectWay(`${PAGE}#/qualifier`, 'https://www.example.com.au/', true)).toBe('replace');
    expect(redirectWay(`${PAGE}#/qualifier`, 'https://other.example/moving-house/move-home?customerType=residential#/', true)).toBe(
      'replace',
    );
    expect(redirectWay(`${PAGE}#/qualifier`, 'https://www.example.com.au/moving-house/move-home?customerType=business#/', true)).toBe(
      'replace',
    );
    expect(redirectWay(`${PAGE}#/qualifier`, `${PAGE}#/qualifier`, false)).toBe('replace');
    expect(redirectWay(`${PAGE}#/qualifier`, 'not a url', true)).toBe('replace');
  });
});
