import { describe, expect, it } from 'vitest';
import { lookupMessages } from '../../../../src/domain/plans/plan-messages';
import { outcome } from './plan-fixtures';
import { messageContent } from '../../../../src/domain/plans/plan-message-texts';
import { planLoadFailedMessage, systemErrorMessage, isTableMessage } from '../../../../src/domain/plans';
import { REMOTE_METERING_TEXT, SOLAR_UNKNOWN_TEXT } from '../../../../src/domain/shared/messages';

const opts = { contactHref: '/home/contact-us', plansHref: '/home/electricity-and-gas/plans', hideMeterNumbers: false };

describe('lookup messages (spec 2 §8)', () => {
  it('gives no message for two successes', () => {
    expect(lookupMessages(outcome('SUCCESS', 'SUCCESS'))).toEqual({ messages: [], invalidCustomerType: false, systemError: false });
  });

  it('combines not-serviced statuses of both fuels into one warning with fuel both and the more specific status', () => {
    const { messages } = lookupMessages(outcome('POSTCODE_NOT_SERVICED', 'STATE_NOT_SERVICED'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ code: 'POSTCODE_NOT_SERVICED', fuel: 'both', level: 'warning', closable: true, visible: true });
    expect(messages[0]?.parameters).toMatchObject({ postcode: '2000', state: 'NSW', full: true, otherFuel: null });
    expect(lookupMessages(outcome('STATE_NOT_SERVICED', 'ADDRESS_NOT_SERVICED')).messages[0]?.code).toBe('ADDRESS_NOT_SERVICED');
  });

  it('shows the full message for postcode statuses of one fuel, with a note about the other fuel', () => {
    const m = lookupMessages(outcome('SUCCESS', 'POSTCODE_NOT_SERVICED', { postcode: '4000', state: 'QLD' })).messages[0]!;
    expect(m).toMatchObject({ code: 'POSTCODE_NOT_SERVICED', fuel: 'gas' });
    expect(messageContent(m, opts)).toEqual({
      text: "Unfortunately we don't supply energy to postcode 4000.",
      link: { label: 'Contact us', href: '/home/contact-us' },
      note: 'Please note: at postcode 4000, we only supply electricity.',
    });
  });

  it('shows only the note for other not-serviced statuses of one fuel', () => {
    const m = lookupMessages(outcome('ERGON_NOT_SERVICED', 'SUCCESS')).messages[0]!;
    expect(m.parameters).toMatchObject({ full: false, isErgon: true, otherFuel: 'gas' });
    expect(messageContent(m, opts)).toEqual({ text: 'Please note: at postcode 2000, we only supply gas.' });
  });

  it('words state and address statuses as the spec says', () => {
    const state = lookupMessages(outcome('STATE_NOT_SERVICED', 'STATE_NOT_SERVICED', { state: 'NT', postcode: '0800' })).messages[0]!;
    expect(messageContent(state, opts)).toMatchObject({ text: 'This offer is not available in NT.', link: { label: 'Compare plans' } });
    const address = lookupMessages(outcome('ADDRESS_NOT_SERVICED', 'SUCCESS', { address: '1 Martin Place, Sydney NSW 2000' })).messages[0]!;
    expect(messageContent(address, opts)).toEqual({ text: 'Please note: at 1 Martin Place, Sydney NSW 2000, we only supply gas.' });
    const both = lookupMessages(outcome('ADDRESS_NOT_SERVICED', 'ADDRESS_NOT_SERVICED')).messages[0]!;
    expect(messageContent(both, opts).text).toBe("Unfortunately we don't supply energy to this address.");
  });

  it('makes QLD_DEENERGISED and SOLAR_SETUP_UNKNOWN non-closable errors', () => {
    for (const status of ['QLD_DEENERGISED', 'SOLAR_SETUP_UNKNOWN']) {
      expect(lookupMessages(outcome(status, 'SUCCESS')).messages[0]).toMatchObject({ code: status, level: 'error', closable: false });
    }
    expect(messageContent(lookupMessages(outcome('QLD_DEENERGISED', 'SUCCESS')).messages[0]!, opts).text).toContain(
      'electricity at your site is currently switched off',
    );
    expect(messageContent(lookupMessages(outcome('SOLAR_SETUP_UNKNOWN', 'SUCCESS')).messages[0]!, opts).text).toContain(
      'issue with the electricity meter',
    );
  });

  it('makes NMI_BLOCKED a closable error carrying the distributor, and words both variants', () => {
    const o = outcome('NMI_BLOCKED', 'SUCCESS', {
      electricity: {
        status: 'NMI_BLOCKED',
        plansCount: 0,
        nswRemoteDisconnected: true,
        distributor: { name: 'Ausgrid', phoneNumber: '131388' },
      },
    });
    const m = lookupMessages(o).messages[0]!;
    expect(m).toMatchObject({
      level: 'error',
      closable: true,
      parameters: {
        nswRemoteDisconnected: true,
        commercialIndustrial: false,
        hasGasPlans: true,
        distributor: { name: 'Ausgrid', phoneNumber: '131388' },
      },
    });
    expect(messageContent(m, opts).text).toBe(
      'Your electricity has been remotely disconnected. Please call your distributor Ausgrid on 131 388 to have it reconnected. You can still choose a gas plan.',
    );
    const meter = lookupMessages(outcome('NMI_BLOCKED', 'MIRN_NOT_FOUND')).messages[0]!;
    expect(messageContent(meter, opts).text).toBe(
      "We're unable to sign you up online because of the meter type. Please call us on 133 466.",
    );
  });

  it('makes REMOTE_METERING_RISK a closable error with its text', () => {
    const m = lookupMessages(outcome('REMOTE_METERING_RISK', 'SUCCESS')).messages[0]!;
    expect(m).toMatchObject({ level: 'error', closable: true });
    expect(messageContent(m, opts).text).toBe(REMOTE_METERING_TEXT);
  });

  it('makes NMI_NOT_FOUND and MIRN_NOT_FOUND closable warnings; the number is hidden with encryption', () => {
    const o = outcome('NMI_NOT_FOUND', 'MIRN_NOT_FOUND', {
      electricity: { status: 'NMI_NOT_FOUND', plansCount: 0, nmi: '4102000099' },
      gas: { status: 'MIRN_NOT_FOUND', plansCount: 0, mirn: '5240000009' },
    });
    const [nmi, mirn] = lookupMessages(o).messages;
    expect(nmi).toMatchObject({ code: 'NMI_NOT_FOUND', fuel: 'electricity', level: 'warning', closable: true });
    expect(mirn).toMatchObject({ code: 'MIRN_NOT_FOUND', fuel: 'gas', level: 'warning', closable: true });
    expect(messageContent(nmi!, opts).text).toBe(
      "Unfortunately we don't recognise the NMI entered (4102000099). You can enter your postcode instead to see the plans available in your area.",
    );
    expect(messageContent(mirn!, { ...opts, hideMeterNumbers: true }).text).toBe(
      "Unfortunately we don't recognise the MIRN entered. You can enter your postcode instead to see the plans available in your area.",
    );
  });

  it('flags INVALID_CUSTOMER_TYPE for the meter-detected flow and keeps it out of the table', () => {
    const r = lookupMessages(outcome('INVALID_CUSTOMER_TYPE', 'SUCCESS'));
    expect(r.invalidCustomerType).toBe(true);
    expect(isTableMessage(r.messages[0]!)).toBe(false);
  });

  it('raises a system error for SYSTEM_ERROR only when no other message exists', () => {
    expect(lookupMessages(outcome('SUCCESS', 'SYSTEM_ERROR')).systemError).toBe(true);
    expect(lookupMessages(outcome('NMI_NOT_FOUND', 'SYSTEM_ERROR')).systemError).toBe(false);
    expect(systemErrorMessage()).toEqual({
      code: 'SYSTEM_ERROR',
      fuel: 'both',
      level: 'error',
      visible: true,
      closable: false,
      parameters: {},
    });
    // "contact us" once, as the link that ends the sentence (spec 2 §8 'unexpected error... contact us').
    expect(messageContent(systemErrorMessage(), opts)).toEqual({
      text: 'Sorry, an unexpected error occurred. Please try again later or',
      link: { label: 'contact us', href: '/home/contact-us' },
      end: '.',
    });
  });

  it('makes a plan-load failure a closable warning with its status code', () => {
    const m = planLoadFailedMessage(500);
    expect(m).toMatchObject({ level: 'warning', closable: true, parameters: { status: 500 } });
    expect(messageContent(m, opts).text).toContain('error 500');
  });

  it('reports address-not-found and the solar detection error only for address lookups', () => {
    expect(lookupMessages(outcome('SUCCESS', 'ADDRESS_NOT_FOUND')).messages).toEqual([]);
    const byAddress = lookupMessages({
      ...outcome('SUCCESS', 'ADDRESS_NOT_FOUND'),
      by: 'address',
      electricity: { status: 'SUCCESS', plansCount: 3, accuracy: 'POSTCODE' },
    }).messages;
    expect(byAddress.map((m) => m.code)).toEqual(['ADDRESS_NOT_FOUND', 'SOLAR_DETECTION_ERROR']);
    expect(messageContent(byAddress[0]!, opts).text).toBe("Couldn't find your address - please try postcode");
    expect(messageContent(byAddress[1]!, opts).text).toBe(SOLAR_UNKNOWN_TEXT);
  });

  it('says address-not-found once when neither fuel found the address', () => {
    const both = lookupMessages(outcome('ADDRESS_NOT_FOUND', 'ADDRESS_NOT_FOUND', { by: 'address' })).messages.filter(
      (m) => m.code === 'ADDRESS_NOT_FOUND',
    );
    expect(both).toEqual([expect.objectContaining({ fuel: 'both', closable: true })]);
  });
});
