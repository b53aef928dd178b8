import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_NUMBER } from '../../../../src/domain/shared/constants';
import { REMOTE_METERING_TEXT, unknownAccountLookupErrorText, wrongIdText } from '../../../../src/domain/shared/messages';

describe('message texts with placeholders (spec 1 §5, spec 3 §8)', () => {
  it('gives the phone number and the contact hours in the time zone when an account cannot be looked up', () => {
    expect(unknownAccountLookupErrorText('AEDT')).toBe(
      'We are currently unable to retrieve your information. Please call 133 466 (Monday – Friday, 8am – 8pm AEDT).',
    );
  });

  it('names the identity type that did not match', () => {
    expect(wrongIdText('driver licence')).toBe('Incorrect driver licence for the account holder. Please try again.');
  });

  it('gives the contact number in the remote metering text', () => {
    expect(REMOTE_METERING_TEXT).toContain(`Please call us on ${DEFAULT_CONTACT_NUMBER}`);
  });
});
