/** One row of REFERENCE-API.md's scenario catalogue and where to see it. */
export interface ScenarioLink {
  group: string;
  trigger: string;
  outcome: string;
  href: string;
  how?: string;
}

const RES = '/home/electricity-and-gas/plans';
const BUS = '/business/electricity-and-gas/small-business/plans';
const MOVE = '/moving-house/move-home';
const verify = (account: string, extra = ''): string => `Refine → Verify account: electricity account ${account}${extra}, postcode 2000`;

export const SCENARIOS: readonly ScenarioLink[] = [
  ...(
    [
      ['2000', 'NSW: electricity and gas SUCCESS'],
      ['2600', 'ACT: electricity and gas SUCCESS'],
      ['3000', 'VIC: electricity and gas SUCCESS'],
      ['5000', 'SA: electricity and gas SUCCESS'],
      ['4000', 'QLD: electricity SUCCESS, gas POSTCODE_NOT_SERVICED'],
      ['4870', 'QLD: ERGON_NOT_SERVICED, gas POSTCODE_NOT_SERVICED'],
      ['2880', 'NSW: POSTCODE_NOT_SERVICED for both'],
      ['0800', 'NT: STATE_NOT_SERVICED'],
      ['7000', 'TAS: STATE_NOT_SERVICED'],
      ['2001', 'electricity SUCCESS, gas SYSTEM_ERROR'],
      ['2002', 'the lookup answers HTTP 500'],
      ['2003', 'the lookup answers only after 30 s'],
      ['2004', 'lookup SUCCESS, estimate/calculate answers HTTP 500'],
      ['2005', 'the lookup answers 200 with a body of the wrong shape'],
      ['3001', 'SUCCESS; with a campaignId: CAMPAIGN_NOT_SERVICED'],
      ['2010', 'every Ausgrid plan variant (about 90): the page under load'],
    ] as const
  ).map(([postcode, outcome]) => ({
    group: 'Plan lookup by postcode',
    trigger: `postcode ${postcode}`,
    outcome,
    href: `${RES}?postcode=${postcode}`,
  })),
  { group: 'Plan lookup by postcode', trigger: 'postcode 2000 (business)', outcome: 'business plans', href: `${BUS}?postcode=2000` },
  ...(
    [
      ['4102000000', 'SUCCESS, postcode 2000, Ausgrid, time-of-use + controlled-load variants'],
      ['4102000001', 'NMI_BLOCKED: NSW remote disconnected, distributor name and phone'],
      ['4102000002', 'REMOTE_METERING_RISK'],
      ['3120000003', 'QLD_DEENERGISED (postcode 4000)'],
      ['4102000004', 'SOLAR_SETUP_UNKNOWN'],
      ['4102000005', 'INVALID_CUSTOMER_TYPE (a business meter): the meter-detected modal'],
      ['4102000006', 'ADDRESS_NOT_SERVICED'],
      ['4102000007', 'SUCCESS with solar detected'],
      ['4102000099', 'NMI_NOT_FOUND'],
    ] as const
  ).map(([nmi, outcome]) => ({ group: 'Plan lookup by NMI / MIRN', trigger: `NMI ${nmi}`, outcome, href: `${RES}?nmi=${nmi}` })),
  {
    group: 'Plan lookup by NMI / MIRN',
    trigger: 'NMI 4102000005 (business)',
    outcome: 'SUCCESS with business plans',
    href: `${BUS}?nmi=4102000005`,
  },
  { group: 'Plan lookup by NMI / MIRN', trigger: 'MIRN 5240000000', outcome: 'SUCCESS, postcode 2000', href: `${RES}?mirn=5240000000` },
  { group: 'Plan lookup by NMI / MIRN', trigger: 'MIRN 5240000009', outcome: 'MIRN_NOT_FOUND', href: `${RES}?mirn=5240000009` },
  {
    group: 'Plan lookup by NMI / MIRN',
    trigger: 'addCurrentPlan, accounts 1000000001 / 2000000001',
    outcome: 'current plan column',
    href: `${RES}?postcode=2000`,
    how: verify('1000000001', ' and gas account 2000000001'),
  },
  ...(
    [
      ['1000000001', 'valid; identity types date of birth, driver licence, PIN, other'],
      ['1000000002', 'ACCOUNT_FUEL_TYPE_NOT_MATCH'],
      ['1000000003', 'ACCOUNT_POSTCODE_NOT_MATCH (any postcode but 2000)'],
      ['1000000005', 'ACCOUNT_ADDRESS_NOT_MATCH (with gas 2000000001)'],
      ['1000000006', 'ACCOUNT_IDENTITY_NOT_MATCH (with gas 2000000001)'],
      ['1000000007', 'ACCOUNT_STATUS_CLOSED'],
      ['1000000008', 'ACCOUNT_NOT_EXISTS'],
      ['1000000009', 'ACCOUNT_CUSTOMER_TYPE_NOT_MATCH'],
      ['1000000010', 'NO_IDTYPES_FOUND'],
      ['1000000011', 'HTTP 500 (INTERNAL_ERROR)'],
      ['1000000012', 'valid; remote metering risk at identity verification'],
      ['1000000013', 'valid; no electricity usage data'],
      ['1000000014', 'valid; loyalty-eligible, six months a customer'],
    ] as const
  ).map(([account, outcome]) => ({
    group: 'Account verification',
    trigger: `account ${account}`,
    outcome,
    href: `${RES}?postcode=2000`,
    how: verify(account),
  })),
  {
    group: 'Account verification',
    trigger: 'account 1000000004 (business)',
    outcome: 'ACCOUNT_ABNACN_NOT_MATCH',
    href: `${BUS}?postcode=2000`,
    how: 'Refine → Verify account: 1000000004, ABN 51824753556',
  },
  {
    group: 'Identity',
    trigger: 'date of birth 01/01/1980',
    outcome: 'verified: 4,562.5 kWh and 18,250 MJ a year',
    href: `${RES}?postcode=2000`,
    how: 'After verifying account 1000000001',
  },
  {
    group: 'Identity',
    trigger: 'driver licence 12345678 / PIN 1234',
    outcome: 'verified',
    href: `${RES}?postcode=2000`,
    how: 'After verifying account 1000000001',
  },
  { group: 'Identity', trigger: 'any other value', outcome: 'ACCOUNT_IDENTITY_NOT_MATCH', href: `${RES}?postcode=2000` },
  { group: 'Identity', trigger: 'value C1ERROR', outcome: 'C1_UNKNOWN_ERROR', href: `${RES}?postcode=2000` },
  { group: 'Quotes', trigger: 'reference EXP123', outcome: 'HTTP 410: quote expired', href: '/checkout?r=EXP123' },
  { group: 'Quotes', trigger: 'reference QUNKNOWN1', outcome: 'HTTP 404: bad quote reference', href: '/checkout?r=QUNKNOWN1' },
  {
    group: 'Moving',
    trigger: 'address 1 Martin Place, Sydney',
    outcome: 'moving-home lookup SUCCESS',
    href: MOVE,
    how: 'Type "Martin Place" and choose the address',
  },
  {
    group: 'Moving',
    trigger: 'address 100 Queen Street, Brisbane City',
    outcome: 'QLD_DEENERGISED: address not energised',
    href: MOVE,
    how: 'Type "Queen Street"',
  },
  {
    group: 'Moving',
    trigger: 'address 12 Albert Street, Brisbane City',
    outcome: 'Queensland, power state unknown (no meter on file, postcode accuracy): the qualifier asks if the electricity is on',
    href: MOVE,
    how: 'Type "Albert Street"',
  },
  {
    group: 'Qualifier',
    trigger: 'OTP 123456; ABN 51824753556; disconnection 1000000001 / 2000000001',
    outcome: 'valid OTP; active company; disconnection succeeds / fails',
    href: `${RES}?postcode=2000#/qualifier`,
  },
  {
    group: 'Qualifier',
    trigger: 'existing customer 1000000001 or 2000000001, postcode 2000, date of birth 01/01/1980, moving: Yes',
    outcome:
      "'Disconnect your current address': electricity account 1000000001 (its disconnection succeeds) or gas account 2000000001 (it fails: Continue stops once and says so)",
    href: `${RES}?postcode=2000`,
    how: "Add a plan, Get started, 'No, I'm an existing customer', sign in and verify, then answer Yes to moving",
  },
  {
    group: 'Checks',
    trigger: 'email …@invalid.example; the word "darn"',
    outcome: 'invalid email; expletive',
    href: `${RES}?postcode=2000#/qualifier`,
  },
];
