import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlanMessage } from '../../../src/domain/plans';
import { store } from '../../../src/store';
import { Messages } from '../../../widgets/plans-table/Messages';
import { renderInWidget } from '../render';
import { plan } from '../refine-bar/helpers';

/** The lookup's answer for a business meter found by a residential visitor (spec 2 §8: the meter-detected modal). */
const BUSINESS_METER: PlanMessage = {
  code: 'INVALID_CUSTOMER_TYPE',
  fuel: 'electricity',
  level: 'error',
  visible: true,
  closable: false,
  parameters: {},
};

function seed(): void {
  act(() => {
    store.getState().setCustomerType('RESIDENTIAL');
    store.getState().patch('plans', {
      loading: false,
      electricityPlans: [],
      gasPlans: [plan('G1')] as never,
      messages: [BUSINESS_METER],
    });
  });
}

describe('the plans table and a meter for the other customer type', () => {
  beforeAll(() => {
    if (!customElements.get('ea-refine-bar')) customElements.define('ea-refine-bar', class extends HTMLElement {});
  });
  afterEach(() => document.querySelectorAll('ea-refine-bar').forEach((e) => e.remove()));

  it("leaves it to the refine bar's meter-detected modal when the page has a refine bar", () => {
    document.body.append(document.createElement('ea-refine-bar'));
    renderInWidget(<Messages />);
    seed();
    expect(screen.queryByText(/We have detected a business meter/)).toBeNull();
  });

  it("says the modal's words with its button on a page without one (the moving page), instead of gas plans alone", () => {
    renderInWidget(<Messages />);
    seed();
    const text = screen.getByText(/We have detected a business meter at this address\. It is compatible only with business plans\./);
    expect(text.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'View business plans' })).toBeTruthy();
  });
});
