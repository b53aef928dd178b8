import { describe, expect, it } from 'vitest';
import { lookupRetryCode, messageContent } from '../../../../src/domain/plans/plan-message-texts';
import { planLoadFailedMessage, systemErrorMessage, type PlanMessage } from '../../../../src/domain/plans';

const plans = (messages: PlanMessage[], count = 0) => ({ electricityPlans: Array.from({ length: count }), gasPlans: [], messages });

describe("'Try again' under a failed lookup", () => {
  it('is offered on the failure message of a lookup that failed outright', () => {
    expect(lookupRetryCode(plans([planLoadFailedMessage(500)]))).toBe('PLAN_LOAD_FAILED');
    expect(lookupRetryCode(plans([systemErrorMessage()]))).toBe('SYSTEM_ERROR');
  });

  it('is not offered when the lookup brought plans, or said something else', () => {
    expect(lookupRetryCode(plans([systemErrorMessage()], 2))).toBeNull();
    expect(
      lookupRetryCode(
        plans([{ code: 'POSTCODE_NOT_SERVICED', fuel: 'both', level: 'error', visible: true, closable: true, parameters: {} }]),
      ),
    ).toBeNull();
    expect(lookupRetryCode(plans([]))).toBeNull();
  });
});

describe('the words of a plans message (spec 2 §8)', () => {
  const opts = { contactHref: '/business/contact-us', plansHref: '/business/plans', hideMeterNumbers: false };
  const message = (code: string, parameters: Record<string, unknown> = {}, fuel: PlanMessage['fuel'] = 'both'): PlanMessage => ({
    code,
    fuel,
    level: 'warning',
    visible: true,
    parameters,
  });

  it('links a postcode not serviced to the contact page of the customer type', () => {
    expect(messageContent(message('POSTCODE_NOT_SERVICED', { postcode: '0870' }), opts)).toEqual({
      text: "Unfortunately we don't supply energy to postcode 0870.",
      link: { label: 'Contact us', href: '/business/contact-us' },
    });
  });

  it('links an offer not available here to the plans page', () => {
    expect(messageContent(message('CAMPAIGN_NOT_SERVICED'), opts)).toEqual({
      text: 'This offer is not available at your location.',
      link: { label: 'Compare plans', href: '/business/plans' },
    });
  });

  it('adds the note about the one fuel supplied, or shows only the note for a short message', () => {
    const ergon = messageContent(message('ERGON_NOT_SERVICED', { postcode: '4870', otherFuel: 'gas' }), opts);
    expect(ergon.text).toBe("We don't supply electricity in the Ergon Energy network area.");
    expect(ergon.note).toBe('Please note: at postcode 4870, we only supply gas.');
    expect(messageContent(message('ERGON_NOT_SERVICED', { postcode: '4870', otherFuel: 'gas', full: false }), opts)).toEqual({
      text: 'Please note: at postcode 4870, we only supply gas.',
    });
  });

  it('names the HTTP status of a plan-load failure', () => {
    expect(messageContent(planLoadFailedMessage(502), opts).text).toBe(
      "We couldn't load your plans just now (error 502). Please try again.",
    );
  });

  it('words a code it does not know as an unexpected error whose "contact us" is the link', () => {
    expect(messageContent(message('SOMETHING_NEW'), opts)).toEqual({
      text: 'Sorry, an unexpected error occurred. Please try again later or',
      link: { label: 'contact us', href: '/business/contact-us' },
      end: '.',
    });
  });
});
