/**
 * Plan lookup (spec 2 §4 "Plan loading", §8): request, reconciliation, store writes. Latest lookup
 * wins. A lookup that says something (a fuel not SUCCESS, a solar detection error, a failure) loads
 * its messages and `ea:plan-load-failed` (./lookup-failures.ts) before its one store write.
 */
import { ApiHttpError, isAbort } from '../../api';
import { yieldToMain } from '../../api/slices';
import { lookupOffers, type LookupRequest, type LookupResponse } from '../../api/plans';
import { announceLocation, emit } from '../../bus';
import {
  addressLabel,
  isAustralianState,
  isOneOf,
  RATE_ACCURACIES,
  isValidPostcode,
  stateFromPostcode,
  type RateAccuracy,
  type SingleFuel,
} from '../../domain/shared';
import {
  displayStrategy,
  groupPlans,
  isCleanLookup,
  isDualFuelAvailable,
  planLoadFailedMessage,
  systemErrorMessage,
  UNEXPECTED_LOOKUP_RESPONSE,
  matchSelection,
  selectionAfterLookup,
  type Plan,
} from '../../domain/plans';
import { fuelAfterLookup, planFuelOptions, isFailedLookup } from '../../domain/refine';
import { put, store, type Address, type StoreState } from '../../store';
import { planCallAuth } from '../auth/access-token';
import { logWarning } from '../../log';
import type { LookupParams } from './lookup-params';

let seq = 0;
let controller: AbortController | null = null;
let applying = false;

/** Per fuel, the selected plan a lookup on "Get started" took out because it did not offer it (selectionAfterLookup). */
const takenOut: { electricity: string | null; gas: string | null } = { electricity: null, gas: null };

/** Forgets the plans lookups took out (the plans service stopping; tests). The fuel a lookup chose is the store's. */
export function forgetForcedFuel(): void {
  takenOut.electricity = null;
  takenOut.gas = null;
}

/** True while the service writes a lookup's results (its own writes are not changes to react to). */
export const isApplying = (): boolean => applying;

const accuracyOf = (value: string | null): RateAccuracy | null => (isOneOf(RATE_ACCURACIES, value) ? value : null);

/** The lookup request body (spec 2 §3) for the store's situation. */
export function lookupRequest(s: StoreState, params: LookupParams): LookupRequest {
  const body: LookupRequest = { customerType: s.app.customerType };
  if (params.by === 'postcode') body.postcode = params.postcode;
  if (params.by === 'nmi') body.nmi = params.nmi;
  if (params.by === 'mirn') body.mirn = params.mirn;
  if (params.by === 'address') {
    const { found: _f, label: _l, providerDescription: _p, ...address } = params.address;
    if (!address.unitNumber) delete address.unitNumber;
    body.address = address;
  }
  if (s.quote.campaignId) body.campaignId = s.quote.campaignId;
  if (s.plans.planQualifications.length) body.qualifications = [...s.plans.planQualifications];
  const { electricityAccountNumber, gasAccountNumber } = s.account;
  if (electricityAccountNumber || gasAccountNumber) {
    body.addCurrentPlan = true;
    if (electricityAccountNumber) body.electricityAccountNumber = electricityAccountNumber;
    if (gasAccountNumber) body.gasAccountNumber = gasAccountNumber;
  }
  return body;
}

/** Throws when a plan has a benchmark but its rewards have none (spec 2 §8). */
export function checkBenchmarks(res: LookupResponse): void {
  for (const plan of [...res.electricity.plans, ...res.gas.plans]) {
    if (plan.benchmark && !plan.rewards.benchmark) throw new Error(UNEXPECTED_LOOKUP_RESPONSE);
  }
}

type Failures = typeof import('./lookup-failures');

/**
 * The rules that turn an answer's statuses into messages; null when the chunk cannot load (the
 * network went with the lookup): the lookup still ends, with the SYSTEM_ERROR message.
 */
const loadFailures = (): Promise<Failures | null> =>
  import('./lookup-failures').catch((error: unknown) => {
    logWarning('plan lookup messages failed to load', error);
    return null;
  });

function emitFailure(status: string, params: LookupParams, fuels: readonly SingleFuel[]): void {
  for (const fuel of fuels) emit('ea:plan-load-failed', { status, params: { ...params }, fuel });
}

const always = (): boolean => true;

/**
 * Writes an answered lookup to the store in one update (plans, selections matched by code prefix,
 * fuel, messages, connection), in a task of its own (issue 21); one that says something first loads
 * its messages. Written only if `isLatest` still holds then.
 */
