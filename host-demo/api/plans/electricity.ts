import type { SourcePlan } from '../data/source';
import { DISTRIBUTORS, type Distributor } from '../data/distributors';
import { familyOf, familyInfo } from './families';
import { buildPlan } from './build-plan';
import { r4 } from './rates';
import type { Band, Block, PricedPlan, Tariff } from './types';

/** GreenPower premium for 100% GreenPower: 4.4 c/kWh before GST. */
export const GREEN_CENTS_PER_KWH = 4.84;

const toBlocks = (blocks: readonly { perKwh: number; upToKwhPerDay?: number | undefined }[]): Block[] =>
  blocks.map((b) => ({ centsPerUnit: r4(b.perKwh * 100), ...(b.upToKwhPerDay !== undefined ? { upToPerDay: b.upToKwhPerDay } : {}) }));

const LABELS = { PEAK: 'PEAK', SHOULDER: 'SHOULDER', OFFPEAK: 'OFF_PEAK' } as const;

/**
 * Time-of-use bands. Labels are kept when distinct; when they collide (every VIC TOU
 * record labels all bands SHOULDER) they are re-derived from price: dearest PEAK,
 * cheapest OFF_PEAK, the rest SHOULDER / SHOULDER2.
 */
function touBands(tou: NonNullable<SourcePlan['touRates']>): Band[] {
  const distinct = new Set(tou.map((t) => t.label)).size === tou.length;
  if (distinct) return tou.map((t) => ({ attribution: LABELS[t.label], blocks: toBlocks(t.blocks), windows: t.windows }));
  const lastRate = (t: (typeof tou)[number]): number => t.blocks[t.blocks.length - 1]?.perKwh ?? 0;
  const order = [...tou].sort((a, b) => lastRate(b) - lastRate(a));
  return tou.map((t) => {
    const rank = order.indexOf(t);
    const attribution = rank === 0 ? 'PEAK' : rank === order.length - 1 ? 'OFF_PEAK' : rank === 1 ? 'SHOULDER' : 'SHOULDER2';
    return { attribution, blocks: toBlocks(t.blocks), windows: t.windows };
  });
}

export function sourceTariff(p: SourcePlan, family: string): Tariff {
  const bands: Band[] =
    p.pricingModel === 'TIME_OF_USE' && p.touRates
      ? touBands(p.touRates)
      : [{ attribution: 'ALL', blocks: toBlocks(p.singleRate?.blocks ?? []), windows: [] }];
  return {
    fuel: 'ELE',
    unit: 'kWh',
    supplyCentsPerDay: r4(p.supplyPerDay * 100),
    bands,
    ...(p.controlledLoad ? { controlledLoad: { centsPerUnit: r4(p.controlledLoad.perKwh * 100) } } : {}),
    ...(p.greenPower ? { greenCentsPerUnit: GREEN_CENTS_PER_KWH } : {}),
    discounts: familyInfo(family).discounts,
  };
}

export function distributorOfSource(p: SourcePlan): Distributor | undefined {
  return DISTRIBUTORS.find((d) => p.distributors.includes(d.sourceName));
}

/** Network tariff code of a variant (spec 1 §3 tariff codes). */
export function tariffCode(timeOfUse: boolean, controlledLoad: boolean, name: string): string {
  if (!timeOfUse) return controlledLoad ? 'PDC12' : 'PDC1';
  if (!controlledLoad) return /5 day/i.test(name) ? 'TOU5' : 'TOU7';
  if (/CL 1 & 2/.test(name)) return 'T512';
  return /CL 2/.test(name) ? 'T52' : 'T51';
}

export function tariffDescription(timeOfUse: boolean, controlledLoad: boolean): string {
  return `${timeOfUse ? 'Time of use' : 'Single rate'}${controlledLoad ? ' with controlled load' : ''}`;
}

/** Maps one published plan record into the API's plan shape. */
export function residentialElectricityPlan(p: SourcePlan): PricedPlan | undefined {
  const distributor = distributorOfSource(p);
  if (!distributor) return undefined;
  const family = familyOf(p.planName);
  const timeOfUse = p.pricingModel === 'TIME_OF_USE';
  const controlledLoad = p.controlledLoad !== undefined;
  const r = p.restrictions;
  return buildPlan({
    id: p.id,
    family,
    sourcePlanName: p.planName,
    fuel: 'ELE',
    customerType: 'RESIDENTIAL',
    planType: p.planType,
    tariff: sourceTariff(p, family),
    rateType: timeOfUse ? 'TIME_OF_USE' : (p.singleRate?.blocks.length ?? 1) > 1 ? 'BLOCK' : 'SINGLE_RATE',
    tariffType: tariffCode(timeOfUse, controlledLoad, p.planName),
    tariffDescription: tariffDescription(timeOfUse, controlledLoad),
    state: distributor.state,
    distributor: distributor.name,
    zone: distributor.zone,
    connectionFee: distributor.connectionFee,
    solarFeedIn: (p.solarFeedIn ?? []).map((s) => r4(s.perKwh * 100)),
    eligibility: p.eligibilityNotes ?? [],
    restricted: Boolean(r && (r.thirdPartyOnly || r.seniorCard)),
    timeOfUse,
    controlledLoad,
    solarRequired: Boolean(r?.solarRequired),
  });
}
