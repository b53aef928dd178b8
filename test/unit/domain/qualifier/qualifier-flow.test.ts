import { describe, expect, it } from 'vitest';
import {
  accountValidationFailure,
  isMovingQuestionVariantB,
  movingOptionsFor,
  nextAuthenticationStatus,
  offerTypeOf,
  queenslandEnergisedBlocks,
  queenslandMessageShown,
  validateChoice,
  validateConnectionAddress,
  validateConnectionDate,
  validateSignIn,
  validateVerify,
  verificationFailure,
  REMOTE_METERING_ERROR,
  goesStraightToCheckout,
  impliedExistingCustomer,
  newExistingQuestionShown,
  qualifierErrors,
  qualifierRouteAllowed,
  solarAtAddress,
  type QualifierAnswers,
} from '../../../../src/domain/qualifier/qualifier-flow';
import { AUTHENTICATION_STATUSES, DEFAULT_ERROR_TEXT } from '../../../../src/domain/shared';
import {
  CHOOSE_ADDRESS_TEXT,
  CHOOSE_CONNECTION_DATE_TEXT,
  CHOOSE_ID_TYPE_TEXT,
  CHOOSE_OPTION_TEXT,
} from '../../../../src/domain/qualifier/qualifier-texts';
import { INVALID_DATE_TEXT, INVALID_VALUE_TEXT } from '../../../../src/domain/refine/refine-modal-texts';
import { MOVING_OPTIONS } from '../../../../src/domain/qualifier/moving-answer';
import { REMOTE_METERING_TEXT } from '../../../../src/domain/shared/messages';
import { type QualifierSections } from '../../../../src/domain/qualifier/qualifier';

describe('nextAuthenticationStatus (spec 3 §4.1)', () => {
  it('entering resets VALIDATED and BLOCKED to UNAUTHENTICATED and keeps the rest', () => {
    const entered = AUTHENTICATION_STATUSES.map((s) => [s, nextAuthenticationStatus(s, { type: 'enter' })]);
    expect(Object.fromEntries(entered)).toEqual({
      UNAUTHENTICATED: 'UNAUTHENTICATED',
      SKIPPED: 'SKIPPED',
      VALIDATED: 'UNAUTHENTICATED',
      AUTHENTICATED: 'AUTHENTICATED',
      BLOCKED: 'UNAUTHENTICATED',
    });
  });

  it('validation with identity types is VALIDATED; without, or an unknown error, SKIPPED', () => {
    expect(nextAuthenticationStatus('UNAUTHENTICATED', { type: 'account-validated' })).toBe('VALIDATED');
    expect(nextAuthenticationStatus('UNAUTHENTICATED', { type: 'validation-skipped' })).toBe('SKIPPED');
  });

  it('a remote metering risk blocks only with an electricity plan selected', () => {
    expect(nextAuthenticationStatus('VALIDATED', { type: 'verified', remoteMeteringRisk: true, electricitySelected: true })).toBe(
      'BLOCKED',
    );
    expect(nextAuthenticationStatus('VALIDATED', { type: 'verified', remoteMeteringRisk: true, electricitySelected: false })).toBe(
      'AUTHENTICATED',
    );
    expect(nextAuthenticationStatus('VALIDATED', { type: 'verified', remoteMeteringRisk: false, electricitySelected: true })).toBe(
      'AUTHENTICATED',
    );
  });

  it("'I don't have my details handy' skips, except past a block; identity reset is UNAUTHENTICATED", () => {
    expect(nextAuthenticationStatus('VALIDATED', { type: 'skip' })).toBe('SKIPPED');
    expect(nextAuthenticationStatus('BLOCKED', { type: 'skip' })).toBe('BLOCKED');
    expect(nextAuthenticationStatus('AUTHENTICATED', { type: 'identity-reset' })).toBe('UNAUTHENTICATED');
  });
});

