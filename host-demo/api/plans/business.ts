import type { SourcePlan } from '../data/source';
import { buildPlan } from './build-plan';
import { distributorOfSource, GREEN_CENTS_PER_KWH, sourceTariff, tariffCode, tariffDescription } from './electricity';
import { familyInfo } from './families';
import { r4 } from './rates';
import type { PricedPlan, Tariff } from './types';

/**
 * Business electricity plans are not in the published data, so they are derived from each
 * network's residential standing offer (same network tariff structure): small-business
 * supply charges are higher and usage rates a little lower than residential ones.
 */
const BUSINESS_FAMILIES: readonly { family: string; supply: number; usage: number; planType: 'MARKET' | 'STANDING' }[] = [
  { family: 'Business Balance Plan', supply: 1.18, usage: 0.99, planType: 'MARKET' },
  { family: 'Business Flexi Plan', supply: 1.12, usage: 0.93, planType: 'MARKET' },
  { family: 'Business Rate Fix', supply: 1.15, usage: 0.97, planType: 'MARKET' },
  { family: 'Business Standing Offer', supply: 1.2, usage: 1.02, planType: 'STANDING' },
];

function scaled(base: Tariff, supply: number, usage: number, family: string): Tariff {
  return {
    ...base,
    supplyCentsPerDay: r4(base.supplyCentsPerDay * supply),
    bands: base.bands.map((b) => ({ ...b, blocks: b.blocks.map((k) => ({ ...k, centsPerUnit: r4(k.centsPerUnit * usage) })) })),
    ...(base.controlledLoad ? { controlledLoad: { centsPerUnit: r4(base.controlledLoad.centsPerUnit * usage) } } : {}),
    greenCentsPerUnit: GREEN_CENTS_PER_KWH,
    discounts: familyInfo(family).discounts,
  };
}

/** Business plans of every network, one per family and meter variant of the network's standing offer. */
export function businessElectricityPlans(source: readonly SourcePlan[]): PricedPlan[] {
  const out: PricedPlan[] = [];
  const seen = new Set<string>();
  for (const p of source) {
    if (!/^Standing Offer \(Home\)/.test(p.planName)) continue;
    const distributor = distributorOfSource(p);
    if (!distributor) continue;
    const timeOfUse = p.pricingModel === 'TIME_OF_USE';
    const controlledLoad = p.controlledLoad !== undefined;
    const variant = `${timeOfUse ? 'TOU' : 'SR'}${controlledLoad ? 'CL' : ''}`;
    const key = `${distributor.zone}-${variant}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const f of BUSINESS_FAMILIES) {
      const info = familyInfo(f.family);
      out.push(
        buildPlan({
          id: `${info.offerCode}-${distributor.zone}-${variant}`,
          family: f.family,
          sourcePlanName: `${f.family} - ${tariffDescription(timeOfUse, controlledLoad)}`,
          fuel: 'ELE',
          customerType: 'BUSINESS',
          planType: f.planType,
          tariff: scaled(sourceTariff(p, f.family), f.supply, f.usage, f.family),
          rateType: timeOfUse ? 'TIME_OF_USE' : 'SINGLE_RATE',
          tariffType: tariffCode(timeOfUse, controlledLoad, p.planName),
          tariffDescription: tariffDescription(timeOfUse, controlledLoad),
          state: distributor.state,
          distributor: distributor.name,
          zone: distributor.zone,
          connectionFee: distributor.connectionFee,
          solarFeedIn: (p.solarFeedIn ?? []).map((s) => r4(s.perKwh * 100)),
          eligibility: ['Available to small business customers using less than 100 MWh a year.'],
          restricted: false,
          timeOfUse,
          controlledLoad,
          solarRequired: false,
        }),
      );
    }
  }
  return out;
}
