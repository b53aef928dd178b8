import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboundEventsApplied } from '../../../src/bus';
import { planLoadFailedMessage } from '../../../src/domain/plans';
import { store, type PlanRecord } from '../../../src/store';
import { dialog, mountBar } from './helpers';

// Start-up has applied the saved state: the bar is enabled and listens to host events from its first render.
vi.mock('../../../src/services/page/startup', () => import('./startup-applied'));

const s = () => store.getState();

afterEach(() => {
  vi.useRealTimers();
});

describe('reset estimates modal', () => {
  it('Confirm resets estimates and opens the refine modal; Cancel closes', async () => {
    mountBar();
    act(() => {
      s().setCustomerUsage('electricity', 4562.5);
      s().patch('refine', { modal: 'reset' });
    });
    const d = within(await dialog('Reset cost estimates'));
    expect(d.getByText('Confirm to reset all current cost estimates.')).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Cancel' }));
    expect(s().refine.modal).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refine your estimate' }));
    fireEvent.click(within(await dialog('Reset cost estimates')).getByRole('button', { name: 'Confirm' }));
    expect(await dialog('Refine your estimate')).toBeTruthy();
    expect(s().refine.customerData.electricity).toBeNull();
  });
});

describe('meter detected modal', () => {
  it('opens on an INVALID_CUSTOMER_TYPE lookup message, with content overrides', async () => {
    mountBar({ 'meter-detected-text': 'Business meter here.', 'meter-detected-button': 'Go to business' });
    act(() => s().addMessage({ code: 'INVALID_CUSTOMER_TYPE', fuel: 'electricity', level: 'error', visible: true }));
    const d = within(await dialog('Meter detected'));
    expect(d.getByText('Business meter here.')).toBeTruthy();
    expect(d.getByRole('button', { name: 'Go to business' })).toBeTruthy();
  });

  it('hides the button with the hide-button flag', async () => {
    mountBar({ 'meter-detected-hide-button': '' });
    act(() => s().patch('refine', { modal: 'meterDetected' }));
    const d = within(await dialog('Meter detected'));
    expect(d.queryByRole('button')).toBeNull();
    expect(d.getByText(/Monday to Friday 8am to 6.30pm/)).toBeTruthy();
  });
});

