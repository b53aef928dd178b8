import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../../host-demo/api/app';
import { configureApi } from '../../../../src/api';
import * as v from 'valibot';
import { LookupResponseSchema, lookupOffers, PLAN_PATHS } from '../../../../src/api/plans';
import { applyLookup, loadPlans, lookupRequest, stopPlansService } from '../../../../src/services/plans';
import { dataOf, restoreStored, store } from '../../../../src/store';

const s = () => store.getState();

beforeEach(() => {
  configureApi({ fetch: createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-test.json` }), retries: 0 });
});
afterEach(() => stopPlansService());

describe('plan lookup service (spec 2 §4, §8)', () => {
  it('loads plans for a postcode, stores disclaimers, accuracy, distributor and dual-fuel availability', async () => {
    await loadPlans({ by: 'postcode', postcode: '2000' });
    const p = s().plans;
    expect(p.loading).toBe(false);
    expect(p.electricityPlans.length).toBeGreaterThan(5);
    expect(p.gasPlans.length).toBe(3);
    expect(p.messages).toEqual([]);
    expect(p.dualFuelAvailable).toBe(true);
    expect(p.displayStrategy).toBe('grouped');
    expect(p.electricityPlansAccuracy).toBe('POSTCODE');
    expect(p.lastSuccessfulPostcode).toBe('2000');
    expect(Object.keys(p.disclaimers)).toContain('plans.estimate');
    expect(s().connection.electricityDistributor).toEqual({ distributor: 'Ausgrid', participantId: 'ENERGYAUST' });
    expect(s().connection.electricityMeterDetails.pricingZone).toBe('AUSGRID');
  });

  it('sets the loading flag from start to end', async () => {
    const seen: boolean[] = [];
    const off = store.subscribe((x) => seen.push(x.plans.loading));
    await loadPlans({ by: 'postcode', postcode: '2000' });
    off();
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
  });

  it('sends the request after the task that asked (loading shows at once), and only the latest of two asked together', async () => {
    const base = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-test.json` });
    const sent: string[] = [];
    configureApi({
      retries: 0,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname.endsWith('/offers/lookup'))
          sent.push(((await request.clone().json()) as { postcode: string }).postcode);
        return base(request);
      },
    });
    const first = loadPlans({ by: 'postcode', postcode: '2000' });
    const second = loadPlans({ by: 'postcode', postcode: '2600' });
    expect(s().plans.loading).toBe(true);
    await Promise.resolve();
    expect(sent).toEqual([]);
    await Promise.all([first, second]);
    expect(sent).toEqual(['2600']);
    expect(s().plans.lastSuccessfulPostcode).toBe('2600');
  });

  it('stores what an NMI lookup says (postcode, NMI) and switches the location to postcode', async () => {
    await loadPlans({ by: 'nmi', nmi: '4102000000' });
    expect(s().app.postcode).toBe('2000');
    expect(s().connection.nmi).toBe('4102000000');
    expect(s().refine.selectedLocationType).toBe('postcode');
    expect(s().plans.electricityPlansAccuracy).toBe('NMI');
  });

  it('stores the address, NMI and MIRN an address lookup finds', async () => {
    await loadPlans({
      by: 'address',
      address: { id: 'ADR-0001', postcode: '2000', streetNumber: '1', streetName: 'Martin Place', suburb: 'Sydney', unitNumber: '' },
    });
    expect(s().plans.electricityPlans.length).toBeGreaterThan(0);
    expect(s().address).toMatchObject({ id: 'ADR-0001', streetName: 'Martin Place', postcode: '2000', found: true });
    expect(s().connection.nmi).toBe('4102000000');
    expect(s().connection.mirn).toBe('5240000000');
    expect(s().plans.electricityPlansAccuracy).toBe('NMI');
  });

  it("an address with no meter on file forgets the NMI and MIRN of the address looked up before (they are not this address's)", async () => {
    await loadPlans({
      by: 'address',
      address: { id: 'ADR-0001', postcode: '2000', streetNumber: '1', streetName: 'Martin Place', suburb: 'Sydney', unitNumber: '' },
    });
    expect(s().connection).toMatchObject({ nmi: '4102000000', mirn: '5240000000' });
    await loadPlans({
      by: 'address',
      address: {
        id: 'ADR-0017',
        postcode: '4000',
        streetNumber: '12',
        streetName: 'Albert Street',
        suburb: 'Brisbane City',
        unitNumber: '',
      },
    });
    expect(s().address).toMatchObject({ id: 'ADR-0017', streetName: 'Albert Street' });
    expect(s().connection).toMatchObject({ nmi: '', mirn: '' });
  });

  it('labels a found address from its parts when the answer gives no label (the service address line reads it)', async () => {
    const params = {
      by: 'address',
      address: { id: 'ADR-0001', postcode: '2000', streetNumber: '1', streetName: 'Martin Place', suburb: 'Sydney', unitNumber: '' },
    } as const;
    const res = await lookupOffers(lookupRequest(s(), params));
    const { label: _label, ...unlabelled } = res.address ?? {};
    // The state comes beside the address, as spec 2 §7 gives it; null parts read as absent.
    const { state: _state, ...stateless } = unlabelled;
    await applyLookup(
      {
        ...res,
        state: 'NSW',
        address: { ...stateless, unitNumber: undefined, streetNumber: '1', streetName: 'Martin Place', suburb: 'Sydney', postcode: '2000' },
      },
      params,
    );
    expect(s().address.label).toBe('1 Martin Place, Sydney NSW 2000');
  });

  it('reads null address parts in a lookup answer as absent (the answer is not refused)', async () => {
    const raw = await createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-test.json` })(
      `http://localhost${PLAN_PATHS.lookup}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          lookupRequest(s(), {
            by: 'address',
            address: { id: 'ADR-0001', postcode: '2000', streetNumber: '1', streetName: 'Martin Place', suburb: 'Sydney' },
          }),
        ),
      },
    ).then((r) => r.json() as Promise<Record<string, unknown>>);
    const address = { ...(raw['address'] as object), label: null, unitNumber: null, streetNumber: null };
    const parsed = v.safeParse(LookupResponseSchema, { ...raw, address });
    expect(parsed.success).toBe(true);
    expect(parsed.success && parsed.output.address).toMatchObject({
      label: undefined,
      unitNumber: undefined,
      streetNumber: undefined,
      postcode: '2000',
    });
  });

  it('turns statuses into messages and dispatches ea:plan-load-failed', async () => {
    const failed: unknown[] = [];
    const listener = (e: Event) => failed.push((e as CustomEvent).detail);
    window.addEventListener('ea:plan-load-failed', listener);
    await loadPlans({ by: 'postcode', postcode: '4000' });
    window.removeEventListener('ea:plan-load-failed', listener);
    expect(s().plans.messages).toMatchObject([{ code: 'POSTCODE_NOT_SERVICED', fuel: 'gas', level: 'warning', closable: true }]);
    expect(failed).toEqual([{ status: 'POSTCODE_NOT_SERVICED', params: { by: 'postcode', postcode: '4000' }, fuel: 'gas' }]);
  });

  it("writes a lookup's plans, its messages and the end of loading in one update", async () => {
    await loadPlans({ by: 'postcode', postcode: '2000' });
    const seen: { loading: boolean; codes: string[]; plans: number }[] = [];
    const off = store.subscribe((x) =>
      seen.push({ loading: x.plans.loading, codes: x.plans.messages.map((m) => m.code), plans: x.plans.electricityPlans.length }),
    );
    await loadPlans({ by: 'postcode', postcode: '2880' });
    off();
    expect(seen.filter((x) => !x.loading)).toEqual([{ loading: false, codes: ['POSTCODE_NOT_SERVICED'], plans: 0 }]);
  });

  it('writes a lookup only while it is still the latest when its turn comes (a task of its own, issue 21), clean or not', async () => {
    await loadPlans({ by: 'postcode', postcode: '2000' });
    const before = s().plans;
    const body = { customerType: 'RESIDENTIAL' as const };
    const notServiced = await lookupOffers({ ...body, postcode: '2880' });
    await applyLookup(notServiced, { by: 'postcode', postcode: '2880' }, () => false);
    expect(s().plans).toBe(before);
    const clean = await lookupOffers({ ...body, postcode: '5000' });
    // Overtaken before its write: nothing of it is written.
    let latest = true;
    const overtaken = applyLookup(clean, { by: 'postcode', postcode: '5000' }, () => latest);
    latest = false;
    await overtaken;
    expect(s().plans).toBe(before);
    await applyLookup(clean, { by: 'postcode', postcode: '5000' });
    expect(s().plans.electricityPlans).toBe(clean.electricity.plans);
  });

  it('switches a fuel selection that is no longer available to the first available fuel', async () => {
    s().patch('refine', { fuelSelection: 'gas' });
    await loadPlans({ by: 'postcode', postcode: '4000' });
    expect(s().refine.fuelSelection).toBe('electricity');
  });

  it("gives the visitor's fuel back once a later lookup offers it (4000, no gas, then 3000), unless they chose since", async () => {
    s().patch('refine', { fuelSelection: 'both' });
    await loadPlans({ by: 'postcode', postcode: '4000' });
    expect(s().refine.fuelSelection).toBe('electricity');
    await loadPlans({ by: 'postcode', postcode: '3000' });
    expect(s().refine.fuelSelection).toBe('both');
    // Chosen by the visitor after the switch: it stands.
    await loadPlans({ by: 'postcode', postcode: '4000' });
    s().patch('refine', { fuelSelection: 'gas' });
    await loadPlans({ by: 'postcode', postcode: '3000' });
    expect(s().refine.fuelSelection).toBe('gas');
  });

  it('gives it back on the next page too: the fuel chosen for the visitor is saved with theirs', async () => {
    s().patch('refine', { fuelSelection: 'both' });
    await loadPlans({ by: 'postcode', postcode: '4000' });
    expect(s().refine.fuelSelection).toBe('electricity');
    // The next page: the plans service begins again from the saved state.
    const saved: unknown = JSON.parse(JSON.stringify(dataOf(s())));
    stopPlansService();
    s().patch('refine', { forcedFuel: null });
    restoreStored(store, saved);
    expect(s().refine.forcedFuel).toEqual({ from: 'both', to: 'electricity' });
    await loadPlans({ by: 'postcode', postcode: '5000' });
    expect(s().refine.fuelSelection).toBe('both');
    expect(s().refine.forcedFuel).toBeNull();
  });

  it('shows a closable warning with the status for an HTTP failure, and SYSTEM_ERROR for a wrong shape', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadPlans({ by: 'postcode', postcode: '2002' });
    expect(s().plans.messages).toMatchObject([{ code: 'PLAN_LOAD_FAILED', level: 'warning', closable: true, parameters: { status: 500 } }]);
    await loadPlans({ by: 'postcode', postcode: '2005' });
    expect(s().plans.messages).toMatchObject([{ code: 'SYSTEM_ERROR', fuel: 'both', level: 'error', closable: false }]);
    expect(s().plans.electricityPlans).toEqual([]);
  });

  it('keeps the selected plans through a lookup that failed outright (HTTP error, or SYSTEM_ERROR with no plans)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadPlans({ by: 'postcode', postcode: '2000' });
    const code = s().plans.electricityPlans[0]?.code ?? '';
    s().selectPlan('electricity', code);
    await loadPlans({ by: 'postcode', postcode: '2002' });
    await new Promise((r) => setTimeout(r, 0));
    expect(s().plans.selectedElectricityPlanCode).toBe(code);
    const answered = await lookupOffers({ customerType: 'RESIDENTIAL', postcode: '2001' });
    const failed = {
      ...answered,
      electricity: { ...answered.electricity, status: 'SYSTEM_ERROR', plans: [] },
      gas: { ...answered.gas, status: 'SYSTEM_ERROR', plans: [] },
    };
    await applyLookup(failed, { by: 'postcode', postcode: '2001' });
    await new Promise((r) => setTimeout(r, 0));
    expect(s().plans.messages.map((m) => m.code)).toEqual(['SYSTEM_ERROR']);
    expect(s().plans.selectedElectricityPlanCode).toBe(code);
    // An answered lookup without it clears it.
    await loadPlans({ by: 'postcode', postcode: '3000' });
    await new Promise((r) => setTimeout(r, 0));
    expect(s().plans.selectedElectricityPlanCode).not.toBe(code);
  });

  it('raises SYSTEM_ERROR when a fuel says SYSTEM_ERROR and nothing else was said', async () => {
    await loadPlans({ by: 'postcode', postcode: '2001' });
    expect(s().plans.messages.map((m) => m.code)).toEqual(['SYSTEM_ERROR']);
  });

  it('uses only the latest lookup', async () => {
    const first = loadPlans({ by: 'postcode', postcode: '3000' });
    const second = loadPlans({ by: 'postcode', postcode: '2000' });
    await Promise.all([first, second]);
    expect(s().plans.electricityPlans[0]?.code).toMatch(/AUSGRID/);
  });

  it('keeps a selection matched by code prefix across networks', async () => {
    await loadPlans({ by: 'postcode', postcode: '2000' });
    const flexi = s().plans.electricityPlans.find((p) => p.code.startsWith('FLEXI-'))!;
    s().selectPlan('electricity', flexi.code);
    await loadPlans({ by: 'postcode', postcode: '5000' });
    expect(s().plans.selectedElectricityPlanCode).toMatch(/^FLEXI-/);
    expect(s().plans.selectedElectricityPlanCode).not.toBe(flexi.code);
  });

  it('on "Get started", a plan a lookup took out comes back when a later lookup offers it again (an address corrected)', async () => {
    await loadPlans({ by: 'postcode', postcode: '2000' });
    const flexi = s().plans.electricityPlans.find((p) => p.code.startsWith('FLEXI-'))!;
    s().selectPlan('electricity', flexi.code);
    s().patch('qualifier', { entryServices: 'electricity' });
    await loadPlans({ by: 'postcode', postcode: '0800' });
    await vi.waitFor(() => expect(s().plans.selectedElectricityPlanCode).toBeNull());
    await loadPlans({ by: 'postcode', postcode: '2000' });
    await vi.waitFor(() => expect(s().plans.selectedElectricityPlanCode).toBe(flexi.code));
  });

  it('on "Get started", an electricity plan an address not served took out comes back at a corrected address, and the plan-change note goes', async () => {
    const martin = { id: 'ADR-0001', postcode: '2000', streetNumber: '1', streetName: 'Martin Place', suburb: 'Sydney', unitNumber: '' };
    const hickson = {
      id: 'ADR-0007',
      postcode: '2000',
      streetNumber: '9',
      streetName: 'Hickson Road',
      suburb: 'Dawes Point',
      unitNumber: '',
    };
    await loadPlans({ by: 'address', address: martin });
    const flexi = s().plans.electricityPlans.find((p) => p.code.startsWith('FLEXI-'))!;
    s().selectPlan('electricity', flexi.code);
    s().patch('qualifier', { entryServices: 'electricity' });
    await loadPlans({ by: 'address', address: hickson });
    await vi.waitFor(() => expect(s().plans.selectedElectricityPlanCode).toBeNull());
    // As the (hidden) refine bar's plan-change flow would have left it for the plans page.
    s().patch('refine', { modal: 'planChange', planChange: { removed: ['electricity'], kept: false, unavailableFuel: null } });
    await loadPlans({ by: 'address', address: martin });
    await vi.waitFor(() => expect(s().plans.selectedElectricityPlanCode).toBe(flexi.code));
    expect(s().refine.modal).toBeNull();
  });

  it('elsewhere a plan a lookup took out stays out', async () => {
    await loadPlans({ by: 'postcode', postcode: '2000' });
    const flexi = s().plans.electricityPlans.find((p) => p.code.startsWith('FLEXI-'))!;
    s().selectPlan('electricity', flexi.code);
    await loadPlans({ by: 'postcode', postcode: '0800' });
    await vi.waitFor(() => expect(s().plans.selectedElectricityPlanCode).toBeNull());
    await loadPlans({ by: 'postcode', postcode: '2000' });
    await new Promise((r) => setTimeout(r, 0));
    expect(s().plans.selectedElectricityPlanCode).toBeNull();
  });

  it('refuses a plan with a benchmark whose rewards have none', async () => {
    const { checkBenchmarks } = await import('../../../../src/services/plans/lookup');
    const res = { electricity: { plans: [{ benchmark: { type: 'X' }, rewards: { benchmark: null } }] }, gas: { plans: [] } };
    expect(() => checkBenchmarks(res as never)).toThrow('Unexpected offer lookup response');
    expect(applyLookup).toBeTypeOf('function');
  });
});

describe('lookup request and triggers', () => {
  it('builds the request with current plans when account numbers exist', () => {
    s().patch('account', { electricityAccountNumber: '1000000001' });
    s().patch('quote', { campaignId: 'CAMP' });
    expect(lookupRequest(s(), { by: 'postcode', postcode: '2000' })).toEqual({
      customerType: 'RESIDENTIAL',
      postcode: '2000',
      campaignId: 'CAMP',
      addCurrentPlan: true,
      electricityAccountNumber: '1000000001',
    });
    expect(
      lookupRequest(s(), { by: 'address', address: { postcode: '2000', streetName: 'Martin Place', unitNumber: '', label: 'x' } }).address,
    ).toEqual({ postcode: '2000', streetName: 'Martin Place' });
  });
});
