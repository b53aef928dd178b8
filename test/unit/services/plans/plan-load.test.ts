import { describe, expect, it } from 'vitest';
import { handlePlanLoad } from '../../../../src/services/plans/plan-load';
import { store } from '../../../../src/store';

const s = () => store.getState();

describe('ea:plan-load (spec 2 §4)', () => {
  it('takes an address over a postcode, with the state beside it when the address has none', () => {
    handlePlanLoad({ postcode: '3000', state: 'NSW', address: { postcode: '2000', streetName: 'George St', streetNumber: '1' } });
    expect(s().address).toMatchObject({ postcode: '2000', streetName: 'George St', streetNumber: '1', state: 'NSW' });
    expect(s().refine.selectedLocationType).toBe('address');
  });

  it("keeps the address's own state and whether it came from the visitor's account", () => {
    handlePlanLoad({ state: 'NSW', address: { postcode: '3000', streetName: 'Collins St', state: 'VIC', fromUserAccount: true } });
    expect(s().address).toMatchObject({ state: 'VIC', fromUserAccount: true });
  });

  it('takes a postcode when no address is given', () => {
    handlePlanLoad({ postcode: '3000' });
    expect(s().app.postcode).toBe('3000');
    expect(s().refine.selectedLocationType).toBe('postcode');
  });

  it('stores the NMI and MIRN, an empty one too', () => {
    s().patch('connection', { mirn: '5240000000' });
    handlePlanLoad({ nmi: '4102000000', mirn: '' });
    expect(s().connection.nmi).toBe('4102000000');
    expect(s().connection.mirn).toBe('');
  });
});
