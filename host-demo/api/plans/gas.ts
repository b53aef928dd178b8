import { buildPlan } from './build-plan';
import { familyInfo } from './families';
import { r4 } from './rates';
import type { CustomerType, PricedPlan, StateCode, Tariff } from './types';

/**
 * Gas plans are not in the published data; these are realistic ones per gas network
 * (rates in cents incl. GST: supply a day, usage per MJ in two daily blocks), in the
 * range of published 2025–26 retail gas offers.
 */
interface GasNetwork {
  state: StateCode;
  distributor: string;
  supply: number;
  firstBlockMjPerDay: number;
  firstRate: number;
  secondRate: number;
  connectionFee: number;
  families: string[];
}

export const GAS_NETWORKS: readonly GasNetwork[] = [
  {
    state: 'NSW',
    distributor: 'Jemena Gas Networks (NSW)',
    supply: 85.8,
    firstBlockMjPerDay: 20.88,
    firstRate: 4.62,
    secondRate: 3.96,
    connectionFee: 29.7,
    families: ['Flexi Plan', 'Balance Plan - My Connect', 'Rate Fix'],
  },
  {
    state: 'ACT',
    distributor: 'Evoenergy (gas)',
    supply: 80.3,
    firstBlockMjPerDay: 41.1,
    firstRate: 3.89,
    secondRate: 3.3,
    connectionFee: 31.9,
    families: ['Flexi Plan', 'Balance Plan - My Connect', 'Rate Fix'],
  },
  {
    state: 'VIC',
    distributor: 'AusNet Services (gas)',
    supply: 99.0,
    firstBlockMjPerDay: 135.6,
    firstRate: 3.52,
    secondRate: 2.86,
    connectionFee: 14.5,
    families: ['Home 365', 'Power 365 - My Connect', 'Rate Fix'],
  },
  {
    state: 'SA',
    distributor: 'Australian Gas Networks',
    supply: 88.0,
    firstBlockMjPerDay: 26.3,
    firstRate: 6.05,
    secondRate: 5.17,
    connectionFee: 27.5,
    families: ['Flexi Plan', 'Balance Plan - My Connect', 'Rate Fix'],
  },
];

const BUSINESS_GAS_FAMILIES = ['Business Balance Plan', 'Business Flexi Plan'];

function gasTariff(n: GasNetwork, family: string, supplyFactor: number, usageFactor: number, blockFactor: number): Tariff {
  return {
    fuel: 'GAS',
    unit: 'MJ',
    supplyCentsPerDay: r4(n.supply * supplyFactor),
    bands: [
      {
        attribution: 'ALL',
        blocks: [
          { centsPerUnit: r4(n.firstRate * usageFactor), upToPerDay: r4(n.firstBlockMjPerDay * blockFactor) },
          { centsPerUnit: r4(n.secondRate * usageFactor) },
        ],
        windows: [],
      },
    ],
    discounts: familyInfo(family).discounts,
  };
}

function gasPlan(n: GasNetwork, family: string, customerType: CustomerType, planType: 'MARKET' | 'STANDING', tariff: Tariff): PricedPlan {
  const info = familyInfo(family);
  const suffix = customerType === 'BUSINESS' ? '-BUS' : '';
  return buildPlan({
    id: `GAS-${n.state}-${info.offerCode}${suffix}`,
    family,
    sourcePlanName: `${family} (gas)`,
    fuel: 'GAS',
    customerType,
    planType,
    tariff,
    rateType: 'BLOCK',
    tariffType: 'GAS',
    tariffDescription: 'Block rate',
    state: n.state,
    distributor: n.distributor,
    zone: `GAS${n.state}`,
    connectionFee: n.connectionFee,
    eligibility: [],
    restricted: false,
    timeOfUse: false,
    controlledLoad: false,
    solarRequired: false,
  });
}

/** Every gas plan: per network, the residential families, a standing offer and business plans. */
export function gasPlans(): PricedPlan[] {
  const out: PricedPlan[] = [];
  for (const n of GAS_NETWORKS) {
    n.families.forEach((family, i) => out.push(gasPlan(n, family, 'RESIDENTIAL', 'MARKET', gasTariff(n, family, 1, 1 + i * 0.015, 1))));
    out.push(gasPlan(n, 'Basic Home Gas', 'RESIDENTIAL', 'STANDING', gasTariff(n, 'Basic Home Gas', 1.12, 1.14, 1)));
    BUSINESS_GAS_FAMILIES.forEach((family, i) =>
      out.push(gasPlan(n, family, 'BUSINESS', 'MARKET', gasTariff(n, family, 1.6, 0.96 + i * 0.02, 10))),
    );
  }
  return out;
}