export async function applyLookup(res: LookupResponse, params: LookupParams, isLatest: () => boolean = always): Promise<void> {
  const clean = isCleanLookup({ electricity: res.electricity, gas: res.gas, by: params.by });
  const failures = clean ? null : await loadFailures();
  // The write (and the render it sets off) in a task of its own, apart from the answer's checks (issue 21).
  await yieldToMain();
  if (!isLatest()) return;
  const ele: Plan[] = res.electricity.plans;
  const gas: Plan[] = res.gas.plans;
  const groups = groupPlans(ele, gas);
  const dualFuel = isDualFuelAvailable(groups);
  const messages = failures ? failures.responseMessages(res, params) : clean ? [] : [systemErrorMessage()];
  const options = planFuelOptions(ele.length > 0, gas.length > 0, dualFuel);
  const postcode = res.postcode && isValidPostcode(res.postcode) ? res.postcode : null;
  const notServicedAddress = messages.find((m) => m.code === 'ADDRESS_NOT_SERVICED' && m.fuel !== 'both');
  const selection = (fuel: SingleFuel, code: string | null, plans: readonly Plan[]): string | null => {
    if (notServicedAddress?.fuel === fuel) return null;
    // A selection matched by its code prefix follows the new code; one that is gone stays for the plan-change flow to remove.
    return matchSelection(code, plans) ?? code;
  };

  // What the visitor had chosen, matched in the new plans: this lookup (an address not served) or the refine bar's
  // plan-change flow, as the write below reaches it, may take it out; the microtask below remembers it then.
  const before = store.getState().plans;
  const chosen = {
    electricity: matchSelection(before.selectedElectricityPlanCode, ele) ?? before.selectedElectricityPlanCode,
    gas: matchSelection(before.selectedGasPlanCode, gas) ?? before.selectedGasPlanCode,
  };

  applying = true;
  try {
    // One write of copies of the slices it changes (the store's updates are plain copies, see `put`).
    const now = store.getState();
    const p = { ...now.plans, disclaimers: { ...now.plans.disclaimers } };
    const c = { ...now.connection };
    const app = { ...now.app };
    const refine = { ...now.refine };
    let address = now.address;
    p.electricityPlans = ele;
    p.gasPlans = gas;
    p.currentPlanElectricity = res.electricity.currentPlan;
    p.currentPlanGas = res.gas.currentPlan;
    p.selectedElectricityPlanCode = selection('electricity', p.selectedElectricityPlanCode, ele);
    p.selectedGasPlanCode = selection('gas', p.selectedGasPlanCode, gas);
    p.messages = messages;
    p.electricityPlansAccuracy = accuracyOf(res.electricity.accuracy);
    p.gasPlansAccuracy = accuracyOf(res.gas.accuracy);
    p.displayStrategy = displayStrategy(app.journey, groups);
    p.dualFuelAvailable = dualFuel;
    p.installationMatchLevel = res.electricity.meterDetails?.installationMatchLevel ?? '';
    p.addressNotFound = false;
    p.loading = false;
    for (const d of res.disclaimers)
      if (d.key !== '__proto__') p.disclaimers[d.key] = { key: d.key, text: d.text, sharedKeys: d.sharedKeys };
    if (postcode && (ele.length || gas.length)) p.lastSuccessfulPostcode = postcode;
    const fuel = fuelAfterLookup(refine.fuelSelection, options, refine.forcedFuel);
    refine.fuelSelection = fuel.fuel;
    refine.forcedFuel = fuel.forced;

    const md = res.electricity.meterDetails;
    if (md) {
      c.electricityMeterDetails = {
        ...c.electricityMeterDetails,
        ...(md.pricingZone ? { pricingZone: md.pricingZone } : {}),
        ...(md.tariffType ? { tariffType: md.tariffType } : {}),
        ...(md.solarSetup ? { solarSetup: md.solarSetup } : {}),
        remoteMeteringRisk: md.remoteMeteringRisk,
      };
    }
    const dist = res.electricity.distributor;
    if (dist) c.electricityDistributor = { distributor: dist.name || dist.distributor, participantId: dist.participantId };
    if (res.electricity.frmp) c.frmp = res.electricity.frmp;
    if (res.gas.fro) c.fro = res.gas.fro;

    if (params.by !== 'postcode') {
      // Loading by address, NMI or MIRN stores what the response says (spec 2 §4).
      const found = res.address;
      if (found && found.postcode && isValidPostcode(found.postcode) && (found.streetName || found.id)) {
        const { unitNumber, ...rest } = found;
        const label = addressLabel(found, res.state);
        address = { ...rest, ...(unitNumber ? { unitNumber } : {}), ...(label ? { label } : {}), found: true } as Address;
        if (isAustralianState(res.state)) address.state = res.state;
        app.postcode = found.postcode;
      } else if (postcode) {
        refine.selectedLocationType = 'postcode';
        p.addressNotFound = params.by === 'address';
        app.postcode = postcode;
      }
      // An address's answer names its meters, or that it has none on file: the place before's NMI and MIRN are not
      // this address's (they were kept, shown in the summary and sent to checkout). An NMI or MIRN lookup keeps the
      // other fuel's number where its answer says nothing of it.
      if (res.electricity.nmi || params.by === 'address') c.nmi = res.electricity.nmi || '';
      if (res.gas.mirn || params.by === 'address') c.mirn = res.gas.mirn || '';
    } else {
      // A lookup by postcode: an NMI or MIRN from before belongs to another place (ours: the spec is silent).
      c.nmi = '';
      c.mirn = '';
    }
    // Slices whose fields are all as they were stay the same objects, so their subscribers are not told.
    const next = put(put(put(put(now, 'plans', p), 'connection', c), 'app', app), 'refine', refine);
    store.setState(address === now.address ? next : { ...next, address });
  } finally {
    applying = false;
  }

  // A selection the lookup no longer offers: the refine bar's plan-change flow removes it; without one, it goes here.
  // A lookup that failed outright (SYSTEM_ERROR and no plans) keeps the selections for the next one.
  // On "Get started" a plan taken out that way comes back when a later lookup offers it again (an address corrected).
  queueMicrotask(() => {
    const now = store.getState();
    if (isFailedLookup(now.plans)) return;
    const onQualifier = now.qualifier.entryServices !== null;
    let restored = false;
    for (const fuel of ['electricity', 'gas'] as const) {
      const current = fuel === 'electricity' ? now.plans.selectedElectricityPlanCode : now.plans.selectedGasPlanCode;
      // A fuel whose address is not served offers nothing to keep, whatever plans came for its postcode (selection()).
      const offered = notServicedAddress?.fuel === fuel ? [] : fuel === 'electricity' ? now.plans.electricityPlans : now.plans.gasPlans;
      // What is selected now (a shared link's plan, chosen since the write) is what is kept.
      const next = selectionAfterLookup({ selected: current, before: chosen[fuel], takenOut: takenOut[fuel] }, offered, onQualifier);
      takenOut[fuel] = next.takenOut;
      if (next.selected === current) continue;
      if (next.selected) {
        now.selectPlan(fuel, next.selected);
        restored = true;
      } else now.deselectPlan(fuel);
    }
    // The plan-change modal an earlier lookup left for the plans page (hidden on "Get started") no longer applies.
    const after = store.getState();
    const removed = after.refine.planChange?.removed ?? [];
    const stillOut = removed.some(
      (f) => (f === 'electricity' ? after.plans.selectedElectricityPlanCode : after.plans.selectedGasPlanCode) === null,
    );
    if (restored && after.refine.modal === 'planChange' && !stillOut) after.patch('refine', { modal: null, planChange: null });
  });

  if (postcode && params.by !== 'postcode') announceLocation(postcode, stateFromPostcode(postcode));
  for (const fuel of ['electricity', 'gas'] as const) if (res[fuel].status !== 'SUCCESS') emitFailure(res[fuel].status, params, [fuel]);
}

