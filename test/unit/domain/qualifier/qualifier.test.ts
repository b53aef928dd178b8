import { describe, it, expect } from 'vitest';
import {
  authenticationStatusOnEntry,
  qualifierSections,
  isEnergisationRequired,
  connectionAddressLabel,
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