describe('what a verification answer does (spec 3 §8)', () => {
  it('no identity types and unknown errors skip silently; account errors and failed calls show the default error (spec 3 §8)', () => {
    for (const code of ['NO_IDTYPES_FOUND', 'C1_UNKNOWN_ERROR', 'UNKNOWN_ERROR']) expect(accountValidationFailure(code)).toBe('skip');
    // Spec 2 §8 gives the cart's account form shorter texts for a postcode or ABN / ACN that does not match, or a
    // closed account; spec 3 §8, the qualifier's own document, sends every other code to the default error, and wins.
    for (const code of [
      'INTERNAL_ERROR',
      'ACCOUNT_POSTCODE_NOT_MATCH',
      'ACCOUNT_ABNACN_NOT_MATCH',
      'ACCOUNT_NOT_EXISTS',
      'ACCOUNT_STATUS_CLOSED',
      'SOMETHING_ELSE',
      null,
      undefined,
    ])
      expect(accountValidationFailure(code)).toBe('error');
  });

  it('the unknown error falls back to AEST when no contact time zone is configured', () => {
    expect(verificationFailure('C1_UNKNOWN_ERROR', 'PIN', ' ').text).toContain('8am – 8pm AEST).');
  });

  it('a wrong identity names its type in the sentence, on the value field', () => {
    expect(verificationFailure('ACCOUNT_IDENTITY_NOT_MATCH', 'Date of birth', 'AEST')).toEqual({
      text: 'Incorrect date of birth for the account holder. Please try again.',
      contactLink: false,
      field: 'idValue',
    });
    expect(verificationFailure('ACCOUNT_IDENTITY_NOT_MATCH', 'PIN', 'AEST').text).toBe(
      'Incorrect PIN for the account holder. Please try again.',
    );
  });

  it('the unknown error names the contact time zone; anything else is the default error with its contact link', () => {
    expect(verificationFailure('C1_UNKNOWN_ERROR', 'PIN', 'AEDT').text).toBe(
      'We are currently unable to retrieve your information. Please call 133 466 (Monday – Friday, 8am – 8pm AEDT).',
    );
    expect(verificationFailure('INTERNAL_ERROR', 'PIN', 'AEDT')).toEqual({ text: DEFAULT_ERROR_TEXT, contactLink: true });
    expect(REMOTE_METERING_ERROR.text).toBe(REMOTE_METERING_TEXT);
    expect(REMOTE_METERING_TEXT).toBe(
      "You have a remotely capable meter, so we're unable to proceed with your request online. Please call us on 133 466 to discuss your options.",
    );
  });
});

describe('the moving question (spec 3 §3.1, §4.4)', () => {
  it('every option records one of the three offer types', () => {
    expect(MOVING_OPTIONS.map(offerTypeOf)).toEqual(['MOVING', 'OTHER', 'MOVING', 'OTHER', 'OTHER', 'PLAN_SWITCH', 'OTHER']);
    expect(offerTypeOf('yes')).toBeUndefined();
  });

  it('existing and new customers get different option lists', () => {
    expect(movingOptionsFor('yes')).toContain('SWITCH_TO_NEW_PLAN');
    expect(movingOptionsFor('no')).not.toContain('SWITCH_TO_NEW_PLAN');
    expect(movingOptionsFor('no')).toContain('SWITCHING_FROM_RETAILER');
    expect(movingOptionsFor('yes')).not.toContain('SWITCHING_FROM_RETAILER');
  });

  it('variant B only when qq_variation holds B', () => {
    expect(isMovingQuestionVariantB('B')).toBe(true);
    expect(isMovingQuestionVariantB(' b ')).toBe(true);
    for (const v of ['A', '', null, undefined, 'BB', 'true']) expect(isMovingQuestionVariantB(v)).toBe(false);
  });
});

