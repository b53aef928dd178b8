import { describe, expect, it } from 'vitest';
import { encodeShareQuery } from '../../../../src/domain/compare/share-link';
import { currentShareLink, shareableView } from '../../../../src/services/compare/share-view';
import { defaultData } from '../../../../src/store';

describe('what the share link carries (issue 17)', () => {
  it('reads nothing but the view from the state: no address, account or meter numbers', () => {
    const data = defaultData();
    data.app.postcode = '2000';
    data.address = { postcode: '2000', streetNumber: '1', streetName: 'Canary Street', suburb: 'Sydney' };
    data.account.electricityAccountNumber = '1000000001';
    data.connection.nmi = '4102000000';
    data.connection.mirn = '5240000000';
    const view = shareableView(data);
    expect(JSON.stringify(view)).not.toMatch(/Canary|1000000001|4102000000|5240000000/);
    expect(encodeShareQuery(view)).toContain('postcode=2000');
  });

  it('carries the view: customer type, postcode, fuel, period, usage, green option, selection and compared plans', () => {
    const data = defaultData();
    data.app.postcode = '3000';
    data.refine.fuelSelection = 'gas';
    data.refine.estimatePeriod = 'QUARTERLY';
    data.refine.usageSelection = { electricity: { type: 'low' }, gas: { type: 'custom', value: 40 } };
    data.quote.greenOption = 10;
    data.plans.selectedGasPlanCode = 'GFLEXI-1';
    data.plans.compared = ['GFLEXI-1', 'GBASIC-2'];
    expect(shareableView(data)).toEqual({
      customerType: 'RESIDENTIAL',
      postcode: '3000',
      fuel: 'gas',
      period: 'QUARTERLY',
      greenOption: 10,
      usage: { electricity: { type: 'low' }, gas: { type: 'custom', value: 40 } },
      selected: { gas: 'GFLEXI-1' },
      compared: ['GFLEXI-1', 'GBASIC-2'],
    });
  });
});

describe('the link of the page (issue 17)', () => {
  it("is the page's address without its own query and hash, with the view's query", () => {
    const data = defaultData();
    const link = currentShareLink('https://shop.example/plans?nmi=4102000000&utm=x#/qualifier', data);
    expect(link).toBe(`https://shop.example/plans${encodeShareQuery(shareableView(data))}`);
    expect(link).not.toMatch(/nmi=|utm=|#/);
  });

  it('from the moving page (plans for an address, which no link carries) opens the plans page at that postcode', () => {
    const data = defaultData();
    data.plans.compared = ['EFLEXI-1', 'EBASIC-2'];
    const link = currentShareLink('https://shop.example/moving-house/move-home?utm=x', data, true);
    expect(link).toBe(`https://shop.example/home/electricity-and-gas/plans${encodeShareQuery(shareableView(data))}`);
    data.app.customerType = 'BUSINESS';
    expect(currentShareLink('https://shop.example/moving-house/move-home', data, true)).toMatch(
      /^https:\/\/shop\.example\/business\/electricity-and-gas\/small-business\/plans\?/,
    );
    // Elsewhere, the page shared, whatever journey an earlier visit left in the state.
    data.app.journey = 'MOVING';
    expect(currentShareLink('https://shop.example/deals/plans', data)).toMatch(/^https:\/\/shop\.example\/deals\/plans\?/);
  });

  it('is none for an address that is not a web page’s', () => {
    expect(currentShareLink('file:///home/me/plans.html', defaultData())).toBeNull();
    expect(currentShareLink('not a url', defaultData())).toBeNull();
  });
});