describe('plan change modal', () => {
  it('"Plan Unavailable" with Select new plan and, when a plan was kept, Continue', async () => {
    mountBar();
    act(() => s().patch('refine', { modal: 'planChange', planChange: { removed: ['electricity'], kept: true, unavailableFuel: null } }));
    const d = within(await dialog('Plan Unavailable'));
    expect(d.getByRole('button', { name: 'Select new plan' })).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Continue' }));
    expect(s().refine.modal).toBeNull();
  });

  it('"Gas Unavailable" when switching fuel; no Continue when nothing was kept', async () => {
    mountBar();
    act(() => s().patch('refine', { modal: 'planChange', planChange: { removed: ['gas'], kept: false, unavailableFuel: 'gas' } }));
    const d = within(await dialog('Gas Unavailable'));
    expect(
      d.getByText(
        'We are unable to provide gas for the address you have specified. If you would like to connect electricity, please select a new plan.',
      ),
    ).toBeTruthy();
    act(() => s().patch('refine', { planChange: { removed: ['electricity'], kept: false, unavailableFuel: null } }));
    expect(within(await dialog('Plan Unavailable')).queryByRole('button', { name: 'Continue' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Select new plan' }));
    expect(s().refine.modal).toBeNull();
  });
});

describe('plan change modal: Select new plan goes back to the plans', () => {
  it('with adobe_experience = DG69917 in session storage it goes back in history; otherwise to the root route', async () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    try {
      mountBar();
      location.hash = '#/qualifier';
      act(() => s().patch('refine', { modal: 'planChange', planChange: { removed: ['electricity'], kept: false, unavailableFuel: null } }));
      fireEvent.click(within(await dialog('Plan Unavailable')).getByRole('button', { name: 'Select new plan' }));
      expect(back).not.toHaveBeenCalled();
      expect(location.hash).toBe('#/');
      sessionStorage.setItem('adobe_experience', 'DG69917');
      location.hash = '#/qualifier';
      act(() => s().patch('refine', { modal: 'planChange', planChange: { removed: ['electricity'], kept: false, unavailableFuel: null } }));
      fireEvent.click(within(await dialog('Plan Unavailable')).getByRole('button', { name: 'Select new plan' }));
      expect(back).toHaveBeenCalledTimes(1);
      expect(location.hash).toBe('#/qualifier');
      expect(s().refine.modal).toBeNull();
    } finally {
      back.mockRestore();
      sessionStorage.removeItem('adobe_experience');
      location.hash = '';
    }
  });
});

describe('a reload that no longer offers the selected plan (spec 2 §4 reconciliation)', () => {
  const plan = (code: string) => ({ code }) as unknown as PlanRecord;
  const withSelection = (): void =>
    act(() => {
      s().patch('plans', { electricityPlans: [plan('A-1')], gasPlans: [], messages: [] });
      s().selectPlan('electricity', 'A-1');
    });

  it('keeps the selection, without a modal, when the lookup failed outright (a passing server error)', async () => {
    mountBar();
    withSelection();
    act(() => s().patch('plans', { electricityPlans: [], gasPlans: [], messages: [planLoadFailedMessage(500)] }));
    await new Promise((r) => setTimeout(r, 50));
    expect(s().plans.selectedElectricityPlanCode).toBe('A-1');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The next answered lookup reconciles against it as usual.
    act(() => s().patch('plans', { electricityPlans: [plan('B-1')], gasPlans: [], messages: [] }));
    expect(await dialog('Plan Unavailable')).toBeTruthy();
    expect(s().plans.selectedElectricityPlanCode).toBeNull();
  });

  it('clears the selection quietly when the answered lookup has no plans at all (not a campaign)', async () => {
    mountBar();
    withSelection();
    act(() =>
      s().patch('plans', {
        electricityPlans: [],
        gasPlans: [],
        messages: [{ code: 'POSTCODE_NOT_SERVICED', fuel: 'both', level: 'warning', visible: true, closable: true, parameters: {} }],
      }),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(s().plans.selectedElectricityPlanCode).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while the visitor is in the refine modal: what they typed stays, and "Plan Unavailable" shows as it closes', async () => {
    mountBar();
    withSelection();
    fireEvent.click(screen.getByRole('button', { name: 'Refine your estimate' }));
    fireEvent.click(within(await dialog('Refine your estimate')).getByRole('button', { name: 'Enter usage' }));
    const input = within(await dialog('Enter usage')).getByRole('textbox', { name: 'Electricity daily usage (kWh)' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12.5' } });
    // A host's location update: the new place's plans no longer offer the selected plan.
    act(() => s().patch('plans', { electricityPlans: [plan('B-1')], gasPlans: [], messages: [] }));
    expect(s().plans.selectedElectricityPlanCode).toBeNull();
    const d = within(await dialog('Enter usage'));
    expect((d.getByRole('textbox', { name: 'Electricity daily usage (kWh)' }) as HTMLInputElement).value).toBe('12.5');
    expect(screen.queryByRole('dialog', { name: 'Plan Unavailable' })).toBeNull();
    fireEvent.click(d.getByRole('button', { name: 'Apply' }));
    expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 12.5 });
    expect(within(await dialog('Plan Unavailable')).getByRole('button', { name: 'Select new plan' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Enter usage' })).toBeNull();
  });

  it('records it as unavailable in a campaign even without new plans', async () => {
    mountBar();
    withSelection();
    act(() => {
      s().patch('app', { journey: 'CAMPAIGN' });
      s().patch('plans', { electricityPlans: [], gasPlans: [], messages: [] });
    });
    expect(await dialog('Plan Unavailable')).toBeTruthy();
  });
});

describe('usage selection modal', () => {
  it('opens from the help button with Low / Medium / High / Custom / Average rows', async () => {
    mountBar();
    act(() => {
      s().patch('app', { sourceSystem: 'EQ' });
      s().patch('refine', { usageBands: { electricity: { low: 8, medium: 14, high: 22, benchmark: 16.44 }, gas: {} } });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Help me choose my electricity usage' }));
    const d = within(await dialog('Update your electricity estimate* by selecting a matching usage.'));
    expect(d.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['low', 'medium', 'high', 'custom', 'benchmark']);
    expect(d.getByText('8.00 kWh')).toBeTruthy();
    expect(d.getByRole('columnheader', { name: 'Washing' })).toBeTruthy();
    fireEvent.click(d.getByRole('radio', { name: 'High' }));
    fireEvent.click(d.getByRole('button', { name: 'Apply' }));
    expect(s().refine.usageSelection.electricity).toEqual({ type: 'high' });
  });

  it('Tab passing through the custom field keeps the choice, and Tab from the last control wraps inside the dialog', async () => {
    mountBar();
    act(() => {
      s().patch('app', { sourceSystem: 'EQ' });
      s().patch('refine', { usageBands: { electricity: { low: 8, medium: 14, high: 22, benchmark: 16.44 }, gas: {} } });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Help me choose my electricity usage' }));
    const dialogEl = await dialog('Update your electricity estimate* by selecting a matching usage.');
    const d = within(dialogEl);
    const field = d.getByRole('textbox', { name: /Electricity daily usage/ });
    act(() => field.focus());
    expect((d.getByRole('radio', { name: 'Average' }) as HTMLInputElement).checked).toBe(true);
    expect((d.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(false);
    // Custom chosen (Apply waits for a value): the field is the last control Tab stops at (the unchecked
    // radios are skipped), and Tab from it goes back to the first, not out to the page.
    fireEvent.click(d.getByRole('radio', { name: 'Custom' }));
    act(() => field.focus());
    fireEvent.keyDown(field, { key: 'Tab' });
    expect(document.activeElement).toBe(d.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(field);
  });

  it('keeps its table semantics when stacked on a narrow screen: explicit roles and read cell labels', async () => {
    mountBar();
    act(() => {
      s().patch('app', { sourceSystem: 'EQ' });
      s().patch('refine', { usageBands: { electricity: { low: 8, medium: 14, high: 22, benchmark: 16.44 }, gas: {} } });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Help me choose my electricity usage' }));
    const d = within(await dialog(/Update your electricity estimate/));
    const table = d.getByRole('table');
    // display: block (modals.css, narrow) drops implicit table roles in WebKit: each element states its role.
    expect(table.getAttribute('role')).toBe('table');
    for (const group of table.querySelectorAll('thead, tbody')) expect(group.getAttribute('role')).toBe('rowgroup');
    for (const row of table.querySelectorAll('tr')) expect(row.getAttribute('role')).toBe('row');
    for (const th of table.querySelectorAll('thead th')) expect(th.getAttribute('role')).toBe('columnheader');
    for (const th of table.querySelectorAll('tbody th')) expect(th.getAttribute('role')).toBe('rowheader');
    for (const td of table.querySelectorAll('td')) expect(td.getAttribute('role')).toBe('cell');
    const low = d.getAllByRole('row').find((r) => within(r).queryByRole('radio', { name: 'Low' }));
    expect(low).toBeTruthy();
    expect(within(low!).getByRole('rowheader').textContent).toBe('Low');
    expect(
      within(low!)
        .getAllByRole('cell')
        .map((c) => [c.dataset['label'], c.textContent]),
    ).toEqual([
      ['Daily usage', '8.00 kWh'],
      ['Bedrooms', '1-2'],
      ['People', '1-2'],
      ['Washing', '1-2 loads a week'],
    ]);
    expect(d.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Usage', 'Daily usage', 'Bedrooms', 'People', 'Washing']);
    // The stacked cells' labels are read (no empty alternative text after a slash).
    const css = readFileSync('widgets/refine-bar/modals/modals.css', 'utf8');
    const before = css.match(/\.rb-usage-table td::before \{([^}]*)\}/)?.[1] ?? '';
    expect(before).toContain('content: attr(data-label)');
    expect(before).not.toMatch(/content:[^;]*\//);
    const results = await axe.run(table, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('custom needs a value above 0, clamps to the maximum and shows the example bill', async () => {
    mountBar();
    act(() => s().patch('app', { sourceSystem: 'EQ' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Help me choose my gas usage' }));
    const d = within(await dialog('Update your gas estimate* by selecting a matching usage.'));
    expect(d.getByRole('columnheader', { name: 'Cooking' })).toBeTruthy();
    fireEvent.click(d.getByRole('radio', { name: 'Custom' }));
    expect((d.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    expect(d.getByRole('img', { name: 'Example gas bill' })).toBeTruthy();
    vi.useFakeTimers();
    const field = d.getByRole('textbox', { name: 'Gas daily usage (MJ)' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '30000' } });
    act(() => vi.advanceTimersByTime(500));
    expect(field.value).toBe('27398');
    fireEvent.click(d.getByRole('button', { name: 'Apply' }));
    expect(s().refine.usageSelection.gas).toEqual({ type: 'custom', value: 27398 });
  });

  describe('custom input, checked after 500 ms without typing (spec 2 §5)', () => {
    const MAX_TEXT = 'This is not an official quote. Electricity daily usage must not exceed 499.99 kWh.';
    const INVALID_TEXT = 'Please enter a number above 0, for example 12.5.';

    async function openCustom() {
      mountBar();
      act(() => s().patch('app', { sourceSystem: 'EQ' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Help me choose my electricity usage' }));
      const d = within(await dialog(/Update your electricity estimate/));
      fireEvent.click(d.getByRole('radio', { name: 'Custom' }));
      vi.useFakeTimers();
      const field = d.getByRole('textbox', { name: 'Electricity daily usage (kWh)' }) as HTMLInputElement;
      const type = (value: string) => fireEvent.change(field, { target: { value } });
      const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
      const apply = d.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
      return { d, field, type, wait, apply };
    }

    it('keeps what is typed until the pause, then clamps above the maximum with the maximum text', async () => {
      const { d, field, type, wait } = await openCustom();
      type('5');
      wait(300);
      type('50');
      wait(300);
      type('500');
      wait(499);
      expect(field.value).toBe('500');
      expect(d.queryByRole('status')).toBeNull();
      wait(1);
      expect(field.value).toBe('499.99');
      expect(d.getByRole('status').textContent).toBe(MAX_TEXT);
      expect(field.getAttribute('aria-describedby')).toBe(d.getByRole('status').id);
      // The clamped value settling does not take the text away; a value within the range does.
      wait(1000);
      expect(d.getByRole('status').textContent).toBe(MAX_TEXT);
      type('49');
      wait(500);
      expect(field.value).toBe('49');
      expect(d.queryByRole('status')).toBeNull();
      expect(field.hasAttribute('aria-describedby')).toBe(false);
    });

    it('clears a value that is not a number after the pause (Apply stays disabled)', async () => {
      const { d, field, type, wait, apply } = await openCustom();
      type('abc');
      wait(100);
      expect(field.value).toBe('abc');
      expect(apply.disabled).toBe(true);
      expect(d.queryByRole('status')).toBeNull();
      wait(400);
      expect(field.value).toBe('');
      expect(apply.disabled).toBe(true);
      // Why the value went and Apply stays unavailable, linked to the field.
      expect(d.getByRole('status').textContent).toBe(INVALID_TEXT);
      expect(field.getAttribute('aria-describedby')).toBe(d.getByRole('status').id);
      // A value that applies takes the text away as it is typed.
      type('12');
      expect(d.queryByRole('status')).toBeNull();
      expect(field.hasAttribute('aria-describedby')).toBe(false);
      expect(apply.disabled).toBe(false);
    });

    it('says why a 0 cannot apply, after the pause', async () => {
      const { d, field, type, wait, apply } = await openCustom();
      type('0');
      wait(499);
      expect(d.queryByRole('status')).toBeNull();
      wait(1);
      expect(field.value).toBe('0');
      expect(apply.disabled).toBe(true);
      expect(d.getByRole('status').textContent).toBe(INVALID_TEXT);
    });

    it('clamps a negative value to 0 after the pause', async () => {
      const { d, field, type, wait, apply } = await openCustom();
      type('-');
      wait(100);
      type('-5');
      expect(field.value).toBe('-5');
      wait(500);
      expect(field.value).toBe('0');
      expect(apply.disabled).toBe(true);
      expect(d.getByRole('status').textContent).toBe(INVALID_TEXT);
    });

    it('Apply within the pause uses the value as it will settle', async () => {
      const { type, wait, apply } = await openCustom();
      type('600');
      wait(200);
      fireEvent.click(apply);
      expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 499.99 });
      expect(screen.queryByRole('dialog')).toBeNull();
      wait(1000);
      expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 499.99 });
    });

    it('Apply within the pause takes the last value typed', async () => {
      const { type, wait, apply } = await openCustom();
      type('1');
      wait(100);
      type('12.5');
      fireEvent.click(apply);
      expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 12.5 });
    });
  });

  describe('offers and keeps the usage in use (docs/decisions/refine-bar.md: the usage in use is always named)', () => {
    it("a host's customer usage (ea:refine) shows as Customer data with its daily figure, and Apply keeps it", async () => {
      mountBar();
      act(() => s().patch('app', { sourceSystem: 'EQ' }));
      await act(async () => {
        window.dispatchEvent(new CustomEvent('ea:refine', { detail: { electricityUsage: { type: 'customer', value: 9.5 } } }));
        await inboundEventsApplied();
      });
      expect(s().refine.usageSelection.electricity).toEqual({ type: 'customer', value: 9.5 });
      fireEvent.click(await screen.findByRole('button', { name: 'Help me choose my electricity usage' }));
      const d = within(await dialog(/Update your electricity estimate/));
      const customer = d.getByRole('radio', { name: 'Customer data' }) as HTMLInputElement;
      expect(customer.checked).toBe(true);
      expect(d.getByText('9.50 kWh')).toBeTruthy();
      fireEvent.click(d.getByRole('button', { name: 'Apply' }));
      expect(s().refine.usageSelection.electricity).toEqual({ type: 'customer', value: 9.5 });
    });

    it('a custom amount in the plan-switch journey shows as Custom with its amount, and Apply keeps it', async () => {
      mountBar();
      act(() => {
        s().patch('app', { sourceSystem: 'MA', journey: 'PLAN_SWITCH' });
        s().patch('refine', { usageSelection: { electricity: { type: 'custom', value: 12.3 }, gas: { type: 'benchmark' } } });
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Help me choose my electricity usage' }));
      const d = within(await dialog(/Update your electricity estimate/));
      expect(d.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['custom', 'benchmark']);
      expect((d.getByRole('radio', { name: 'Custom' }) as HTMLInputElement).checked).toBe(true);
      expect((d.getByRole('textbox', { name: 'Electricity daily usage (kWh)' }) as HTMLInputElement).value).toBe('12.3');
      fireEvent.click(d.getByRole('button', { name: 'Apply' }));
      expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 12.3 });
    });
  });

  it('offers only Average and Customer data in the plan-switch journey', async () => {
    mountBar();
    act(() => {
      s().patch('app', { sourceSystem: 'MA', journey: 'PLAN_SWITCH' });
      s().setCustomerUsage('electricity', 3650);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Help me choose my electricity usage' }));
    const d = within(await dialog(/Update your electricity estimate/));
    expect(d.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['benchmark', 'customer']);
  });
});
