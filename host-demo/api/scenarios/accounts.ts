import { ADDRESS_BOOK } from '../data/addresses';
import type { Attribution, CustomerType } from '../plans/types';

/** Outcome of an account check: ok, a business error code (HTTP 400) or a server failure (HTTP 500). */
export type AccountOutcome =
  { kind: 'ok'; idTypes: IdType[] } | { kind: 'error'; errorCode: string; fuel: 'ELE' | 'GAS' | null } | { kind: 'server-error' };

export interface IdType {
  value: string;
  text: string;
}

export const ID_TYPES: readonly IdType[] = [
  { value: 'DOB', text: 'Date of birth' },
  { value: 'DL', text: "Driver's licence" },
  { value: 'PIN', text: 'PIN' },
  { value: 'OTHER', text: 'Other' },
];

export const HOME_POSTCODE = '2000';
export const BUSINESS_IDS = ['51824753556', '004085616'];

/** Accounts of the catalogue; any other well-formed account is a normal, valid account. */
const CATALOGUE_ACCOUNTS = new Set([
  '1000000001',
  '1000000002',
  '1000000003',
  '1000000004',
  '1000000005',
  '1000000006',
  '1000000007',
  '1000000008',
  '1000000009',
  '1000000010',
  '1000000011',
  '1000000012',
  '1000000013',
  '1000000014',
  '2000000001',
]);

export interface AccountCheck {
  customerType: CustomerType;
  postcode?: string | null | undefined;
  abnAcn?: string | null | undefined;
  electricityAccount?: string | null | undefined;
  gasAccount?: string | null | undefined;
  /** An account number of unknown fuel (qualifier sign-in, table `accno`). */
  accountNumber?: string | null | undefined;
}

const fuelOfNumber = (n: string): 'ELE' | 'GAS' => (n.startsWith('2') ? 'GAS' : 'ELE');
const err = (errorCode: string, fuel: 'ELE' | 'GAS' | null): AccountOutcome => ({ kind: 'error', errorCode, fuel });

/** Applies the account rows of the scenario catalogue. */
export function checkAccounts(req: AccountCheck): AccountOutcome {
  const given: { number: string; fuel: 'ELE' | 'GAS'; declared: 'ELE' | 'GAS' | null }[] = [];
  if (req.electricityAccount) given.push({ number: req.electricityAccount, fuel: 'ELE', declared: 'ELE' });
  if (req.gasAccount) given.push({ number: req.gasAccount, fuel: 'GAS', declared: 'GAS' });
  if (req.accountNumber && !given.some((g) => g.number === req.accountNumber)) {
    given.push({ number: req.accountNumber, fuel: fuelOfNumber(req.accountNumber), declared: null });
  }
  for (const g of given) {
    if (g.number === '1000000011') return { kind: 'server-error' };
  }
  for (const g of given) {
    const n = g.number;
    if (n === '1000000008') return err('ACCOUNT_NOT_EXISTS', g.fuel);
    if (n === '1000000002') return err('ACCOUNT_FUEL_TYPE_NOT_MATCH', g.fuel);
    if (g.declared && fuelOfNumber(n) !== g.declared) return err('ACCOUNT_FUEL_TYPE_NOT_MATCH', g.declared);
    if (n === '1000000007') return err('ACCOUNT_STATUS_CLOSED', g.fuel);
    if (n === '1000000009') return err('ACCOUNT_CUSTOMER_TYPE_NOT_MATCH', g.fuel);
    const known = CATALOGUE_ACCOUNTS.has(n);
    if (req.customerType === 'RESIDENTIAL') {
      if (!req.postcode) return err('ACCOUNT_POSTCODE_NOT_MATCH', g.fuel);
      if ((known || n === '1000000003') && req.postcode !== HOME_POSTCODE) return err('ACCOUNT_POSTCODE_NOT_MATCH', g.fuel);
    } else {
      if (n === '1000000004') return err('ACCOUNT_ABNACN_NOT_MATCH', g.fuel);
      if (!req.abnAcn || (known && !BUSINESS_IDS.includes(req.abnAcn))) return err('ACCOUNT_ABNACN_NOT_MATCH', g.fuel);
    }
  }
  const numbers = new Set(given.map((g) => g.number));
  if (numbers.has('2000000001') && numbers.has('1000000005')) return err('ACCOUNT_ADDRESS_NOT_MATCH', null);
  if (numbers.has('2000000001') && numbers.has('1000000006')) return err('ACCOUNT_IDENTITY_NOT_MATCH', null);
  if (numbers.has('1000000010')) return { kind: 'ok', idTypes: [] };
  return { kind: 'ok', idTypes: [...ID_TYPES] };
}

export interface IdentityCheck {
  idType: string;
  idValue: string;
}

