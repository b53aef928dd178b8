import { addDays, format } from 'date-fns';
import { isBusinessDay, retailerToday } from '../engine/business-days';
import { Hono } from 'hono';
import * as v from 'valibot';
import { AddressSchema, findAddress, type Address } from '../data/addresses';
import { disclaimerByKey, LOOKUP_DISCLAIMER_KEYS } from '../data/content';
import { isServedState, regionOf, type Region } from '../data/regions';
import type { ApiContext } from '../context';
import { AccountNumber, CustomerTypeSchema, errorResponse, isResponse, jsonBody, Mirn, Nmi, Postcode, query } from '../http';
import { currentPlanFor, electricityPlansFor, gasPlansFor, type MeterShape } from '../plans/catalogue';
import type { CustomerType, Plan, StateCode } from '../plans/types';
import { findGasMeter, findMeter, type EleStatus, type GasStatus, type MeterScenario } from '../scenarios/meters';

const Nullish = <S extends v.GenericSchema>(s: S) => v.optional(v.nullable(s));

export const LookupRequestSchema = v.pipe(
  v.object({
    customerType: CustomerTypeSchema,
    safetyQuestions: Nullish(v.picklist(['yes', 'no', 'unknown', 'YES', 'NO', 'UNKNOWN'])),
    campaignId: Nullish(v.pipe(v.string(), v.maxLength(64))),
    qualifications: Nullish(v.array(v.union([v.string(), v.object({ code: v.string(), enabled: v.boolean() })]))),
    postcode: Nullish(Postcode),
    nmi: Nullish(Nmi),
    mirn: Nullish(Mirn),
    address: Nullish(AddressSchema),
    addCurrentPlan: Nullish(v.boolean()),
    electricityAccountNumber: Nullish(AccountNumber),
    gasAccountNumber: Nullish(AccountNumber),
    connectionType: Nullish(v.string()),
    electricityInstallingBuildersPole: Nullish(v.string()),
    electricityTariffModifier: Nullish(v.string()),
    includeStandingOffers: Nullish(v.boolean()),
  }),
  v.check((r) => Boolean(r.postcode || r.nmi || r.mirn || r.address), 'one of postcode, nmi, mirn or address is required'),
);
type LookupRequest = v.InferOutput<typeof LookupRequestSchema>;

/** Postcodes of the catalogue with transport-level behaviour. */
export const LOOKUP_HTTP_500 = '2002';
export const LOOKUP_SLOW = '2003';
export const LOOKUP_SLOW_MS = 30_000;
export const LOOKUP_WRONG_SHAPE = '2005';
export const ALL_VARIANTS_POSTCODE = '2010';
const GAS_SYSTEM_ERROR = '2001';
const CAMPAIGN_NOT_SERVICED = '3001';

type Accuracy = 'NMI' | 'MIRN' | 'ADDRESS' | 'POSTCODE';

interface EleResult {
  status: EleStatus;
  plans: Plan[];
  currentPlan: Plan | null;
  nmi: string | null;
  meterDetails: Record<string, unknown>;
  distributor: { distributor: string; name: string; participantId: string; phoneNumber: string } | null;
  frmp: string | null;
  accuracy: Accuracy;
  proposedStartDate: string | null;
}

interface GasResult {
  status: GasStatus;
  plans: Plan[];
  currentPlan: Plan | null;
  mirn: string | null;
  fro: string | null;
  accuracy: Accuracy;
}

function nextBusinessDay(now: Date): string {
  let d = addDays(retailerToday(now), 1);
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return format(d, 'yyyy-MM-dd');
}

function distributorOf(region: Region | undefined) {
  const d = region?.distributor;
  return d ? { distributor: d.name, name: d.name, participantId: d.participantId, phoneNumber: d.phoneNumber } : null;
}

function meterDetails(customerType: CustomerType, region: Region | undefined, meter?: MeterScenario, tariffType = 'PDC1') {
  return {
    customerType: meter?.customerType ?? customerType,
    nswRemoteDisconnected: meter?.nswRemoteDisconnected ?? false,
    commercialIndustrial: meter?.customerType === 'BUSINESS',
    ergon: region?.distributor?.zone === 'ERGON',
    pricingZone: meter?.zone ?? region?.distributor?.zone ?? null,
    tariffType,
    installationMatchLevel: meter ? 'NMI' : 'POSTCODE',
    nmiStatus: meter?.nmiStatus ?? null,
    remoteEnergize: meter ? meter.nmiStatus === 'ACTIVE' : null,
    solarSetup: meter?.solarSetup ?? 'UNKNOWN',
    solarSchemeType: meter?.solarSetup === 'DETECTED' ? 'NET' : null,
    solarNtc: null,
    remoteMeteringRisk: meter?.remoteMeteringRisk ?? false,
  };
}

