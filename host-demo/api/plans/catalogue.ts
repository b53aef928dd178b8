import { sourcePlans } from '../data/source';
import { electricityBands, gasBands } from '../data/usage-bands';
import { priceTariff, round2 } from '../engine/estimate';
import { businessElectricityPlans } from './business';
import { residentialElectricityPlan } from './electricity';
import { familyInfo } from './families';
import { gasPlans } from './gas';
import type { Benchmark, CustomerType, Plan, PricedPlan, StateCode } from './types';

/** Display order of families (offer codes); others sort after, as the cart does with index 99. */
const OFFER_ORDER = [
  'FLEXI',
  'HOME365',
  'BALMC',
  'P365MC',
  'BALCN',
  'P365CN',
  'BALRC',
  'P365RC',
  'BALTP',
  'P365TP',
  'RATEFIX',
  'SOLARMAX',
  'SENIORS',
  'STANDING',
  'SOLSHARE',
  'BBAL',
  'BFLEXI',
  'BRATEFIX',
  'BSTANDING',
];

const orderOf = (p: PricedPlan): number => {
  const code = p.plan.offerCode.replace(/^G(?=[A-Z])/, '');
  const i = OFFER_ORDER.indexOf(code);
  return i < 0 ? 99 : i;
};

/** Newest version first: EME ids end in E<version>; higher numeric plan ids are newer. */
const versionOf = (id: string): number => Number(/(\d+)/.exec(id)?.[1] ?? 0) * 1000 + Number(/E(\d+)@/.exec(id)?.[1] ?? 0);

export interface Catalogue {
  byId: Map<string, PricedPlan>;
  electricity: PricedPlan[];
  gas: PricedPlan[];
}

function benchmarkFor(p: PricedPlan, all: readonly PricedPlan[], state: StateCode): Benchmark {
  const isEle = p.tariff.fuel === 'ELE';
  const name = state === 'VIC' ? 'Victorian Default Offer' : 'reference price';
  const zone = p.plan.code.split('-')[1] ?? '';
  const bands = isEle ? electricityBands(p.plan.customerType, zone) : gasBands(p.plan.customerType, state);
  const daily = bands?.benchmark ?? 0;
  const annualUsage = round2(daily * 365);
  const credit = p.tariff.discounts.some((d) => d.kind === 'payOnTime') ? 'CONDITIONAL' : 'UNCONDITIONAL';
  if (!isEle || daily === 0) {
    return { type: 'NONE', name, estimate: null, comparisonPercent: null, annualUsage, referencePrice: null, creditCondition: credit };
  }
  const standing = all.find(
    (q) =>
      q.tariff.fuel === 'ELE' &&
      q.plan.planType === 'STANDING' &&
      q.plan.customerType === p.plan.customerType &&
      q.plan.code.split('-')[1] === zone &&
      !q.variant.timeOfUse &&
      !q.variant.controlledLoad &&
      /^(STANDING|BSTANDING)$/.test(q.plan.offerCode),
  );
  const estimate = priceTariff(p.tariff, { dailyUsage: daily, days: 365 }).value;
  // The reference price is proxied by the network's single-rate standing offer, which
  // the DMO/VDO caps: a standing offer is priced at (or under) the reference price.
  const referencePrice = standing ? Math.round(priceTariff(standing.tariff, { dailyUsage: daily, days: 365 }).value) : null;
  return {
    type: p.plan.planType === 'STANDING' ? 'REGULAR_REFERENCE' : 'MARKET_REFERENCE',
    name,
    estimate: Math.round(estimate),
    comparisonPercent: referencePrice ? Math.round(((estimate - referencePrice) / referencePrice) * 100) : null,
    annualUsage,
    referencePrice,
    creditCondition: credit,
  };
}

function stateOfPlan(p: Plan): StateCode {
  const zoneState: Record<string, StateCode> = {
    AUSGRID: 'NSW',
    ENDEAVOUR: 'NSW',
    ESSENTIAL: 'NSW',
    EVOENERGY: 'ACT',
    ENERGEX: 'QLD',
    SAPN: 'SA',
    CITIPOWER: 'VIC',
    JEMENA: 'VIC',
    POWERCOR: 'VIC',
    UNITED: 'VIC',
    AUSNET: 'VIC',
    GASNSW: 'NSW',
    GASACT: 'ACT',
    GASVIC: 'VIC',
    GASSA: 'SA',
  };
  return zoneState[p.code.split('-')[1] ?? ''] ?? 'NSW';
}