describe('validation (spec 3 §5)', () => {
  it("sign-in: an account number of up to 10 digits and a 4-digit postcode (residential), in the account form's words (spec 2 §5)", () => {
    expect(validateSignIn({ accountNumber: '1000000001', postcode: '2000', abnAcn: '' }, 'RESIDENTIAL')).toEqual({});
    expect(validateSignIn({ accountNumber: '10000 00001', postcode: ' 2000', abnAcn: '' }, 'RESIDENTIAL')).toEqual({});
    expect(validateSignIn({ accountNumber: '', postcode: '', abnAcn: '' }, 'RESIDENTIAL')).toEqual({
      accountNumber: 'This field is required',
      postcode: 'This field is required',
    });
    expect(validateSignIn({ accountNumber: '   ', postcode: '200', abnAcn: '' }, 'RESIDENTIAL')).toEqual({
      accountNumber: 'This field is required',
      postcode: 'Please enter a valid postcode',
    });
    expect(validateSignIn({ accountNumber: '12345678901', postcode: '2000', abnAcn: '' }, 'RESIDENTIAL')).toEqual({
      accountNumber: 'Please enter a valid account number',
    });
    expect(validateSignIn({ accountNumber: '12ab', postcode: '2000', abnAcn: '' }, 'RESIDENTIAL')).toEqual({
      accountNumber: 'Please enter a valid account number',
    });
  });

  it('sign-in: an ABN (11 digits) or ACN (9) for business, no postcode', () => {
    expect(validateSignIn({ accountNumber: '1000000001', postcode: '', abnAcn: '51824753556' }, 'BUSINESS')).toEqual({});
    expect(validateSignIn({ accountNumber: '1000000001', postcode: '', abnAcn: '004085616' }, 'BUSINESS')).toEqual({});
    expect(validateSignIn({ accountNumber: '1000000001', postcode: '', abnAcn: '1234567890' }, 'BUSINESS')).toEqual({
      abnAcn: 'Please enter a valid ABN / ACN',
    });
    expect(validateSignIn({ accountNumber: '1000000001', postcode: '', abnAcn: '' }, 'BUSINESS')).toEqual({
      abnAcn: 'This field is required',
    });
  });

  it('verify: a type, then a value (required, max 20) or a real date of birth DD/MM/YYYY', () => {
    expect(validateVerify('', 'x')).toEqual({ idType: CHOOSE_ID_TYPE_TEXT });
    expect(validateVerify('DOB', '01 / 01 / 1980')).toEqual({});
    expect(validateVerify('DOB', '31 / 02 / 1980')).toEqual({ idValue: INVALID_DATE_TEXT });
    expect(validateVerify('DOB', '')).toEqual({ idValue: 'This field is required' });
    expect(validateVerify('DL', '')).toEqual({ idValue: 'This field is required' });
    expect(validateVerify('DL', '  ')).toEqual({ idValue: 'This field is required' });
    expect(validateVerify('DL', '12345678')).toEqual({});
    expect(validateVerify('DL', 'x'.repeat(21))).toEqual({ idValue: INVALID_VALUE_TEXT });
  });

  it('choices, address and connection date are required; the date must be an available one', () => {
    expect(validateChoice('')).toBe(CHOOSE_OPTION_TEXT);
    expect(validateChoice('yes')).toBeUndefined();
    expect(validateConnectionAddress(undefined)).toBe(CHOOSE_ADDRESS_TEXT);
    expect(validateConnectionAddress('2000')).toBeUndefined();
    expect(validateConnectionDate('2026-12-01', ['2026-12-01', '2026-12-02'])).toBeUndefined();
    expect(validateConnectionDate('2026-12-05', ['2026-12-01'])).toBe(CHOOSE_CONNECTION_DATE_TEXT);
    expect(validateConnectionDate('', ['2026-12-01'])).toBe(CHOOSE_CONNECTION_DATE_TEXT);
  });

  it('Queensland energised: anything but yes blocks', () => {
    expect(queenslandEnergisedBlocks('yes')).toBe(false);
    expect(queenslandEnergisedBlocks('no')).toBe(true);
    expect(queenslandEnergisedBlocks('notSure')).toBe(true);
    expect(queenslandEnergisedBlocks('unknown')).toBe(true);
  });
});

