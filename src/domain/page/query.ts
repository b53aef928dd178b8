/**
 * Query-parameter reading (spec 1 §2, spec 3 §2.1, §5): names match case-insensitively,
 * values of closed enumerations are parsed leniently and anything else is `undefined`
 * (callers log a warning and ignore it).
 */
import {
  CUSTOMER_SEGMENTS,
  PROPERTY_RELATIONSHIPS,
  QUERY_FUELS,
  QUERY_FUEL_TO_FUEL,
  SOURCE_SYSTEMS,
  isOneOf,
  type CustomerSegment,
  type CustomerType,
  type Fuel,
  type PropertyRelationship,
  type SourceSystem,
  type YesNoUnknown,
} from '../shared/enums';

/** Reads a query parameter by name, ignoring the name's case; the first match wins; `undefined` when absent. */
export function getQueryParam(params: URLSearchParams, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of params) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

/** Reads a query parameter like {@link getQueryParam} and trims it; blank becomes `undefined`. */
export function getTrimmedQueryParam(params: URLSearchParams, name: string): string | undefined {
  const value = getQueryParam(params, name)?.trim();
  return value ? value : undefined;
}

/** Parses a customer type ('residential' / 'business', any case, trimmed). */
export function parseCustomerType(value: string | null | undefined): CustomerType | undefined {
  const v = value?.trim().toUpperCase();
  return v === 'RESIDENTIAL' || v === 'BUSINESS' ? v : undefined;
}

/** Parses the `fuel` query value ('ele', 'gas', 'both', any case; also the state names) into a state fuel. */
export function parseQueryFuel(value: string | null | undefined): Fuel | undefined {
  const v = value?.trim().toLowerCase();
  if (v === undefined) return undefined;
  if (isOneOf(QUERY_FUELS, v)) return QUERY_FUEL_TO_FUEL[v];
  if (v === 'electricity') return 'electricity';
  return undefined;
}

/** Source-system aliases accepted besides the codes themselves. */
const SOURCE_SYSTEM_ALIASES: Readonly<Record<string, SourceSystem>> = {
  EAZYQUOTE: 'EQ',
  QUOTE_TOOL: 'EQ',
  ACCOUNT_PORTAL: 'MA',
  MYACCOUNT: 'MA',
};

/** Parses a source system (code EQ / MA / QT2 or a known alias, any case). */
export function parseSourceSystem(value: string | null | undefined): SourceSystem | undefined {
  const v = value?.trim().toUpperCase();
  if (!v) return undefined;
  if (isOneOf(SOURCE_SYSTEMS, v)) return v;
  return Object.hasOwn(SOURCE_SYSTEM_ALIASES, v) ? SOURCE_SYSTEM_ALIASES[v] : undefined;
}

/** Parses a customer segment: exactly N (not existing) or E (existing), any case, trimmed. */
export function parseCustomerSegment(value: string | null | undefined): CustomerSegment | undefined {
  const v = value?.trim().toUpperCase();
  return isOneOf(CUSTOMER_SEGMENTS, v) ? v : undefined;
}

/** Existing-customer flag from a customer segment: E → yes, N → no. */
export function existingCustomerFromSegment(segment: CustomerSegment | undefined): YesNoUnknown | undefined {
  if (segment === 'E') return 'yes';
  if (segment === 'N') return 'no';
  return undefined;
}

/** Parses a property relationship (OWNER / TENANT / UNKNOWN, any case; 'renter' means TENANT). */
export function parsePropertyRelationship(value: string | null | undefined): PropertyRelationship | undefined {
  const v = value?.trim().toUpperCase();
  if (!v) return undefined;
  if (v === 'RENTER') return 'TENANT';
  return isOneOf(PROPERTY_RELATIONSHIPS, v) ? v : undefined;
}

/** True when the `decline` parameter is the text 'true' (any case): a cancelled quote. */
export function isDeclineParam(value: string | null | undefined): boolean {
  return value?.trim().toLowerCase() === 'true';
}
