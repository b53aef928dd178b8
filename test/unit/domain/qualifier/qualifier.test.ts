import { describe, it, expect } from 'vitest';
import {
  authenticationStatusOnEntry,
  qualifierSections,
  isEnergisationRequired,
  connectionAddressLabel,
  ADDRESS_DRAFT_MAX_LENGTH,
  addressDraftOf,
  addressFieldText,
  chosenAddressText,
  type QualifierView,
} from '../../../../src/domain/qualifier/qualifier';

const base: QualifierView = {
  existingCustomer: undefined,
  accountVerified: false,
  authenticationStatus: 'UNAUTHENTICATED',
  journey: 'PLANS',
  movingStatus: undefined,
  state: 'NSW',
  nmiNotEnergised: undefined,
  electricityPlansAccuracy: 'NMI',
  queenslandEnergised: undefined,
  hasCalendar: false,
  customerType: 'RESIDENTIAL',
};

describe('authenticationStatusOnEntry', () => {
  it('resets validated and blocked only', () => {
    expect(authenticationStatusOnEntry('VALIDATED')).toBe('UNAUTHENTICATED');
    expect(authenticationStatusOnEntry('BLOCKED')).toBe('UNAUTHENTICATED');
    expect(authenticationStatusOnEntry('SKIPPED')).toBe('SKIPPED');
    expect(authenticationStatusOnEntry('AUTHENTICATED')).toBe('AUTHENTICATED');
  });
});

describe('qualifierSections', () => {
  it('shows only the customer question state at first', () => {
    const s = qualifierSections(base);
    expect(s.signIn || s.verify || s.movingQuestion || s.connectionInformation).toBe(false);
    expect(s.propertyRelationship).toBe(true);
  });
  it('sign-in then verify for an existing customer', () => {
    expect(qualifierSections({ ...base, existingCustomer: 'yes' }).signIn).toBe(true);
    const validated = qualifierSections({ ...base, existingCustomer: 'yes', authenticationStatus: 'VALIDATED' });
    expect(validated.signIn).toBe(false);
    expect(validated.verify).toBe(true);
    expect(qualifierSections({ ...base, existingCustomer: 'yes', authenticationStatus: 'BLOCKED', accountVerified: true }).verify).toBe(
      true,
    );
  });
  it('moving question', () => {
    expect(qualifierSections({ ...base, existingCustomer: 'no' }).movingQuestion).toBe(true);
    expect(qualifierSections({ ...base, existingCustomer: 'no', journey: 'MOVING' }).movingQuestion).toBe(false);
    expect(qualifierSections({ ...base, existingCustomer: 'yes', authenticationStatus: 'SKIPPED' }).movingQuestion).toBe(true);
    expect(
      qualifierSections({ ...base, existingCustomer: 'yes', accountVerified: true, authenticationStatus: 'AUTHENTICATED' }).movingQuestion,
    ).toBe(true);
    expect(
      qualifierSections({ ...base, existingCustomer: 'yes', accountVerified: true, authenticationStatus: 'BLOCKED' }).movingQuestion,
    ).toBe(false);
    // Verified in the refine modal (AUTHENTICATED without the account flag): the questions go on, not a page with none.
    const refineVerified = qualifierSections({ ...base, existingCustomer: 'yes', authenticationStatus: 'AUTHENTICATED' });
    expect(refineVerified).toMatchObject({ signIn: false, verify: false, movingQuestion: true });
    expect(
      qualifierSections({ ...base, existingCustomer: 'yes', authenticationStatus: 'AUTHENTICATED', movingStatus: 'NOT_MOVING' })
        .connectionInformation,
    ).toBe(true);
  });
  it('connection information needs a known moving status', () => {
    expect(qualifierSections({ ...base, existingCustomer: 'no', movingStatus: 'UNKNOWN' }).connectionInformation).toBe(false);
    expect(qualifierSections({ ...base, existingCustomer: 'no', movingStatus: 'NOT_MOVING' }).connectionInformation).toBe(true);
    expect(
      qualifierSections({ ...base, existingCustomer: 'yes', authenticationStatus: 'VALIDATED', movingStatus: 'MOVING' })
        .connectionInformation,
    ).toBe(false);
  });
  it('Queensland energised question and follow-up', () => {
    const qld = { ...base, existingCustomer: 'no' as const, movingStatus: 'MOVING' as const, state: 'QLD' };
    expect(qualifierSections(qld).queenslandEnergised).toBe(true);
    expect(qualifierSections({ ...qld, nmiNotEnergised: 'yes' }).queenslandEnergised).toBe(false);
    expect(qualifierSections({ ...qld, nmiNotEnergised: 'yes', electricityPlansAccuracy: 'POSTCODE' }).queenslandEnergised).toBe(true);
    expect(qualifierSections({ ...qld, state: 'NSW' }).queenslandEnergised).toBe(false);
    expect(qualifierSections(qld).followUp).toBe(false);
    expect(qualifierSections({ ...qld, queenslandEnergised: 'yes' }).followUp).toBe(true);
    expect(qualifierSections({ ...qld, queenslandEnergised: 'unsure' }).followUp).toBe(false);
    expect(qualifierSections({ ...qld, movingStatus: 'NOT_MOVING' }).followUp).toBe(true);
  });
  it('a Queensland meter known to be off (not energised, NMI accuracy): no question, the known answer No, no follow-ups', () => {
    const qld = { ...base, existingCustomer: 'no' as const, movingStatus: 'MOVING' as const, state: 'QLD' };
    const off = qualifierSections({ ...qld, nmiNotEnergised: 'yes', electricityPlansAccuracy: 'NMI' });
    expect(off).toMatchObject({ queenslandEnergised: false, queenslandKnownOff: true, followUp: false });
    // Power state unknown (postcode accuracy, e.g. 12 Albert Street): the question is asked, nothing known.
    const unknown = qualifierSections({ ...qld, nmiNotEnergised: 'no', electricityPlansAccuracy: 'POSTCODE' });
    expect(unknown).toMatchObject({ queenslandEnergised: true, queenslandKnownOff: false });
    expect(qualifierSections({ ...qld, nmiNotEnergised: 'yes', electricityPlansAccuracy: 'POSTCODE' }).queenslandKnownOff).toBe(false);
    expect(qualifierSections({ ...qld, nmiNotEnergised: 'yes', state: 'NSW' }).queenslandKnownOff).toBe(false);
    expect(qualifierSections({ ...qld, nmiNotEnergised: 'yes', movingStatus: 'NOT_MOVING' }).queenslandKnownOff).toBe(false);
  });
  it('connection datepicker', () => {
    const v = { ...base, hasCalendar: true, movingStatus: 'MOVING' as const };
    expect(qualifierSections(v).connectionDatepicker).toBe(true);
    expect(qualifierSections({ ...v, hasCalendar: false }).connectionDatepicker).toBe(false);
    expect(qualifierSections({ ...v, journey: 'MOVING' }).connectionDatepicker).toBe(false);
    expect(qualifierSections({ ...v, movingStatus: 'NOT_MOVING' }).connectionDatepicker).toBe(false);
    expect(qualifierSections({ ...v, movingStatus: 'NOT_MOVING', nmiNotEnergised: 'yes' }).connectionDatepicker).toBe(true);
  });
  it('property relationship is residential only', () => {
    expect(qualifierSections({ ...base, customerType: 'BUSINESS' }).propertyRelationship).toBe(false);
  });
});