describe('the question, the shortcut and solar (spec 3 §2.2, §2.5, §4.5, §6)', () => {
  it('the new/existing question hides on the moving journey and in new-only or existing-only campaigns, which answer it', () => {
    const base = { journey: 'PLANS' as const, newCustomersOnly: false, existingOnly: false };
    expect(newExistingQuestionShown(base)).toBe(true);
    expect(newExistingQuestionShown({ ...base, journey: 'MOVING' })).toBe(false);
    expect(newExistingQuestionShown({ ...base, newCustomersOnly: true })).toBe(false);
    expect(newExistingQuestionShown({ ...base, existingOnly: true })).toBe(false);
    expect(impliedExistingCustomer({ ...base, newCustomersOnly: true, existingCustomer: 'yes' })).toBe('no');
    expect(impliedExistingCustomer({ ...base, existingOnly: true, existingCustomer: 'unknown' })).toBe('yes');
    expect(impliedExistingCustomer({ ...base, journey: 'MOVING', existingCustomer: 'unknown' })).toBe('no');
    expect(impliedExistingCustomer({ ...base, journey: 'MOVING', existingCustomer: 'yes' })).toBeUndefined();
    expect(impliedExistingCustomer({ ...base, existingCustomer: 'unknown' })).toBeUndefined();
  });

  it('a verified or skipped business customer who is moving goes straight to checkout', () => {
    expect(goesStraightToCheckout({ customerType: 'BUSINESS', movingStatus: 'MOVING', status: 'AUTHENTICATED' })).toBe(true);
    expect(goesStraightToCheckout({ customerType: 'BUSINESS', movingStatus: 'MOVING', status: 'SKIPPED' })).toBe(true);
    expect(goesStraightToCheckout({ customerType: 'BUSINESS', movingStatus: 'MOVING', status: 'BLOCKED' })).toBe(false);
    expect(goesStraightToCheckout({ customerType: 'BUSINESS', movingStatus: 'NOT_MOVING', status: 'AUTHENTICATED' })).toBe(false);
    expect(goesStraightToCheckout({ customerType: 'RESIDENTIAL', movingStatus: 'MOVING', status: 'AUTHENTICATED' })).toBe(false);
  });

  it('solar: detected at the meter, unknown when the lookup could not tell, else nothing', () => {
    expect(solarAtAddress({ solarSetup: 'DETECTED', messageCodes: [] })).toBe('detected');
    expect(solarAtAddress({ solarSetup: undefined, messageCodes: ['SOLAR_SETUP_UNKNOWN'] })).toBe('unknown');
    expect(solarAtAddress({ solarSetup: undefined, messageCodes: ['SOLAR_DETECTION_ERROR'] })).toBe('unknown');
    expect(solarAtAddress({ solarSetup: 'NONE', messageCodes: ['QLD_DEENERGISED'] })).toBeNull();
  });

  it('solar: nothing once the electricity plan was taken out at the address (no electricity to continue with or add solar to)', () => {
    expect(solarAtAddress({ solarSetup: undefined, messageCodes: ['SOLAR_SETUP_UNKNOWN'], electricityTakenOut: true })).toBeNull();
    expect(solarAtAddress({ solarSetup: 'DETECTED', messageCodes: [], electricityTakenOut: true })).toBeNull();
    expect(solarAtAddress({ solarSetup: undefined, messageCodes: ['SOLAR_SETUP_UNKNOWN'], electricityTakenOut: false })).toBe('unknown');
  });
});

describe('qualifierErrors: only the sections on show are validated (spec 3 §4.2, §5)', () => {
  const hidden: QualifierSections = {
    signIn: false,
    verify: false,
    movingQuestion: false,
    connectionInformation: false,
    queenslandEnergised: false,
    queenslandKnownOff: false,
    followUp: false,
    connectionDatepicker: false,
    propertyRelationship: false,
  };
  const answers = (over: Partial<QualifierAnswers>): QualifierAnswers => ({
    sections: hidden,
    questionShown: true,
    existingCustomer: 'no',
    status: 'UNAUTHENTICATED',
    customerType: 'RESIDENTIAL',
    form: { accountNumber: '', postcode: '', abnAcn: '', idType: '', movingAnswer: '', connectionDate: '' },
    idValue: '',
    addressPostcode: undefined,
    queenslandEnergised: 'unknown',
    availableDates: [],
    propertyRelationship: 'UNKNOWN',
    ...over,
  });

  it('nothing shown, nothing to say but the unanswered question', () => {
    expect(qualifierErrors(answers({}))).toEqual({ errors: {}, queenslandBlocked: false });
    expect(qualifierErrors(answers({ existingCustomer: 'unknown' })).errors).toEqual({ existing: CHOOSE_OPTION_TEXT });
    expect(qualifierErrors(answers({ existingCustomer: 'unknown', questionShown: false })).errors).toEqual({});
  });

  it('sign-in and verify when shown, a blocked verify too (Continue verifies again, never with an empty value)', () => {
    expect(Object.keys(qualifierErrors(answers({ sections: { ...hidden, signIn: true } })).errors)).toEqual(['accountNumber', 'postcode']);
    expect(qualifierErrors(answers({ sections: { ...hidden, verify: true } })).errors).toEqual({ idType: CHOOSE_ID_TYPE_TEXT });
    expect(qualifierErrors(answers({ sections: { ...hidden, verify: true }, status: 'BLOCKED' })).errors).toEqual({
      idType: CHOOSE_ID_TYPE_TEXT,
    });
    expect(
      qualifierErrors(answers({ sections: { ...hidden, verify: true }, status: 'BLOCKED', form: { ...answers({}).form, idType: 'DL' } }))
        .errors,
    ).toEqual({ idValue: 'This field is required' });
  });

  it('connection information: address, then the follow-up questions unless Queensland blocks; Queensland not yes is the Queensland message', () => {
    const connection = { ...hidden, connectionInformation: true, followUp: true, connectionDatepicker: true, propertyRelationship: true };
    expect(qualifierErrors(answers({ sections: connection, availableDates: ['2026-12-01'] })).errors).toEqual({
      address: CHOOSE_ADDRESS_TEXT,
      connectionDate: CHOOSE_CONNECTION_DATE_TEXT,
      property: CHOOSE_OPTION_TEXT,
    });
    const ok = answers({
      sections: connection,
      addressPostcode: '2000',
      availableDates: ['2026-12-01'],
      form: { ...answers({}).form, connectionDate: '2026-12-01' },
      propertyRelationship: 'TENANT',
    });
    expect(qualifierErrors(ok)).toEqual({ errors: {}, queenslandBlocked: false });
    const qld = { ...hidden, connectionInformation: true, queenslandEnergised: true };
    expect(qualifierErrors(answers({ sections: qld, addressPostcode: '4000' }))).toEqual({ errors: {}, queenslandBlocked: true });
    expect(qualifierErrors(answers({ sections: qld, addressPostcode: '4000', queenslandEnergised: 'yes' })).queenslandBlocked).toBe(false);
  });

  it('a Queensland meter known to be off blocks Continue with the Queensland message, whatever was answered', () => {
    const off = { ...hidden, connectionInformation: true, queenslandKnownOff: true };
    expect(qualifierErrors(answers({ sections: off, addressPostcode: '4000' }))).toEqual({ errors: {}, queenslandBlocked: true });
    expect(qualifierErrors(answers({ sections: off, addressPostcode: '4000', queenslandEnergised: 'yes' })).queenslandBlocked).toBe(true);
  });
});

