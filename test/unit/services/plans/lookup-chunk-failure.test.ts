import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../../host-demo/api/app';
import { configureApi } from '../../../../src/api';
import { loadPlans, stopPlansService } from '../../../../src/services/plans';
import { store } from '../../../../src/store';

// The network went with the lookup: the lazily loaded message rules cannot be fetched either.
vi.mock('../../../../src/services/plans/lookup-failures', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const s = () => store.getState();

beforeEach(() => {
  configureApi({ fetch: createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-test.json` }), retries: 0 });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => stopPlansService());

describe('plan lookup when its message rules cannot load', () => {
  it('still ends the lookup with SYSTEM_ERROR, the plans it has and ea:plan-load-failed for the fuel that failed', async () => {
    const failed: unknown[] = [];
    const listener = (e: Event) => failed.push((e as CustomEvent).detail);
    window.addEventListener('ea:plan-load-failed', listener);
    await loadPlans({ by: 'postcode', postcode: '4000' });
    window.removeEventListener('ea:plan-load-failed', listener);
    expect(s().plans.loading).toBe(false);
    expect(s().plans.messages).toMatchObject([{ code: 'SYSTEM_ERROR', level: 'error', closable: false }]);
    expect(s().plans.electricityPlans.length).toBeGreaterThan(0);
    expect(failed).toEqual([{ status: 'POSTCODE_NOT_SERVICED', params: { by: 'postcode', postcode: '4000' }, fuel: 'gas' }]);
  });

  it('a failed request needs no rules to load: its message and events come at once', async () => {
    const failed: unknown[] = [];
    const listener = (e: Event) => failed.push((e as CustomEvent).detail);
    window.addEventListener('ea:plan-load-failed', listener);
    await loadPlans({ by: 'postcode', postcode: '2002' });
    window.removeEventListener('ea:plan-load-failed', listener);
    expect(s().plans.messages).toMatchObject([{ code: 'PLAN_LOAD_FAILED', level: 'warning', closable: true, parameters: { status: 500 } }]);
    expect(failed).toHaveLength(2);
  });

  it('a clean lookup is not affected', async () => {
    await loadPlans({ by: 'postcode', postcode: '2000' });
    expect(s().plans.messages).toEqual([]);
    expect(s().plans.electricityPlans.length).toBeGreaterThan(5);
  });
});
