/**
 * Build-time description of what every element shares: the common attributes (EMBEDDING.md), the
 * window events and their details (src/bus), and the theming custom properties (base.css). Read by
 * `scripts/release.ts` to write dist/custom-elements.json; never imported by runtime code (the plans
 * page has no bytes to spare), which a unit test checks.
 */
import type { AttributeDoc, DetailField, EventDoc } from './manifest-types';

/** The attributes every element reads (`COMMON_ATTRIBUTES` in define-widget.tsx), all optional. */
export const COMMON_ATTRIBUTE_DOCS: readonly AttributeDoc[] = [
  {
    name: 'customer-type',
    kind: 'values',
    values: ['residential', 'business'],
    description:
      "Whose plans and texts: `residential` or `business` (any case). Absent or invalid: derived from the page's URL (spec 1 §2: the `customerType` query parameter, else a path containing `small-business` means business, else residential). The first element on the page sets it for the page.",
  },
  {
    name: 'api-base',
    kind: 'string',
    description:
      "Origin and path prefix of the retailer API, e.g. `https://api.example.com.au`. Absent: the page's own origin. The first element on the page sets it for the page.",
  },
  {
    name: 'brand',
    kind: 'string',
    default: 'EnergyAustralia',
    description: 'The brand name in texts such as "Are you new to {brand}?".',
  },
];

/** A comma-separated list of offer codes (the plans table's and the cart's `offer-order` / `offer-filter`). */
export const OFFER_ORDER_DOC: AttributeDoc = {
  name: 'offer-order',
  kind: 'string',
  description: 'Comma-separated offer codes (e.g. `TOT,BAL,SEN`): plans are sorted in this order; unlisted codes sort last.',
};
export const OFFER_FILTER_DOC: AttributeDoc = {
  name: 'offer-filter',
  kind: 'string',
  description: 'Comma-separated offer codes: only plans with these codes are shown. Absent or empty: no filter.',
};

const STATE = "'ACT' | 'NSW' | 'NT' | 'QLD' | 'SA' | 'TAS' | 'VIC' | 'WA'";
const USAGE = "{ type: 'benchmark' | 'average' | 'low' | 'medium' | 'high' | 'custom' | 'customer'; value?: number | string }";
const ADDRESS =
  '{ postcode: string; providerDescription?: string; label?: string; unitNumber?: string; streetNumber?: string; streetName?: string; suburb?: string; state?: ' +
  STATE +
  '; fromUserAccount?: boolean; found?: boolean; id?: string }';

/** Every window event of the contract (EMBEDDING.md, README "Window events"), with its detail as a host sends or receives it. */
export const EVENT_DOCS: readonly EventDoc[] = [
  {
    name: 'ea:location-update',
    direction: 'both',
    description:
      'The visitor\'s postcode. A host location widget sends it; the widgets announce theirs with `source: "widgets"` and ignore their own, a repeated postcode and postcodes that are not 4 digits.',
    detail: [
      { name: 'postcode', type: 'string' },
      { name: 'state', type: STATE, optional: true },
      { name: 'source', type: 'string' },
    ],
  },
  {
    name: 'ea:plan-load',
    direction: 'host → widgets',
    description: 'Load plans for a postcode, NMI, MIRN or address (spec 2 §4, external events).',
    detail: [
      { name: 'postcode', type: 'string', optional: true },
      { name: 'nmi', type: 'string', optional: true },
      { name: 'mirn', type: 'string', optional: true },
      { name: 'state', type: STATE, optional: true },
      { name: 'address', type: ADDRESS, optional: true },
    ],
  },
  {
    name: 'ea:refine',
    direction: 'host → widgets',
    description: 'Refine the estimate (spec 2 §4); an invalid value makes the whole event ignored with a warning.',
    detail: [
      { name: 'fuel', type: "'electricity' | 'gas' | 'both' | 'ele'", optional: true },
      { name: 'postcode', type: 'string', optional: true },
      { name: 'period', type: "'MONTHLY' | 'BIMONTHLY' | 'QUARTERLY' | 'ANNUAL'", optional: true },
      { name: 'greenOption', type: 'number | string', optional: true },
      { name: 'nmi', type: 'string', optional: true },
      { name: 'mirn', type: 'string', optional: true },
      { name: 'electricityUsage', type: USAGE, optional: true },
      { name: 'gasUsage', type: USAGE, optional: true },
    ],
  },
  {
    name: 'ea:open-refine',
    direction: 'host → widgets',
    description: 'Opens reset when customer usage data exists, else the refine modal.',
    detail: [],
  },
  {
    name: 'ea:address-update',
    direction: 'host → widgets',
    description: 'Moving home: an address chosen on the host page (spec 3 §4.6); null parts are read as absent.',
    detail: [{ name: 'address', type: ADDRESS }],
  },
  {
    name: 'ea:address-clear',
    direction: 'host → widgets',
    description: 'Moving home: the address was cleared.',
    detail: [],
  },
  {
    name: 'ea:open-cart',
    direction: 'both',
    description: 'Opens the cart overlay; the widgets send it when the visitor adds a plan (ours: the contract names no cart event).',
    detail: [],
  },
  {
    name: 'ea:lookup-completed',
    direction: 'widgets → host',
    description: "Moving home: the address's lookup finished, with each fuel's status.",
    detail: [
      { name: 'blocked', type: 'boolean' },
      { name: 'electricityStatus', type: 'string' },
      { name: 'gasStatus', type: 'string' },
    ],
  },
  {
    name: 'ea:plan-load-failed',
    direction: 'widgets → host',
    description: 'A plan load ended in a non-success status (spec 1 §4), once per fuel.',
    detail: [
      { name: 'status', type: 'string' },
      { name: 'params', type: 'Record<string, unknown>' },
      { name: 'fuel', type: "'electricity' | 'gas'" },
    ],
  },
];

