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
      messages: [SWITCHED_OFF],
    });
  });
}

const saysSwitchedOff = () => screen.queryAllByText(/currently switched off/).length;

describe("the plans table's Queensland switched-off message beside the moving shell", () => {
  beforeAll(() => {
    if (!customElements.get('ea-moving-home')) customElements.define('ea-moving-home', class extends HTMLElement {});
  });
  afterEach(() => document.querySelectorAll('ea-moving-home').forEach((e) => e.remove()));

  it('is left to the shell when the shell says it (no plans of either fuel at the address)', () => {
    document.body.append(document.createElement('ea-moving-home'));
    renderInWidget(<Messages />);
    seed(0);
    expect(saysSwitchedOff()).toBe(0);
  });

  it('is said when the address has plans of the other fuel (the shell shows its date picker, not the message)', () => {
    document.body.append(document.createElement('ea-moving-home'));
    renderInWidget(<Messages />);
    seed(2);
    expect(saysSwitchedOff()).toBe(1);
  });

  it('is said on a page without the moving shell', () => {
    renderInWidget(<Messages />);
    seed(0);
    expect(saysSwitchedOff()).toBe(1);
  });
});
