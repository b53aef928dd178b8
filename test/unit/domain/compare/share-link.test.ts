import { describe, expect, it, vi } from 'vitest';
import {
  decodeShareQuery,
  encodeShareQuery,
  reconcileSharedPlans,
  shareLink,
  sharedPlansNote,
  type ShareableView,
} from '../../../../src/domain/compare/share-link';
import { applyUrl } from '../../../../src/services/page/url-state';
import { createEaStore } from '../../../../src/store';

const view: ShareableView = {
  customerType: 'RESIDENTIAL',
  postcode: '2000',
  fuel: 'both',
  period: 'QUARTERLY',
  greenOption: 10,
  usage: { electricity: { type: 'custom', value: 12.5 }, gas: { type: 'high' } },
  selected: { electricity: 'BALMC-AUSGRID-ENE1000018MRE4', gas: 'BALG-JEMENA-GAS1' },
  compared: ['BALMC-AUSGRID-ENE1000018MRE4+BALG-JEMENA-GAS1', 'FLEXI-AUSGRID-ENE1161235MRE1'],
};

describe('share link: encode', () => {
  it('uses the names the page already reads, plus elePlan, gasPlan and compare', () => {
    const params = new URLSearchParams(encodeShareQuery(view));
    expect(Object.fromEntries(params)).toEqual({
      customerType: 'residential',
      postcode: '2000',
      fuel: 'both',
      estimatePeriod: 'QUARTERLY',
      eleUsageType: 'custom',
      eleUsageValue: '12.5',
      gasUsageType: 'high',
      green: '10',
      elePlan: 'BALMC-AUSGRID-ENE1000018MRE4',
      gasPlan: 'BALG-JEMENA-GAS1',
      compare: 'BALMC-AUSGRID-ENE1000018MRE4+BALG-JEMENA-GAS1,FLEXI-AUSGRID-ENE1161235MRE1',
    });
  });

  it('round-trips: the link opens the same view', () => {
    expect(decodeShareQuery(encodeShareQuery(view))).toEqual({ view, ignored: [] });
  });

  it('never carries personal data, whatever the state it is made from holds', () => {
    const state = {
      ...view,
      address: { streetNumber: '1', streetName: 'Canary Street', suburb: 'Sydney', postcode: '2000' },
      addressLine: '1 Canary Street, Sydney NSW 2000',
      electricityAccountNumber: '1000000001',
      gasAccountNumber: '2000000001',
      nmi: '4102000000',
      mirn: '5240000000',
      // An account's own usage is shared as a custom daily figure, not as the account's.
      usage: { electricity: { type: 'customer' as const, value: 12.5 } },
    };
    const link = shareLink('https://shop.example/residential/plans?nmi=4102000000&eleAccountNumber=1000000001&r=Q123#/qualifier', state);
    expect(link).not.toBeNull();
    for (const canary of [
      'Canary',
      '1000000001',
      '2000000001',
      '4102000000',
      '5240000000',
      'nmi',
      'mirn',
      'ccount',
      'UsageType=customer',
      '#',
    ]) {
      expect(link).not.toContain(canary);
    }
    expect(link?.startsWith('https://shop.example/residential/plans?customerType=residential&postcode=2000&')).toBe(true);
    expect(new URL(link ?? '').searchParams.get('eleUsageType')).toBe('custom');
  });

  it('leaves out what is not valid, and gives nothing for an empty view or a page address that is not a web page', () => {
    const bad = {
      postcode: '1 Canary Street',
      fuel: 'water',
      period: 'DAILY',
      greenOption: 150,
      selected: { electricity: '<script>alert(1)</script>' },
      compared: ['A', 'B', 'C', 'D'],
    } as unknown as ShareableView;
    expect(encodeShareQuery(bad)).toBe('?compare=A%2CB%2CC');
    expect(encodeShareQuery({})).toBe('');
    expect(shareLink('javascript:alert(1)', view)).toBeNull();
    expect(shareLink('not a url', view)).toBeNull();
  });
});