/** The detail's TypeScript type text, e.g. `{ postcode: string; state?: … }` (`{}` for none). */
export function detailType(detail: readonly DetailField[]): string {
  if (detail.length === 0) return '{}';
  return `{ ${detail.map((f) => `${f.name}${f.optional ? '?' : ''}: ${f.type}`).join('; ')} }`;
}

/**
 * What each theming custom property of base.css's `:host` is for. The generator takes names and
 * defaults from base.css itself and fails when a property there has no entry here, or an entry here
 * names no property there.
 */
export const CSS_PROPERTY_DOCS: Readonly<Record<string, string>> = {
  '--ea-color-brand': 'Brand colour: primary buttons, links, selected states.',
  '--ea-color-brand-dark': 'Darker brand shade: hover and pressed states, link text on light backgrounds.',
  '--ea-color-text': 'Body text colour.',
  '--ea-color-muted': 'Secondary text (hints, fine print).',
  '--ea-color-border': 'Borders of cards and controls (3:1 against the surface).',
  '--ea-color-surface': 'Card and modal background.',
  '--ea-color-subtle': 'Subtle background of table heads, panels and skeletons.',
  '--ea-color-danger': 'Error messages and invalid fields.',
  '--ea-color-warning': 'Warning messages.',
  '--ea-color-success': 'Success messages and the selected (Added) state.',
  '--ea-color-info': 'Information messages.',
  '--ea-color-focus': 'The 2px focus outline (3:1 against the control and the page).',
  '--ea-radius': 'Corner radius of cards, modals and controls.',
  '--ea-space-1': 'Spacing step 1 (4px grid).',
  '--ea-space-2': 'Spacing step 2.',
  '--ea-space-3': 'Spacing step 3.',
  '--ea-space-4': 'Spacing step 4.',
  '--ea-space-5': 'Spacing step 5.',
  '--ea-space-6': 'Spacing step 6.',
  '--ea-space-7': 'Spacing step 7.',
  '--ea-font-family': 'Font stack (the system fonts; nothing is fetched from a font service).',
  '--ea-font-size-body': 'Body text size (px, never rem: the host page’s root size does not change it).',
  '--ea-font-size-small': 'Small text size.',
  '--ea-font-size-h3': 'Smallest heading size.',
  '--ea-font-size-h2': 'Middle heading size.',
  '--ea-font-size-h1': 'Largest heading size.',
};

/** The read-only property with the bundle's version (set in src/embed/styles.ts, not in base.css). */
export const VERSION_PROPERTY_DOC =
  "The bundle's version as a CSS string, e.g. `\"0.1.0\"` (read it with `getComputedStyle(el).getPropertyValue('--ea-version')`). Set by the bundle: not a theming token.";

/**
 * The CSS that reserves an element's space until its script has run, against layout shift, as
 * docs/embedding.md advises editors (and as host-demo/site/static/site.css reserves on the demo's own
 * pages; a unit test keeps the two the same): what the snippet builder and Storybook's editor pages
 * write. Elements not listed reserve no space (an overlay, a hash-route page).
 */
export const PLACEHOLDER_CSS: Readonly<Record<string, readonly string[]>> = {
  'ea-refine-bar': [
    'ea-refine-bar:not(:defined) { display: block; min-height: 360px; }',
    '@media (max-width: 767px) { ea-refine-bar:not(:defined) { min-height: 329px; } }',
  ],
  'ea-plans-table': ['ea-plans-table:not(:defined) { display: block; min-height: 1200px; }'],
  // The moving-home prompt before an address: one line wide, two on a phone, three below 360 px.
  'ea-moving-home': [
    'ea-moving-home:not(:defined) { display: block; min-height: 90px; }',
    '@media (max-width: 767px) { ea-moving-home:not(:defined) { min-height: 114px; } }',
    '@media (max-width: 359px) { ea-moving-home:not(:defined) { min-height: 138px; } }',
  ],
  // The checkout header and the quote's summary as it loads (its list of six rows held): taller as the header
  // and the list wrap on narrower pages. The element holds the same until its code has loaded (its entry).
  'ea-checkout-summary': [
    'ea-checkout-summary:not(:defined) { display: block; min-height: 388px; }',
    '@media (max-width: 639px) { ea-checkout-summary:not(:defined) { min-height: 437px; } }',
    '@media (max-width: 519px) { ea-checkout-summary:not(:defined) { min-height: 677px; } }',
    '@media (max-width: 479px) { ea-checkout-summary:not(:defined) { min-height: 719px; } }',
  ],
};