let cache: Catalogue | undefined;

/** Every plan the API serves, built once from the published data and the synthetic gas/business sets. */
export function catalogue(): Catalogue {
  if (cache) return cache;
  const source = sourcePlans();
  const electricity = [
    ...source.map(residentialElectricityPlan).filter((p): p is PricedPlan => p !== undefined),
    ...businessElectricityPlans(source),
  ];
  const gas = gasPlans();
  const all = [...electricity, ...gas];
  for (const p of all) {
    const b = benchmarkFor(p, all, stateOfPlan(p.plan));
    p.plan.benchmark = b;
    p.plan.rewards.benchmark = b;
  }
  cache = { byId: new Map(all.map((p) => [p.plan.id, p])), electricity, gas };
  return cache;
}

export interface MeterShape {
  timeOfUse: boolean;
  controlledLoad: boolean;
  solar: boolean;
}

export interface Selection {
  customerType: CustomerType;
  includeStanding?: boolean;
  /** Every variant of every family (postcode 2010: the page under load). */
  allVariants?: boolean;
  /** Variants that fit this meter; default: single rate, no controlled load. */
  meter?: MeterShape;
}

function pickVariants(candidates: readonly PricedPlan[], sel: Selection): PricedPlan[] {
  const pool = candidates.filter(
    (p) => p.plan.customerType === sel.customerType && (sel.includeStanding || sel.allVariants || p.plan.planType === 'MARKET'),
  );
  if (sel.allVariants) return [...pool].sort((a, b) => orderOf(a) - orderOf(b));
  const meter = sel.meter ?? { timeOfUse: false, controlledLoad: false, solar: true };
  const byFamily = new Map<string, PricedPlan[]>();
  for (const p of pool) {
    if (p.variant.solarRequired && !meter.solar) continue;
    byFamily.set(p.variant.family, [...(byFamily.get(p.variant.family) ?? []), p]);
  }
  const chosen: PricedPlan[] = [];
  for (const variants of byFamily.values()) {
    const fits = (tou: boolean, cl: boolean): PricedPlan[] =>
      variants
        .filter((v) => v.variant.timeOfUse === tou && v.variant.controlledLoad === cl)
        .sort((a, b) => versionOf(b.plan.id) - versionOf(a.plan.id));
    const best = fits(meter.timeOfUse, meter.controlledLoad)[0] ?? fits(false, false)[0];
    if (best) chosen.push(best);
  }
  return chosen.sort((a, b) => orderOf(a) - orderOf(b) || a.plan.name.localeCompare(b.plan.name));
}

/** Electricity plans of a network zone for a selection. */
export function electricityPlansFor(zone: string, sel: Selection): Plan[] {
  const candidates = catalogue().electricity.filter((p) => p.plan.code.split('-')[1] === zone);
  return pickVariants(candidates, sel).map((p) => p.plan);
}

/** Gas plans of a state's network. */
export function gasPlansFor(state: StateCode, sel: Selection): Plan[] {
  const candidates = catalogue().gas.filter((p) => p.plan.code.split('-')[1] === `GAS${state}`);
  return pickVariants(candidates, { ...sel, meter: { timeOfUse: false, controlledLoad: false, solar: false } }).map((p) => p.plan);
}

/** The plan a customer is on now: the network's single-rate standing offer. */
export function currentPlanFor(fuel: 'ELE' | 'GAS', zoneOrState: string, customerType: CustomerType): Plan | null {
  const list = fuel === 'ELE' ? catalogue().electricity : catalogue().gas;
  const zone = fuel === 'ELE' ? zoneOrState : `GAS${zoneOrState}`;
  const found = list.find(
    (p) =>
      p.plan.code.split('-')[1] === zone &&
      p.plan.customerType === customerType &&
      p.plan.planType === 'STANDING' &&
      !p.variant.timeOfUse &&
      !p.variant.controlledLoad &&
      familyInfo(p.variant.family).offerCode !== 'SOLSHARE',
  );
  return found?.plan ?? null;
}