const meterTariffType = (m: MeterShape): string =>
  m.timeOfUse ? (m.controlledLoad ? 'T512' : 'TOU7') : m.controlledLoad ? 'PDC12' : 'PDC1';

function postcodeElectricity(req: LookupRequest, postcode: string, now: Date, accuracy: Accuracy): EleResult {
  const region = regionOf(postcode);
  const base: EleResult = {
    status: 'SUCCESS',
    plans: [],
    currentPlan: null,
    nmi: null,
    meterDetails: meterDetails(req.customerType, region),
    distributor: distributorOf(region),
    frmp: null,
    accuracy,
    proposedStartDate: nextBusinessDay(now),
  };
  if (!region) return { ...base, status: 'POSTCODE_NOT_SERVICED' };
  if (!isServedState(region.state)) return { ...base, status: 'STATE_NOT_SERVICED' };
  if (!region.distributor) return { ...base, status: 'POSTCODE_NOT_SERVICED' };
  if (region.distributor.zone === 'ERGON') return { ...base, status: 'ERGON_NOT_SERVICED' };
  if (req.campaignId && postcode === CAMPAIGN_NOT_SERVICED) return { ...base, status: 'CAMPAIGN_NOT_SERVICED' };
  const plans = electricityPlansFor(region.distributor.zone, {
    customerType: req.customerType,
    includeStanding: req.includeStandingOffers ?? false,
    allVariants: postcode === ALL_VARIANTS_POSTCODE,
  });
  return { ...base, plans };
}

function meterElectricity(req: LookupRequest, nmi: string, now: Date): EleResult {
  const meter = findMeter(nmi);
  if (!meter) {
    return {
      status: 'NMI_NOT_FOUND',
      plans: [],
      currentPlan: null,
      nmi,
      meterDetails: meterDetails(req.customerType, undefined),
      distributor: null,
      frmp: null,
      accuracy: 'NMI',
      proposedStartDate: null,
    };
  }
  const region = regionOf(meter.postcode);
  const result: EleResult = {
    status: meter.status,
    plans: [],
    currentPlan: null,
    nmi: meter.nmi,
    meterDetails: meterDetails(req.customerType, region, meter, meterTariffType(meter.meter)),
    distributor: distributorOf(region),
    frmp: meter.frmp,
    accuracy: 'NMI',
    proposedStartDate: nextBusinessDay(now),
  };
  // A business meter looked up as residential (REFERENCE-API.md: only 4102000005 differs by customer type); every
  // other meter serves either, so a business visitor reaches the catalogue's outcomes and its verified customer's NMI.
  if (meter.customerType === 'BUSINESS' && req.customerType !== 'BUSINESS') return { ...result, status: 'INVALID_CUSTOMER_TYPE' };
  if (meter.status !== 'SUCCESS') return result;
  const plans = electricityPlansFor(meter.zone, {
    customerType: req.customerType,
    includeStanding: req.includeStandingOffers ?? false,
    meter: meter.meter,
  });
  return { ...result, plans };
}

function postcodeGas(req: LookupRequest, postcode: string, accuracy: Accuracy): GasResult {
  const region = regionOf(postcode);
  const base: GasResult = { status: 'SUCCESS', plans: [], currentPlan: null, mirn: null, fro: null, accuracy };
  if (!region) return { ...base, status: 'POSTCODE_NOT_SERVICED' };
  if (!isServedState(region.state)) return { ...base, status: 'STATE_NOT_SERVICED' };
  if (postcode === GAS_SYSTEM_ERROR) return { ...base, status: 'SYSTEM_ERROR' };
  if (!region.gasZone) return { ...base, status: 'POSTCODE_NOT_SERVICED' };
  if (req.campaignId && postcode === CAMPAIGN_NOT_SERVICED) return { ...base, status: 'CAMPAIGN_NOT_SERVICED' };
  return {
    ...base,
    plans: gasPlansFor(region.gasZone, { customerType: req.customerType, includeStanding: req.includeStandingOffers ?? false }),
  };
}

