/** `<ea-plans-table>` for dist/custom-elements.json (build time only; see src/embed/manifest-data.ts). */
import { OFFER_FILTER_DOC, OFFER_ORDER_DOC } from '../../src/embed/manifest-data';
import type { ElementDoc } from '../../src/embed/manifest-types';

export const manifest: ElementDoc = {
  tag: 'ea-plans-table',
  entry: 'plans-table.js',
  className: 'EaPlansTable',
  summary: 'Plans table: the plans for the visitor’s place with estimates, rates and selection (spec 2).',
  description:
    'The plans table with per-plan panels, the key-features table, the verification modal, lookup messages and disclaimers. Loads plans on `ea:plan-load` and on a host’s `ea:location-update`; reports failed loads with `ea:plan-load-failed`, announces the postcode of an address or meter lookup with `ea:location-update`, and asks the cart to open (`ea:open-cart`) when the visitor adds a plan.',
  attributes: [
    OFFER_ORDER_DOC,
    OFFER_FILTER_DOC,
    {
      name: 'mimic-accordions',
      kind: 'boolean',
      description: "Present: a plan's electricity and gas rate accordions open and close together.",
    },
    {
      name: 'hide-message-close',
      kind: 'boolean',
      description: 'Present: lookup messages show without their close buttons.',
    },
  ],
  listens: ['ea:plan-load', 'ea:location-update'],
  dispatches: ['ea:plan-load-failed', 'ea:location-update', 'ea:open-cart'],
};
