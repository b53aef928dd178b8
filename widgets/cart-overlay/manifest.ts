/** `<ea-cart-overlay>` for dist/custom-elements.json (build time only; see src/embed/manifest-data.ts). */
import { OFFER_FILTER_DOC, OFFER_ORDER_DOC } from '../../src/embed/manifest-data';
import type { ElementDoc } from '../../src/embed/manifest-types';

export const manifest: ElementDoc = {
  tag: 'ea-cart-overlay',
  entry: 'cart-overlay.js',
  className: 'EaCartOverlay',
  summary: 'Cart overlay: the chosen plans and suggestions, with Continue (spec 2).',
  description: 'The cart overlay. Opens on `ea:open-cart` (the plans table sends it when the visitor adds a plan; a host may too).',
  attributes: [
    {
      name: 'continue-href',
      kind: 'string',
      description:
        "Where Continue goes: a same-origin page. Absent, empty or another origin: the qualifier hash route (`#/qualifier`, the page's query kept).",
    },
    { ...OFFER_ORDER_DOC, description: `${OFFER_ORDER_DOC.description} Applies to the suggested plans.` },
    { ...OFFER_FILTER_DOC, description: `${OFFER_FILTER_DOC.description} Applies to the suggested plans.` },
  ],
  listens: ['ea:open-cart'],
  dispatches: [],
};
