import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlanMessage } from '../../../src/domain/plans';
import { store } from '../../../src/store';
import { Messages } from '../../../widgets/plans-table/Messages';
import { renderInWidget } from '../render';
import { plan } from '../refine-bar/helpers';

/** The lookup's answer for a Queensland meter known to be off (spec 2 §8's words, as the lookup builds them). */
const SWITCHED_OFF: PlanMessage = {
  code: 'QLD_DEENERGISED',
  fuel: 'electricity',
  level: 'error',
  visible: true,
  closable: false,
  parameters: {},
};
/** Postcode 4000 has no gas: the lookup's other message at 100 Queen Street. */
const NO_GAS: PlanMessage = {
  code: 'POSTCODE_NOT_SERVICED',
  fuel: 'gas',
  level: 'warning',
  visible: true,
  closable: true,
  parameters: { postcode: '4000' },
};
const QUEEN_STREET = {
  id: 'ADR-0004',
  streetNumber: '100',
  streetName: 'Queen Street',
  suburb: 'Brisbane City',
  postcode: '4000',
  state: 'QLD' as const,
};

function seed(gasPlans: number): void {
  act(() => {
    store.getState().setAddress({ ...QUEEN_STREET, label: '100 Queen Street, Brisbane City QLD 4000', found: true });
    store.getState().patch('plans', {
      loading: false,
      electricityPlans: [],
      gasPlans: Array.from({ length: gasPlans }, (_, i) => plan(`G${i}`)) as never,
      messages: gasPlans ? [SWITCHED_OFF] : [SWITCHED_OFF, NO_GAS],
    });
  });
}

const saysSwitchedOff = () => screen.queryAllByText(/currently switched off/).length;
const saysNoGas = () => screen.queryAllByText(/we don't supply energy to postcode 4000/).length;

describe("the plans table's Queensland switched-off message beside the moving shell", () => {
  beforeAll(() => {
    if (!customElements.get('ea-moving-home')) customElements.define('ea-moving-home', class extends HTMLElement {});
  });
  afterEach(() => document.querySelectorAll('ea-moving-home').forEach((e) => e.remove()));

  it("is left to the shell when the shell says it (no plans of either fuel at the address), with the lookup's other messages", () => {
    document.body.append(document.createElement('ea-moving-home'));
    renderInWidget(<Messages />);
    seed(0);
    expect(saysSwitchedOff()).toBe(0);
    // Gas's "we don't supply energy to postcode 4000" contradicted the shell's "contact our team": one message, the shell's.
    expect(saysNoGas()).toBe(0);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('is said when the address has plans of the other fuel (the shell shows its date picker, not the message)', () => {
    document.body.append(document.createElement('ea-moving-home'));
    renderInWidget(<Messages />);
    seed(2);
    expect(saysSwitchedOff()).toBe(1);
  });

  it("is said on a page without the moving shell, with the lookup's other messages", () => {
    renderInWidget(<Messages />);
    seed(0);
    expect(saysSwitchedOff()).toBe(1);
    expect(saysNoGas()).toBe(1);
  });
});
