import type { Band, FuelCode, RateEntry, RateRecord, SolarRate, Tariff, TimeWindow } from './types';

export const GST = 1.1;

/** Rounds a rate to 4 decimals (drops floating-point artefacts of the source data). */
export const r4 = (n: number): number => Math.round(n * 1e4) / 1e4;

function hourLabel(h: number): string {
  const hour = ((h % 24) + 24) % 24;
  if (hour === 0) return '12am';
  if (hour === 12) return '12pm';
  return hour < 12 ? `${hour}am` : `${hour - 12}pm`;
}

/** "3pm – 9pm every day", "7am – 10am weekdays" … */
export function describeWindows(windows: readonly TimeWindow[]): string {
  if (windows.length === 0) return 'All times';
  return windows
    .map((w) => {
      const days = w.dayTypes.length === 2 ? 'every day' : w.dayTypes[0] === 'WEEKDAY' ? 'weekdays' : 'weekends';
      return `${hourLabel(Math.floor(w.fromHour + 1e-9))} – ${hourLabel(Math.ceil(w.toHour - 1e-9))} ${days}`;
    })
    .join(', ');
}

const BAND_TITLE: Record<Band['attribution'], string> = {
  ALL: 'Peak usage per day',
  PEAK: 'Peak usage per day',
  SHOULDER: 'Shoulder usage per day',
  SHOULDER2: 'Shoulder 2 usage per day',
  OFF_PEAK: 'Off-peak usage per day',
};

function entry(
  title: string,
  period: string,
  centsInclGst: number,
  uom: string,
  discountPercent: number,
  extra: Partial<RateEntry> = {},
): RateEntry {
  const base = r4(centsInclGst);
  const discounted = r4(centsInclGst * (1 - discountPercent / 100));
  return {
    period,
    title,
    baseRate: base,
    beforeTaxRate: r4(centsInclGst / GST),
    discountedRate: discounted,
    discountedBeforeTaxRate: r4(discounted / GST),
    uom,
    demand: false,
    discountPercent,
    ...extra,
  };
}

function usageEntries(tariff: Tariff, usageDiscount: number): RateEntry[] {
  const uom = `c/${tariff.unit}`;
  const out: RateEntry[] = [];
  for (const band of tariff.bands) {
    const base = tariff.fuel === 'GAS' ? 'Gas usage' : BAND_TITLE[band.attribution];
    const period = describeWindows(band.windows);
    let from = 0;
    band.blocks.forEach((block, i) => {
      const many = band.blocks.length > 1;
      const title = !many
        ? base
        : block.upToPerDay !== undefined
          ? `${base} – ${i === 0 ? 'first' : 'next'} ${r4(block.upToPerDay)} ${tariff.unit}`
          : `${base} – over ${r4(from)} ${tariff.unit}`;
      from += block.upToPerDay ?? 0;
      out.push(entry(title, period, block.centsPerUnit, uom, usageDiscount, { attribution: band.attribution }));
    });
  }
  return out;
}

export interface RateRecordInput {
  tariff: Tariff;
  planCode: string;
  type: RateRecord['type'];
  tariffType: string;
  tariffDescription: string;
  /** Solar feed-in rates in cents (GST-free), first is the headline rate. */
  solarFeedIn?: number[];
}

function solarRates(feedIn: number[]): SolarRate[] {
  if (feedIn.length === 0) return [];
  return [
    {
      tariffType: 'PKO',
      solarRateDetails: [
        {
          period: { season: 'ALL_YEAR', seasonDate: null },
          solarRateValues: [
            {
              rateType: 'PEAK',
              blocks: feedIn.map((rate, i) => ({
                rate: r4(rate),
                rateUom: 'c/kWh',
                description: feedIn.length > 1 ? (i === 0 ? 'Higher feed-in rate' : 'Standard feed-in rate') : 'Feed-in rate',
              })),
              rateApplicableTimes: 'All times',
            },
          ],
        },
      ],
    },
  ];
}

/** The public rate record of a tariff (spec 2 §3). */
export function rateRecord(input: RateRecordInput): RateRecord {
  const { tariff } = input;
  const pct = (part: 'usage' | 'supply' | 'demand'): number =>
    tariff.discounts.filter((d) => d.appliesTo.includes(part)).reduce((s, d) => s + d.percent, 0);
  const usageDiscount = pct('usage');
  const supplyDiscount = pct('supply');
  const demandDiscount = pct('demand');
  const fuel: FuelCode = tariff.fuel;
  return {
    type: input.type,
    fuelType: fuel,
    planCode: input.planCode,
    discountPercent: Math.max(usageDiscount, supplyDiscount),
    supplyDiscount,
    usageDiscount,
    demandDiscount,
    supply: entry('Daily supply charge', 'Daily', tariff.supplyCentsPerDay, 'c/day', supplyDiscount),
    usage: usageEntries(tariff, usageDiscount),
    demand: tariff.demand
      ? [entry('Demand charge', '3pm – 9pm weekdays', tariff.demand.centsPerKwPerDay, 'c/kW/day', demandDiscount, { demand: true })]
      : [],
    other: tariff.controlledLoad
      ? [
          entry('Controlled load usage per day', 'Controlled load hours', tariff.controlledLoad.centsPerUnit, 'c/kWh', usageDiscount, {
            attribution: 'CONTROLLED_LOAD',
          }),
        ]
      : [],
    green: tariff.greenCentsPerUnit ? entry('GreenPower', 'All times', tariff.greenCentsPerUnit, `c/${tariff.unit}`, 0) : null,
    solar: (input.solarFeedIn ?? []).map((rate, i) => ({
      ...entry(i === 0 ? 'Solar feed-in' : 'Solar feed-in (standard)', 'All times', rate, 'c/kWh', 0),
      beforeTaxRate: r4(rate),
      discountedBeforeTaxRate: r4(rate),
    })),
    solarRates: solarRates(input.solarFeedIn ?? []),
    solarBundle: null,
    tariffType: input.tariffType,
    tariffDescription: input.tariffDescription,
  };
}
