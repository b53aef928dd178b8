import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSharedLink } from '../../../../src/services/compare/share-open';
import { currentShareLink } from '../../../../src/services/compare/share-view';
import { applyUrl } from '../../../../src/services/page/url-state';
import { createEaStore, defaultData, type EaStore } from '../../../../src/store';
import { persistable } from '../../../../src/store/persistence';
import { loadSavedState } from '../../../../src/store/validate';
import { plan } from '../../domain/plans/plan-fixtures';

const FLEXI = 'FLEXI-AUSGRID-ENE1';
const BASIC = 'BASIC-AUSGRID-ENE2';
const TOTAL = 'TOTAL-AUSGRID-ENE3';

/** The lookup answers: plans shown, not loading. */
const showPlans = (target: EaStore, codes = [FLEXI, BASIC, TOTAL]): void =>
  target.getState().patch('plans', { loading: false, electricityPlans: codes.map((code) => plan({ code })) });

function pageStore(): EaStore {
  const target = createEaStore();
  target.getState().patch('refine', { fuelSelection: 'electricity' });
  target.getState().patch('plans', { loading: true });
  return target;
}

afterEach(() => vi.useRealTimers());

describe('opening a shared link', () => {
  it('selects the shared plan and compares the shared plans once the plans are shown', async () => {
    const target = pageStore();
    const opening = openSharedLink(target, `?postcode=2010&fuel=ele&elePlan=${BASIC}&compare=${FLEXI},${BASIC}`);
    // Nothing is selected before the plans are shown (the lookup would otherwise weigh a plan it does not know yet).
    await Promise.resolve();
    expect(target.getState().plans.selectedElectricityPlanCode).toBeNull();
    showPlans(target);
    const result = await opening;
    const { plans } = target.getState();
    expect(plans.selectedElectricityPlanCode).toBe(BASIC);
    expect(plans.compared).toEqual([FLEXI, BASIC]);
    expect(plans.sharedPlansDropped).toEqual([]);
    expect(result?.dropped).toEqual([]);
  });

  it('drops a plan no longer offered and names it for the note, keeping the rest; never an error', async () => {
    const target = pageStore();
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    showPlans(target, [FLEXI, BASIC]);
    await openSharedLink(target, `?elePlan=${TOTAL}&compare=${TOTAL},${FLEXI}`);
    const { plans } = target.getState();
    expect(plans.selectedElectricityPlanCode).toBeNull();
    expect(plans.compared).toEqual([FLEXI]);
    expect(plans.sharedPlansDropped).toEqual([TOTAL]);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps the compared plans the visitor had when the link names none, and the other fuel’s selection', async () => {
    const target = pageStore();
    target.getState().patch('plans', { compared: [FLEXI] });
    target.getState().selectPlan('gas', 'GAS-1');
    showPlans(target);
    await openSharedLink(target, `?elePlan=${TOTAL}`);
    expect(target.getState().plans.compared).toEqual([FLEXI]);
    expect(target.getState().plans.selectedElectricityPlanCode).toBe(TOTAL);
    expect(target.getState().plans.selectedGasPlanCode).toBe('GAS-1');
  });

  it('gives up quietly when no plans come (a lookup that keeps failing): nothing selected, no note', async () => {
    vi.useFakeTimers();
    const target = pageStore();
    const opening = openSharedLink(target, `?elePlan=${FLEXI}`, { timeoutMs: 1000 });
    target.getState().patch('plans', { loading: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await opening).toBeNull();
    expect(target.getState().plans.selectedElectricityPlanCode).toBeNull();
    expect(target.getState().plans.sharedPlansDropped).toEqual([]);
  });

  it('hostile links change nothing and do not throw', async () => {
    const target = pageStore();
    showPlans(target);
    for (const search of ['?elePlan=<script>', '?compare=,,,', '?elePlan=__proto__&compare=constructor', '%']) {
      await expect(openSharedLink(target, search)).resolves.not.toThrow();
    }
    expect(target.getState().plans.selectedElectricityPlanCode).toBeNull();
    expect(Object.getPrototypeOf(target.getState().plans)).toBe(Object.prototype);
  });
});

describe('the link of the page’s view', () => {
  it('opens the same view: location, fuel, usage, period, green option, selection and compared plans', async () => {
    const from = createEaStore();
    const s = from.getState();
    s.setPostcode('2010');
    s.patch('refine', {
      fuelSelection: 'electricity',
      estimatePeriod: 'MONTHLY',
      usageSelection: { electricity: { type: 'custom', value: 20 }, gas: { type: 'low' } },
    });
    s.patch('quote', { greenOption: 25 });
    s.selectPlan('electricity', BASIC);
    s.patch('plans', { compared: [FLEXI, BASIC] });
    const link = currentShareLink('https://shop.example/home/electricity-and-gas/plans?nmi=4102000000#/qualifier', from.getState());
    expect(link).toMatch(/^https:\/\/shop\.example\/home\/electricity-and-gas\/plans\?/);

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const to = pageStore();
    const search = new URL(link ?? '').search;
    await applyUrl(to, search);
    showPlans(to);
    await openSharedLink(to, search);
    const got = to.getState();
    expect(got.app.postcode).toBe('2010');
    expect(got.refine.estimatePeriod).toBe('MONTHLY');
    expect(got.refine.fuelSelection).toBe('electricity');
    expect(got.refine.usageSelection.electricity).toEqual({ type: 'custom', value: 20 });
    expect(got.quote.greenOption).toBe(25);
    expect(got.plans.selectedElectricityPlanCode).toBe(BASIC);
    expect(got.plans.compared).toEqual([FLEXI, BASIC]);
  });

  it('the compared plans are saved like the selection; the note about dropped plans is not', () => {
    const data = defaultData();
    data.plans.compared = [FLEXI];
    data.plans.sharedPlansDropped = [TOTAL];
    const saved = persistable(data) as { plans: Record<string, unknown> };
    expect(saved.plans['compared']).toEqual([FLEXI]);
    expect(saved.plans).not.toHaveProperty('sharedPlansDropped');
  });

  it('saved compared plans are read as plan keys only, at most three; a saved note is never restored', () => {
    const target = createEaStore();
    loadSavedState(target, { plans: { compared: [1, FLEXI, {}, BASIC, TOTAL, 'X'], sharedPlansDropped: [TOTAL] } });
    expect(target.getState().plans.compared).toEqual([FLEXI, BASIC, TOTAL]);
    expect(target.getState().plans.sharedPlansDropped).toEqual([]);
  });
});
