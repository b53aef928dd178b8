/** The quote save payload (spec 3 §3.3, §7): a state snapshot (`quoteData`) and the plan summary (`additionalData`). */

/** The saved snapshot of the visitor's state: slices by name, as plain JSON. */
export type QuoteData = Record<string, unknown>;

/** The plan summary saved beside the snapshot (spec 3 §3.3). A value the state does not have is null. */
export interface QuoteAdditionalData {
  electricityPlanName: string | null;
  gasPlanName: string | null;
  electricitySourceCode: string | null;
  gasSourceCode: string | null;
  tariffType: string | null;
}

/** The body of POST /qt2/app/v1/quotes and PUT /qt2/app/v1/quotes/{ref}. */
export interface QuoteBody {
  quoteData: QuoteData;
  additionalData: QuoteAdditionalData;
}

/**
 * Fields left out of the snapshot: what is reloaded on every page (plan lists, current plans,
 * estimates, lookup messages, disclaimers, usage bands, what the lookup derived), what only means
 * something while the page runs (ready and loading flags, open modals, page configuration), and
 * the saved reference itself (the quote is stored under it; a snapshot holding an old one would
 * point a loaded quote back at it), and the connection address typed but not chosen (this
 * browser's draft; a loaded quote never sets it), and the check of a move-in date against a new address (it runs on
 * this page only).
 */
export const QUOTE_TRANSIENT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  app: ['ready', 'analyticsReady', 'featureToggles', 'msalConfiguration'],
  qualifier: ['loading', 'addressDraft'],
  plans: [
    'electricityPlans',
    'gasPlans',
    'currentPlanElectricity',
    'currentPlanGas',
    'messages',
    'addressNotFound',
    'sharedPlansDropped',
    'loading',
    'estimates',
    'estimatesLoading',
    'disclaimers',
    'displayStrategy',
    'dualFuelAvailable',
  ],
  refine: ['modal', 'modalStep', 'planChange', 'usageBands'],
  moving: ['moveInDateCheck'],
  quote: ['savedQuoteReference'],
};

/**
 * Fields saved blank: identity values, dates of birth, tokens and payment data never leave the
 * page in a quote. `'*'` blanks every field of the slice. Blank is '' for text, false for a flag,
 * 0 for a number and null for anything else, so the snapshot keeps the store's shape.
 */
export const QUOTE_PRIVATE_FIELDS: Readonly<Record<string, readonly string[] | '*'>> = {
  verification: ['identificationValue'],
  person: ['dateOfBirth', 'crn'],
  concessionCard: ['number'],
  identityDocument: '*',
  creditCard: '*',
  bankAccount: '*',
  paymentGateway: ['authKey', 'controller'],
};

function blank(value: unknown): unknown {
  if (typeof value === 'string') return '';
  if (typeof value === 'boolean') return false;
  if (typeof value === 'number') return 0;
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The snapshot saved as `quoteData`: a plain JSON copy of the store's data (functions dropped)
 * without {@link QUOTE_TRANSIENT_FIELDS} and with {@link QUOTE_PRIVATE_FIELDS} blank. Everything
 * else (selections, address, account, qualifier answers, moving, refine choices, quote and
 * campaign data, app.sourceSystem, newConnection.formId) is kept for the checkout to continue.
 */
export function quoteSnapshot<T extends object>(data: T): QuoteData {
  // The transient fields (the plan lists above all) are left out before the copy, not after: the copy
  // then never serialises them (issue 21: the save runs in the task after Continue's).
  const kept: Record<string, unknown> = {};
  for (const [slice, value] of Object.entries(data)) {
    const transient = QUOTE_TRANSIENT_FIELDS[slice];
    if (!transient || !isRecord(value)) {
      kept[slice] = value;
      continue;
    }
    const fields: Record<string, unknown> = {};
    for (const [field, fieldValue] of Object.entries(value)) if (!transient.includes(field)) fields[field] = fieldValue;
    kept[slice] = fields;
  }
  const copy: unknown = JSON.parse(JSON.stringify(kept));
  if (!isRecord(copy)) return {};
  for (const [slice, fields] of Object.entries(QUOTE_PRIVATE_FIELDS)) {
    const target = copy[slice];
    if (!isRecord(target)) continue;
    for (const field of fields === '*' ? Object.keys(target) : fields) {
      if (Object.prototype.hasOwnProperty.call(target, field)) target[field] = blank(target[field]);
    }
  }
  return copy;
}

/** What the summary reads of a selected plan (the store's plan record has both). */
export interface QuotePlanSummary {
  name?: string | null | undefined;
  sourceCode?: string | null | undefined;
}

const text = (value: string | null | undefined): string | null => {
  const v = value?.trim();
  return v ? v : null;
};

/** `additionalData` from the selected plans and the electricity meter's tariff type (spec 3 §3.3). */
export function quoteAdditionalData(input: {
  electricity: QuotePlanSummary | null | undefined;
  gas: QuotePlanSummary | null | undefined;
  tariffType: string | null | undefined;
}): QuoteAdditionalData {
  return {
    electricityPlanName: text(input.electricity?.name),
    gasPlanName: text(input.gas?.name),
    electricitySourceCode: text(input.electricity?.sourceCode),
    gasSourceCode: text(input.gas?.sourceCode),
    tariffType: text(input.tariffType),
  };
}