function meterGas(req: LookupRequest, mirn: string): GasResult {
  const meter = findGasMeter(mirn);
  if (!meter) return { status: 'MIRN_NOT_FOUND', plans: [], currentPlan: null, mirn, fro: null, accuracy: 'MIRN' };
  const byPostcode = postcodeGas(req, meter.postcode, 'MIRN');
  return { ...byPostcode, mirn: meter.mirn, fro: meter.fro };
}

/** Runs a lookup: NMI / MIRN first, then the address book, then the postcode. */
export function lookup(req: LookupRequest, now: Date) {
  const book = req.address ? findAddress(req.address) : undefined;
  const nmi = req.nmi ?? book?.nmi ?? null;
  const mirn = req.mirn ?? book?.mirn ?? null;
  const meter = nmi ? findMeter(nmi) : undefined;
  const gasMeter = mirn ? findGasMeter(mirn) : undefined;
  const postcode = req.postcode ?? req.address?.postcode ?? meter?.postcode ?? gasMeter?.postcode ?? null;
  const fallbackAccuracy: Accuracy = book && book.ratesAccuracy !== 'POSTCODE' ? 'ADDRESS' : 'POSTCODE';

  const electricity: EleResult = nmi
    ? meterElectricity(req, nmi, now)
    : postcode
      ? postcodeElectricity(req, postcode, now, fallbackAccuracy)
      : { ...postcodeElectricity(req, '0000', now, 'POSTCODE'), status: 'ADDRESS_NOT_FOUND' };
  const gas: GasResult = mirn
    ? meterGas(req, mirn)
    : postcode
      ? postcodeGas(req, postcode, fallbackAccuracy)
      : { status: 'ADDRESS_NOT_FOUND', plans: [], currentPlan: null, mirn: null, fro: null, accuracy: 'POSTCODE' };

  const region = postcode ? regionOf(postcode) : undefined;
  if (req.addCurrentPlan) {
    const zone = (electricity.meterDetails['pricingZone'] as string | null) ?? null;
    if (req.electricityAccountNumber === '1000000001' && electricity.status === 'SUCCESS' && zone) {
      electricity.currentPlan = currentPlanFor('ELE', zone, req.customerType);
    }
    if (req.gasAccountNumber === '2000000001' && gas.status === 'SUCCESS' && region?.gasZone) {
      gas.currentPlan = currentPlanFor('GAS', region.gasZone, req.customerType);
    }
  }
  const state: StateCode | null = region?.state ?? null;
  const address: Address | null = book
    ? {
        id: book.id,
        label: book.label,
        unitNumber: book.unitNumber,
        streetNumber: book.streetNumber,
        streetName: book.streetName,
        suburb: book.suburb,
        state: book.state,
        postcode: book.postcode,
      }
    : (req.address ?? null);
  return {
    postcode,
    address,
    state,
    disclaimers: LOOKUP_DISCLAIMER_KEYS.map((key) => {
      const d = disclaimerByKey(key);
      return { key, text: d?.text ?? '', sharedKeys: d?.sharedDisclaimerKeys ?? [] };
    }),
    meterDetailsId: nmi ? `MD-${nmi}` : null,
    electricity,
    gas,
  };
}

/** Plan lookup (spec 2 §7) and the distributor call. */
export function lookupRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  app.post('/qt2/app/v1/offers/lookup', async (c) => {
    const req = await jsonBody(c, LookupRequestSchema);
    if (isResponse(req)) return req;
    const postcode = req.postcode ?? req.address?.postcode;
    if (postcode === LOOKUP_HTTP_500) return errorResponse(c, 500, 'INTERNAL_ERROR', 'Offer lookup failed');
    if (postcode === LOOKUP_SLOW) await ctx.sleep(LOOKUP_SLOW_MS, c.req.raw.signal);
    if (postcode === LOOKUP_WRONG_SHAPE) return c.json({ electricity: 'SUCCESS', gas: 42, plans: 'none' });
    return c.json(lookup(req, ctx.now()));
  });

  app.get('/qt2/app/distributor', (c) => {
    const q = query(c, v.object({ postcode: Postcode, fuelType: v.optional(v.picklist(['ELE', 'ele', 'ELECTRICITY']), 'ELE') }));
    if (isResponse(q)) return q;
    const d = distributorOf(regionOf(q.postcode));
    if (!d) return errorResponse(c, 404, 'DISTRIBUTOR_NOT_FOUND', `No electricity distributor for postcode ${q.postcode}`);
    return c.json(d);
  });

  return app;
}
