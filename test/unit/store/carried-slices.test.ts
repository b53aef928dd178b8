import { describe, expect, it } from 'vitest';
import { quoteSnapshot } from '../../../src/domain/quote/quote-payload';
import { defaultData, mergeUntrusted } from '../../../src/store';

/** The checkout's data that no widget reads: it must come through the page unchanged (src/store/types.ts). */
const CHECKOUT_DATA = {
  directDebit: { debitType: 'bank', directDebitSetupSuccessful: true, existingDirectDebit: false, termsAgreed: true },
  secondaryAccountHolder: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', accessType: 'FULL' },
  marketing: { specialOffer: true },
  idValidationConsent: { consentForIdValidation: true },
  meterExchange: { hazardDescription: 'Dog in the yard', accessDetails: 'Side gate', consultationRequireStatus: 'yes' },
};

describe('slices that carry the checkout’s data', () => {
  it('take what exdat or a loaded quote holds and give it back in the quote snapshot', () => {
    const snapshot = quoteSnapshot(mergeUntrusted(defaultData(), CHECKOUT_DATA));
    for (const [slice, value] of Object.entries(CHECKOUT_DATA)) expect(snapshot[slice], slice).toEqual(value);
  });
});