describe('share link: decode hostile links (never throws, drops what is not valid)', () => {
  it.each([
    ['a script as a plan code', '?elePlan=<script>alert(1)</script>&postcode=2000', { postcode: '2000' }, ['elePlan']],
    [
      'NaN and Infinity as usage and green',
      '?eleUsageType=custom&eleUsageValue=NaN&green=Infinity',
      {},
      ['eleUsageValue', 'eleUsageType', 'green'],
    ],
    ['a negative or huge green option', '?green=-5', {}, ['green']],
    ['green above 100', '?green=101', {}, ['green']],
    ['an unknown period and fuel', '?estimatePeriod=DAILY&fuel=water', {}, ['fuel', 'estimatePeriod']],
    ['an address as a postcode', '?postcode=1%20Canary%20Street', {}, ['postcode']],
    ['unknown keys, __proto__ included', '?__proto__=x&constructor=y&nmi=4102000000&foo=bar', {}, []],
  ])('%s', (_what, search, expected, ignored) => {
    const decoded = decodeShareQuery(search);
    expect(decoded.view).toEqual(expected);
    expect(decoded.ignored).toEqual(ignored);
    expect(Object.getPrototypeOf(decoded.view)).toBe(Object.prototype);
  });

  it('too many compared codes: the first three valid ones, the rest dropped and reported', () => {
    const decoded = decodeShareQuery('?compare=A,B,<b>,A,C,D,E');
    expect(decoded.view.compared).toEqual(['A', 'B', 'C']);
    expect(decoded.ignored).toEqual(['compare']);
  });

  it("a dual-fuel panel's '+' left unencoded still reads as the panel", () => {
    expect(decodeShareQuery('?compare=BAL-1+GAS-1,FLEXI-1').view.compared).toEqual(['BAL-1+GAS-1', 'FLEXI-1']);
  });

  it('repeated names: the first wins, in any case, as the page reads them', () => {
    expect(decodeShareQuery('?POSTCODE=3000&postcode=2000&Compare=A&compare=B').view).toEqual({ postcode: '3000', compared: ['A'] });
  });

  it('huge strings: a value too long is dropped, a link too long is not read at all', () => {
    expect(decodeShareQuery(`?compare=${'A'.repeat(5000).slice(0, 3000)}&postcode=2000`)).toEqual({
      view: { postcode: '2000' },
      ignored: ['compare'],
    });
    expect(decodeShareQuery(`?postcode=2000&x=${'y'.repeat(5000)}`)).toEqual({ view: {}, ignored: ['link too long'] });
  });

  it('custom usage is clamped to the fuel’s range, as on every other way in', () => {
    expect(decodeShareQuery('?eleUsageType=CUSTOM&eleUsageValue=99999').view.usage).toEqual({
      electricity: { type: 'custom', value: 499.99 },
    });
  });

  it('never throws, whatever it is given', () => {
    for (const search of ['', '?', '%', '?%E0%A4%A', '?&&&==&', '?compare=,,,', '?elePlan=', `?${'a=1&'.repeat(500)}`]) {
      expect(() => decodeShareQuery(search)).not.toThrow();
    }
    expect(decodeShareQuery(undefined as unknown as string)).toEqual({ view: {}, ignored: [] });
  });
});

describe('share link: plans no longer offered', () => {
  it('drops an unknown or stale plan and names it, so the view can show a note; never an error', () => {
    const shown = {
      electricity: ['BALMC-AUSGRID-ENE1000018MRE4', 'FLEXI-AUSGRID-ENE1161235MRE1'],
      gas: [],
      panels: ['BALMC-AUSGRID-ENE1000018MRE4', 'FLEXI-AUSGRID-ENE1161235MRE1'],
    };
    const { view: kept, dropped } = reconcileSharedPlans(view, shown);
    expect(kept.selected).toEqual({ electricity: 'BALMC-AUSGRID-ENE1000018MRE4' });
    expect(kept.compared).toEqual(['FLEXI-AUSGRID-ENE1161235MRE1']);
    expect(dropped).toEqual(['BALG-JEMENA-GAS1', 'BALMC-AUSGRID-ENE1000018MRE4+BALG-JEMENA-GAS1']);
    expect(kept.postcode).toBe('2000');
    expect(sharedPlansNote(dropped)).toBe('Some plans in the link you opened are no longer available, so they are not shown.');
    expect(sharedPlansNote(reconcileSharedPlans({ postcode: '2000' }, shown).dropped)).toBeNull();
  });
});

describe('share link: the page reads it as it reads its own URL', () => {
  it('applyUrl takes the location, fuel, period, usage and green option from a share link', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const target = createEaStore();
    await applyUrl(target, encodeShareQuery(view));
    const state = target.getState();
    expect(state.app.postcode).toBe('2000');
    expect(state.refine.fuelSelection).toBe('both');
    expect(state.refine.estimatePeriod).toBe('QUARTERLY');
    expect(state.refine.usageSelection).toEqual({ electricity: { type: 'custom', value: 12.5 }, gas: { type: 'high' } });
    expect(state.quote.greenOption).toBe(10);
    expect(console.warn).not.toHaveBeenCalled();
  });
});
