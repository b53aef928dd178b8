import * as v from 'valibot';

/** A service address as the API exchanges it. */
export const AddressSchema = v.object({
  id: v.optional(v.nullable(v.string())),
  label: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  unitNumber: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20)))),
  streetNumber: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20)))),
  streetName: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
  suburb: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(60)))),
  state: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(3)))),
  postcode: v.pipe(v.string(), v.trim(), v.regex(/^\d{4}$/, 'address postcode must be 4 digits')),
  nmi: v.optional(v.nullable(v.string())),
  mirn: v.optional(v.nullable(v.string())),
  fromUserAccount: v.optional(v.nullable(v.boolean())),
});
export type Address = v.InferOutput<typeof AddressSchema>;

export interface BookAddress {
  id: string;
  label: string;
  unitNumber: string | null;
  streetNumber: string;
  streetName: string;
  suburb: string;
  state: string;
  postcode: string;
  nmi: string | null;
  mirn: string | null;
  /** Which scenario this address demonstrates. */
  note: string;
  /** 'POSTCODE': no meter on file, so its plans are priced at postcode level (else address level when it has no NMI). */
  ratesAccuracy?: 'POSTCODE';
}

const a = (
  id: string,
  unitNumber: string | null,
  streetNumber: string,
  streetName: string,
  suburb: string,
  state: string,
  postcode: string,
  nmi: string | null,
  mirn: string | null,
  note: string,
  ratesAccuracy?: 'POSTCODE',
): BookAddress => ({
  id,
  label: `${unitNumber ? `Unit ${unitNumber}, ` : ''}${streetNumber} ${streetName}, ${suburb} ${state} ${postcode}`,
  unitNumber,
  streetNumber,
  streetName,
  suburb,
  state,
  postcode,
  nmi,
  mirn,
  note,
  ...(ratesAccuracy ? { ratesAccuracy } : {}),
});

/** The address book behind address search: one address per meter scenario plus one per state. */
export const ADDRESS_BOOK: readonly BookAddress[] = [
  a('ADR-0001', null, '1', 'Martin Place', 'Sydney', 'NSW', '2000', '4102000000', '5240000000', 'NMI and MIRN found (success)'),
  a('ADR-0002', null, '14', 'Kent Street', 'Millers Point', 'NSW', '2000', '4102000001', null, 'NMI blocked: NSW remote disconnected'),
  a('ADR-0003', null, '22', 'Bridge Street', 'Sydney', 'NSW', '2000', '4102000002', null, 'Remote metering risk'),
  a('ADR-0004', null, '100', 'Queen Street', 'Brisbane City', 'QLD', '4000', '3120000003', null, 'Queensland, electricity switched off'),
  a('ADR-0005', null, '5', 'George Street', 'Sydney', 'NSW', '2000', '4102000004', null, 'Solar set-up unknown'),
  a('ADR-0006', '3', '60', 'Pitt Street', 'Sydney', 'NSW', '2000', '4102000005', null, 'Business meter'),
  a('ADR-0007', null, '9', 'Hickson Road', 'Dawes Point', 'NSW', '2000', '4102000006', null, 'Address not serviced'),
  a('ADR-0008', null, '7', 'Macquarie Street', 'Sydney', 'NSW', '2000', '4102000007', null, 'Solar detected'),
  a('ADR-0009', null, '200', 'Collins Street', 'Melbourne', 'VIC', '3000', null, null, 'Victoria (postcode accuracy)'),
  a('ADR-0010', null, '10', 'King William Street', 'Adelaide', 'SA', '5000', null, null, 'South Australia'),
  a('ADR-0011', null, '1', 'Constitution Avenue', 'Parkes', 'ACT', '2600', null, null, 'ACT'),
  a('ADR-0012', null, '45', 'Lake Street', 'Cairns City', 'QLD', '4870', null, null, 'Ergon area: not serviced'),
  a('ADR-0013', null, '12', 'Mitchell Street', 'Darwin City', 'NT', '0800', null, null, 'NT: state not serviced'),
  a('ADR-0014', null, '80', 'Elizabeth Street', 'Hobart', 'TAS', '7000', null, null, 'TAS: state not serviced'),
  a('ADR-0015', null, '3', 'Argent Street', 'Broken Hill', 'NSW', '2880', null, null, 'Postcode not serviced'),
  a('ADR-0016', null, '88', 'Glebe Point Road', 'Glebe', 'NSW', '2037', null, null, 'Sydney (postcode accuracy)'),
  a(
    'ADR-0017',
    null,
    '12',
    'Albert Street',
    'Brisbane City',
    'QLD',
    '4000',
    null,
    null,
    'Queensland, no meter on file: power state unknown (the qualifier asks)',
    'POSTCODE',
  ),
];

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** Addresses whose label contains every word of the query. */
export function searchAddresses(q: string, limit = 10): BookAddress[] {
  const words = norm(q).split(' ').filter(Boolean);
  return ADDRESS_BOOK.filter((x) => words.every((w) => norm(x.label).includes(w))).slice(0, limit);
}

/** The book entry an address refers to (by id, else by label). */
export function findAddress(address: Address): BookAddress | undefined {
  if (address.id) {
    const byId = ADDRESS_BOOK.find((x) => x.id === address.id);
    if (byId) return byId;
  }
  const label = address.label ? norm(address.label) : '';
  return ADDRESS_BOOK.find(
    (x) =>
      (label && norm(x.label) === label) ||
      (x.postcode === address.postcode &&
        address.streetNumber != null &&
        address.streetName != null &&
        norm(x.streetNumber) === norm(address.streetNumber) &&
        norm(x.streetName) === norm(address.streetName) &&
        norm(x.unitNumber ?? '') === norm(address.unitNumber ?? '')),
  );
}