/** Writes a failed lookup: a closable warning with the HTTP status, or the non-closable SYSTEM_ERROR (spec 2 §8). */
export function applyFailure(error: unknown, params: LookupParams): void {
  const message = error instanceof ApiHttpError ? planLoadFailedMessage(error.status) : systemErrorMessage();
  applying = true;
  try {
    store.getState().patch('plans', {
      electricityPlans: [],
      gasPlans: [],
      currentPlanElectricity: null,
      currentPlanGas: null,
      messages: [message],
      loading: false,
    });
  } finally {
    applying = false;
  }
  emitFailure(error instanceof ApiHttpError ? String(error.status) : 'SYSTEM_ERROR', params, ['electricity', 'gas']);
}

/** Runs a lookup; a newer one cancels it (a cancelled lookup keeps the loading flag: the newer one owns it). */
export async function loadPlans(params: LookupParams): Promise<void> {
  const id = ++seq;
  controller?.abort();
  const own = new AbortController();
  controller = own;
  const s = store.getState();
  const body = lookupRequest(s, params);
  if (!s.plans.loading) s.patch('plans', { loading: true });
  try {
    // The request goes in a task of its own: the press that asked for these plans (an address chosen)
    // paints first, and a page's start-up task does not also pay for sending it (issue 21).
    await yieldToMain();
    if (id !== seq) return;
    const res = await lookupOffers(body, { signal: own.signal, ...(await planCallAuth(s)) });
    if (id !== seq) return;
    checkBenchmarks(res);
    await applyLookup(res, params, () => id === seq);
  } catch (error) {
    if (id !== seq || isAbort(error)) return;
    logWarning('plan lookup failed', error);
    applyFailure(error, params);
  } finally {
    if (controller === own) controller = null;
  }
}

/** Cancels the lookup in flight (the last plans widget left the page). */
export function cancelLookup(): void {
  seq++;
  controller?.abort();
  controller = null;
  if (store.getState().plans.loading) store.getState().patch('plans', { loading: false });
}