describe('queenslandMessageShown (spec 3 §5, §8)', () => {
  const none = { queenslandEnergised: false, queenslandKnownOff: false };
  const asked = { ...none, queenslandEnergised: true };
  it('shows for a meter known to be off, an answer No, or Continue without a Yes; never where the question does not apply', () => {
    expect(queenslandMessageShown({ ...none, queenslandKnownOff: true }, 'unknown', false)).toBe(true);
    expect(queenslandMessageShown(asked, 'no', false)).toBe(true);
    expect(queenslandMessageShown(asked, 'notSure', false)).toBe(true);
    expect(queenslandMessageShown(asked, 'unknown', false)).toBe(false);
    expect(queenslandMessageShown(asked, 'unknown', true)).toBe(true);
    expect(queenslandMessageShown(asked, 'yes', true)).toBe(false);
    expect(queenslandMessageShown(none, 'no', true)).toBe(false);
  });
});

describe('qualifierRouteAllowed: the qualifier route guard (spec 3 §2.1)', () => {
  const moving = { journey: 'MOVING' as const, validAddress: true, moveInDate: '2027-01-15', services: 'electricity' as const };
  const plans = { journey: 'PLANS' as const, validAddress: false, moveInDate: '', services: 'both' as const };

  it('on the moving journey needs a valid address and a move-in date, on entry and while "Get started" shows', () => {
    for (const shown of [false, true]) {
      expect(qualifierRouteAllowed(moving, shown)).toBe(true);
      // The host cleared the address (ea:address-clear takes the move-in date and the selection with it): home.
      expect(qualifierRouteAllowed({ ...moving, validAddress: false, moveInDate: '', services: 'none' }, shown)).toBe(false);
      expect(qualifierRouteAllowed({ ...moving, validAddress: false }, shown)).toBe(false);
      expect(qualifierRouteAllowed({ ...moving, moveInDate: '' }, shown)).toBe(false);
    }
    // Its plans are not what it needs: an address and a date with nothing selected still go on (the page says so).
    expect(qualifierRouteAllowed({ ...moving, services: 'none' }, true)).toBe(true);
  });

  it('on other journeys needs selected services on entry; a selection that empties while shown keeps the page (§2.2)', () => {
    expect(qualifierRouteAllowed(plans)).toBe(true);
    expect(qualifierRouteAllowed({ ...plans, services: 'none' })).toBe(false);
    expect(qualifierRouteAllowed({ ...plans, journey: null, services: 'none' })).toBe(false);
    expect(qualifierRouteAllowed({ ...plans, services: 'none' }, true)).toBe(true);
  });
});