/** Identity rows: DOB 01/01/1980, driver licence 12345678, PIN 1234; C1ERROR; anything else mismatches. */
export function checkIdentity(id: IdentityCheck): 'ok' | 'ACCOUNT_IDENTITY_NOT_MATCH' | 'C1_UNKNOWN_ERROR' {
  const value = id.idValue.replace(/\s+/g, '');
  if (value.toUpperCase() === 'C1ERROR') return 'C1_UNKNOWN_ERROR';
  const type = id.idType.toUpperCase();
  if (type === 'DOB' && (value === '01/01/1980' || value === '1980-01-01' || value === '01011980')) return 'ok';
  if (type === 'DL' && value === '12345678') return 'ok';
  if (type === 'PIN' && value === '1234') return 'ok';
  return 'ACCOUNT_IDENTITY_NOT_MATCH';
}

export const ANNUAL_ELECTRICITY = 4562.5;
export const ANNUAL_GAS = 18250;
export const USAGE_ATTRIBUTION: Partial<Record<Attribution, number>> = { PEAK: 40, SHOULDER: 35, OFF_PEAK: 25 };

/** Twelve monthly readings that add up to the annual figures, heavier in winter. */
function usageHistory(now: Date, annualEle: number, annualGas: number): { month: string; electricity: number; gas: number }[] {
  const weights = [0.075, 0.07, 0.075, 0.08, 0.09, 0.1, 0.105, 0.1, 0.085, 0.075, 0.07, 0.075];
  const out: { month: string; electricity: number; gas: number }[] = [];
  for (let i = 12; i >= 1; i--) {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 1);
    const w = weights[d.getMonth()] ?? 1 / 12;
    out.push({
      month: `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`,
      electricity: Math.round(annualEle * w * 100) / 100,
      gas: Math.round(annualGas * w * 100) / 100,
    });
  }
  return out;
}

export interface CustomerDetailsInput {
  customerType: CustomerType;
  electricityAccount?: string | null | undefined;
  gasAccount?: string | null | undefined;
  accountNumber?: string | null | undefined;
  idType: string;
  abnAcn?: string | null | undefined;
}

/** The verified customer's details (spec 3 §3.5 account details, spec 2 §3 verify identity response). */
export function customerDetails(input: CustomerDetailsInput, now: Date) {
  const numbers = [input.electricityAccount, input.gasAccount, input.accountNumber].filter((x): x is string => !!x);
  const ele = input.electricityAccount ?? numbers.find((n) => !n.startsWith('2')) ?? null;
  const gas = input.gasAccount ?? numbers.find((n) => n.startsWith('2')) ?? null;
  const noEleUsage = numbers.includes('1000000013');
  const annualElectricityUsage = ele && !noEleUsage ? ANNUAL_ELECTRICITY : 0;
  const annualGasUsage = gas ? ANNUAL_GAS : 0;
  const loyal = numbers.includes('1000000014');
  const home = ADDRESS_BOOK[0]!;
  const business = input.customerType === 'BUSINESS';
  return {
    title: 'Ms',
    firstName: 'Alex',
    lastName: 'Citizen',
    emailAddress: 'alex.citizen@example.com',
    phone: '0412345678',
    landlineNumber: '0298765432',
    crn: null,
    dobExists: true,
    address: {
      id: home.id,
      label: home.label,
      unitNumber: home.unitNumber,
      streetNumber: home.streetNumber,
      streetName: home.streetName,
      suburb: home.suburb,
      state: home.state,
      postcode: home.postcode,
      fromUserAccount: true,
    },
    nmi: ele ? '4102000000' : null,
    mirn: gas ? '5240000000' : null,
    electricityAccountNumber: ele,
    gasAccountNumber: gas,
    annualElectricityUsage,
    annualGasUsage,
    electricityUsageAttribution: annualElectricityUsage > 0 ? USAGE_ATTRIBUTION : null,
    usageHistory: usageHistory(now, annualElectricityUsage, annualGasUsage),
    planQualifications: {
      loyalty: loyal,
      tenureMonths: loyal ? 6 : 30,
      conditions: [
        { code: 'EXISTING', enabled: true },
        { code: 'LOYALTY', enabled: loyal },
      ],
    },
    lifeSupport: { electricity: 'no', gas: 'no', eleRequired: 'no', gasRequired: 'no' },
    idExists: true,
    concessionExists: false,
    idType: input.idType.toUpperCase(),
    businessName: business ? 'Citizen Trading Pty Ltd' : null,
    abnOrAcn: business ? (input.abnAcn?.length === 9 ? 'ACN' : 'ABN') : null,
    abnAcnNumber: business ? (input.abnAcn ?? '51824753556') : null,
    eleDisconnectAccount: ele,
    gasDisconnectAccount: gas,
    remoteMeteringRisk: numbers.includes('1000000012'),
  };
}