describe('misc', () => {
  it('energisation required', () => {
    expect(isEnergisationRequired('MOVING', 'no')).toBe(true);
    expect(isEnergisationRequired('NOT_MOVING', 'yes')).toBe(true);
    expect(isEnergisationRequired('NOT_MOVING', 'unknown')).toBe(false);
  });
  it('connection address label', () => {
    expect(connectionAddressLabel('MOVING')).toBe("Address you're moving to");
    expect(connectionAddressLabel('NOT_MOVING')).toBe('Your connection address');
  });
});

describe('the connection address typed and not chosen (a draft)', () => {
  const MARTIN = '1 Martin Place, Sydney NSW 2000';

  it('the field shows a chosen address from the search or an account, never a postcode alone', () => {
    const searched = { postcode: '2000', label: MARTIN, streetName: 'Martin Place', id: 'ADR-0001' };
    const postcodeOnly = { postcode: '2000', label: '2000' };
    expect(chosenAddressText(searched)).toBe(MARTIN);
    expect(chosenAddressText({ label: MARTIN, id: 'ADR-0001' })).toBe(MARTIN);
    expect(chosenAddressText(postcodeOnly)).toBe('');
    expect(chosenAddressText({})).toBe('');
  });

  it('text typed with no address chosen, or over one, is kept with the address it was typed over', () => {
    expect(addressDraftOf('12 Albe', '')).toEqual({ text: '12 Albe', over: '' });
    expect(addressDraftOf('12 Albe', MARTIN)).toEqual({ text: '12 Albe', over: MARTIN });
  });

  it('emptying the field over a chosen address is kept too; the field showing the address chosen keeps nothing', () => {
    expect(addressDraftOf('', MARTIN)).toEqual({ text: '', over: MARTIN });
    expect(addressDraftOf('', '')).toBeNull();
    expect(addressDraftOf(MARTIN, MARTIN)).toBeNull();
  });

  it(`keeps at most ${ADDRESS_DRAFT_MAX_LENGTH} characters`, () => {
    const long = 'x'.repeat(ADDRESS_DRAFT_MAX_LENGTH + 50);
    expect(addressDraftOf(long, '')?.text).toBe('x'.repeat(ADDRESS_DRAFT_MAX_LENGTH));
  });

  it('the field is drawn with the draft while the address it was typed over is still the one chosen', () => {
    expect(addressFieldText({ text: '12 Albe', over: '' }, '')).toBe('12 Albe');
    expect(addressFieldText({ text: '', over: MARTIN }, MARTIN)).toBe('');
    expect(addressFieldText(null, MARTIN)).toBe(MARTIN);
    expect(addressFieldText(null, '')).toBe('');
  });

  it('an address chosen since (the refine bar, the host, a loaded quote) or taken away replaces the draft', () => {
    expect(addressFieldText({ text: '12 Albe', over: '' }, MARTIN)).toBe(MARTIN);
    expect(addressFieldText({ text: '12 Albe', over: MARTIN }, '')).toBe('');
  });
});
