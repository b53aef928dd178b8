import { beforeEach, describe, expect, it } from 'vitest';
import { createApiFetch } from '../../../../host-demo/api/app';
import { configureApi } from '../../../../src/api';
import { lookupOffers } from '../../../../src/api/plans';
import { applyLookup } from '../../../../src/services/plans';
import { type LookupParams } from '../../../../src/services/plans/lookup-params';
import { dataOf, persistence, store } from '../../../../src/store';

const s = () => store.getState();
const address: LookupParams = {
  by: 'address',
  address: { postcode: '3000', streetNumber: '9', streetName: 'Nowhere Lane', suburb: 'Melbourne' },
};

async function withoutAddress() {
  return { ...(await lookupOffers({ customerType: 'RESIDENTIAL', postcode: '3000' })), address: null };
}

beforeEach(() => {
  configureApi({ fetch: createApiFetch(), retries: 0 });
});

describe('a lookup by address that finds no address (spec 2 §4)', () => {
  it('switches to postcode and records that the address was not found', async () => {
    await applyLookup(await withoutAddress(), address);
    expect(s().refine.selectedLocationType).toBe('postcode');
    expect(s().app.postcode).toBe('3000');
    expect(s().plans.addressNotFound).toBe(true);
  });

  it('is not recorded for a lookup by NMI, and the next lookup clears it', async () => {
    await applyLookup(await withoutAddress(), address);
    await applyLookup(await withoutAddress(), { by: 'nmi', nmi: '4102000000' });
    expect(s().refine.selectedLocationType).toBe('postcode');
    expect(s().plans.addressNotFound).toBe(false);
  });

  it('is not saved', async () => {
    await applyLookup(await withoutAddress(), address);
    const saved = persistence.persistable(dataOf(s())) as { plans: Record<string, unknown> };
    expect(saved.plans).not.toHaveProperty('addressNotFound');
    expect(saved.plans).toHaveProperty('installationMatchLevel');
  });
});
