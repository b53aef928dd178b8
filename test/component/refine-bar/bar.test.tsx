import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { store } from '../../../src/store';
import { mountBar, plan } from './helpers';

// Start-up has applied the saved state: the bar is enabled and listens to host events from its first render.
vi.mock('../../../src/services/page/startup', () => import('./startup-applied'));

const s = () => store.getState();

describe('<ea-refine-bar> bar', () => {
  it('offers the fuels that have plans under "I\'m looking for"', () => {
    mountBar();
    const select = screen.getByRole('combobox', { name: "I'm looking for" });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['electricity and gas', 'electricity only', 'gas only']);
    fireEvent.change(select, { target: { value: 'gas' } });
    expect(s().refine.fuelSelection).toBe('gas');
  });

  it('choosing one fuel takes the other fuel\'s plan out of the cart; "electricity and gas" keeps both', () => {
    mountBar();
    act(() => {
      s().patch('refine', { fuelSelection: 'electricity' });
      s().selectPlan('electricity', 'E1');
      s().selectPlan('gas', 'G1');
    });
    const select = screen.getByRole('combobox', { name: "I'm looking for" });
    fireEvent.change(select, { target: { value: 'both' } });
    expect(s().refine.fuelSelection).toBe('both');
    expect([s().plans.selectedElectricityPlanCode, s().plans.selectedGasPlanCode]).toEqual(['E1', 'G1']);
    fireEvent.change(select, { target: { value: 'electricity' } });
    expect([s().plans.selectedElectricityPlanCode, s().plans.selectedGasPlanCode]).toEqual(['E1', null]);
    act(() => s().selectPlan('gas', 'G1'));
    fireEvent.change(select, { target: { value: 'gas' } });
    expect([s().plans.selectedElectricityPlanCode, s().plans.selectedGasPlanCode]).toEqual([null, 'G1']);
  });

  it('offers "electricity and gas" only when dual fuel is available', () => {
    mountBar();
    act(() => s().patch('plans', { dualFuelAvailable: false }));
    const select = screen.getByRole('combobox', { name: "I'm looking for" });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['electricity only', 'gas only']);
  });

  it('shows "{Fuel} plans" when only one fuel has plans', () => {
    mountBar({}, { plans: false });
    act(() => s().patch('plans', { electricityPlans: [], gasPlans: [plan('G1')] }));
    expect(screen.getByRole('heading', { name: 'Gas plans' })).toBeTruthy();
  });

  it('disables every refine option while plans load', () => {
    mountBar();
    act(() => s().patch('plans', { loading: true }));
    expect((screen.getByRole('combobox', { name: "I'm looking for" }) as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Estimate costs' }) as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Refine your estimate' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => s().patch('plans', { loading: false }));
    expect((screen.getByRole('combobox', { name: 'Estimate costs' }) as HTMLSelectElement).disabled).toBe(false);
  });

  it('hidden on "Get started", leaves its options as they were shown while a lookup runs behind it; shown again, follows it', () => {
    mountBar();
    const go = (hash: string) =>
      act(() => {
        location.hash = hash;
        dispatchEvent(new HashChangeEvent('hashchange'));
      });
    const fuel = () => screen.getByRole('combobox', { name: "I'm looking for", hidden: true }) as HTMLSelectElement;
    go('#/qualifier');
    act(() => s().patch('plans', { loading: true }));
    expect(fuel().disabled).toBe(false);
    go('');
    expect(fuel().disabled).toBe(true);
    act(() => s().patch('plans', { loading: false }));
    expect(fuel().disabled).toBe(false);
  });

  it('disables the green option when electricity is not selected', () => {
    mountBar();
    act(() => s().patch('refine', { fuelSelection: 'gas' }));
    expect((screen.getByRole('combobox', { name: 'Green energy' }) as HTMLSelectElement).disabled).toBe(true);
  });

  it('writes the period and green option to the store', async () => {
    mountBar();
    fireEvent.change(screen.getByRole('combobox', { name: 'Estimate costs' }), { target: { value: 'MONTHLY' } });
    expect(s().refine.estimatePeriod).toBe('MONTHLY');
    const green = screen.getByRole('combobox', { name: 'Green energy' });
    await waitFor(() =>
      expect(
        within(green)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('10%'),
    );
    fireEvent.change(green, { target: { value: '10' } });
    expect(s().quote).toMatchObject({ greenOption: 10, isGreenPowerOptIn: true });
    expect(screen.getByText(/includes 10% GreenPower/)).toBeTruthy();
  });

  it('summarises the estimate basis with Change (a fuel without its band shows the label alone)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      mountBar();
      act(() => s().patch('refine', { usageBands: { electricity: { benchmark: 16.44 }, gas: {} } }));
      // The gas band never comes: the line is shown after the first-load hold.
      act(() => void vi.advanceTimersByTime(3000));
    } finally {
      vi.useRealTimers();
    }
    expect(
      screen.getByText('Estimate based on: Electricity usage - Average (16.44 kWh a day), Gas usage - Average at a annual cost.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change estimate' }));
    expect(s().refine.modal).toBe('refine');
  });

  it('holds the summary line (text hidden, space kept) on first load until the plans and usage bands are in', () => {
    mountBar({}, { plans: false });
    const summary = () => screen.getByText(/^Estimate based on:/).closest('p');
    act(() => s().patch('plans', { loading: true }));
    expect(summary()?.classList.contains('rb-summary--held')).toBe(true);
    // Plans found for electricity only: its band is still missing.
    act(() => s().patch('plans', { loading: false, electricityPlans: [plan('E1')] }));
    expect(summary()?.classList.contains('rb-summary--held')).toBe(true);
    // While held the line keeps its first text, so its height does not follow intermediate texts.
    const first = summary()?.textContent;
    act(() => s().patch('refine', { usageBands: { electricity: {}, gas: { benchmark: 50 } } }));
    expect(summary()?.textContent).toBe(first);
    act(() => s().patch('refine', { usageBands: { electricity: { benchmark: 16.44 }, gas: {} } }));
    expect(summary()?.classList.contains('rb-summary--held')).toBe(false);
    expect(summary()?.textContent).toContain('Electricity usage - Average (16.44 kWh a day)');
    // Held once only: a later reload leaves it shown.
    act(() => s().patch('plans', { loading: true }));
    expect(summary()?.classList.contains('rb-summary--held')).toBe(false);
  });

  it('shows the summary after 3 s when plans or bands never come', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      mountBar({}, { plans: false });
      const summary = () => screen.getByText(/^Estimate based on:/).closest('p');
      expect(summary()?.classList.contains('rb-summary--held')).toBe(true);
      act(() => void vi.advanceTimersByTime(2999));
      expect(summary()?.classList.contains('rb-summary--held')).toBe(true);
      act(() => void vi.advanceTimersByTime(1));
      expect(summary()?.classList.contains('rb-summary--held')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the distributor for electricity and the solar indicator with its tooltip', () => {
    mountBar();
    act(() => {
      s().patch('connection', { electricityDistributor: { distributor: 'Ausgrid' }, electricityMeterDetails: { solarSetup: 'DETECTED' } });
    });
    expect(screen.getByText('Your electricity distributor is Ausgrid')).toBeTruthy();
    const solar = screen.getByRole('button', { name: /Solar/ });
    expect(solar.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(solar);
    expect(screen.getByRole('tooltip').textContent).toBe('We have detected solar at this address.');
    act(() => s().patch('refine', { fuelSelection: 'gas' }));
    expect(screen.queryByText('Your electricity distributor is Ausgrid')).toBeNull();
  });

  it('hides the location when customer usage data exists', () => {
    mountBar();
    expect(screen.getByRole('radio', { name: 'Address' })).toBeTruthy();
    act(() => s().setCustomerUsage('electricity', 3650));
    expect(screen.queryByRole('radio', { name: 'Address' })).toBeNull();
  });

  it('shows the service address with Change (reset) and the NMI / MIRN unless encrypted', () => {
    mountBar();
    act(() => {
      s().setAddress({ postcode: '2000', label: '1 Martin Place, Sydney NSW 2000' });
      s().patch('connection', { nmi: '4102000000', mirn: '5240000000' });
    });
    expect(screen.getByText('Service address:')).toBeTruthy();
    expect(screen.getByText('NMI: 4102000000')).toBeTruthy();
    expect(screen.getByText('MIRN: 5240000000')).toBeTruthy();
    act(() => s().patch('app', { featureToggles: { ...s().app.featureToggles, nmiMirnEncryption: true } }));
    expect(screen.queryByText('NMI: 4102000000')).toBeNull();
    // Two 'Change' buttons, each named for what it changes; both start with the word shown.
    expect(screen.getAllByRole('button', { name: /^Change/ }).map((b) => b.textContent)).toEqual([
      'Change estimate',
      'Change service address',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Change service address' }));
    expect(s().refine.modal).toBe('reset');
  });

  it('toggles All features / Key features when the key-features toggle is on', () => {
    mountBar();
    expect(screen.queryByRole('button', { name: 'Key features' })).toBeNull();
    act(() => s().patch('app', { featureToggles: { ...s().app.featureToggles, keyFeaturesToggle: true } }));
    fireEvent.click(screen.getByRole('button', { name: 'Key features' }));
    expect(s().refine.planFeaturesToggle).not.toBe('all');
    expect(screen.getByRole('button', { name: 'Key features' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'All features' }));
    expect(s().refine.planFeaturesToggle).toBe('all');
  });

  it('shows usage filters only for the quote tool and My Account plan switch', async () => {
    mountBar();
    expect(screen.queryByRole('combobox', { name: 'Electricity usage' })).toBeNull();
    act(() => s().patch('app', { sourceSystem: 'EQ' }));
    expect(await screen.findByRole('combobox', { name: 'Electricity usage' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'NMI' })).toBeTruthy();
  });

  it('usage filters: custom usage is clamped and applied; Apply writes the NMI', async () => {
    mountBar();
    act(() => s().patch('app', { sourceSystem: 'EQ' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Electricity usage' }), { target: { value: 'custom' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Electricity daily usage (kWh)' }), { target: { value: '600' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'NMI' }), { target: { value: '4102000007' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 499.99 });
    expect(s().connection.nmi).toBe('4102000007');
    expect((screen.getByRole('textbox', { name: 'Electricity daily usage (kWh)' }) as HTMLInputElement).value).toBe('499.99');
  });

  it('usage filters name the usage in use when it came from elsewhere (not "Average")', async () => {
    mountBar();
    act(() => {
      s().patch('app', { sourceSystem: 'MA', journey: 'PLAN_SWITCH' });
      s().patch('refine', { usageSelection: { electricity: { type: 'custom', value: 12.3 }, gas: { type: 'benchmark' } } });
    });
    const select = (await screen.findByRole('combobox', { name: 'Electricity usage' })) as HTMLSelectElement;
    expect(select.value).toBe('custom');
    expect(select.selectedOptions[0]?.textContent).toBe('Custom');
  });

  it('usage filters: gas usage is disabled when gas is not selected', async () => {
    mountBar();
    act(() => s().patch('app', { sourceSystem: 'EQ' }));
    await screen.findByRole('combobox', { name: 'Gas usage' });
    act(() => s().patch('refine', { fuelSelection: 'electricity' }));
    expect((screen.getByRole('combobox', { name: 'Gas usage' }) as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Electricity usage' }) as HTMLSelectElement).disabled).toBe(false);
  });
});
