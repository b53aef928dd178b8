/** `<ea-checkout-summary>` for dist/custom-elements.json (build time only; see src/embed/manifest-data.ts). */
import type { ElementDoc } from '../../src/embed/manifest-types';

export const manifest: ElementDoc = {
  tag: 'ea-checkout-summary',
  entry: 'checkout-summary.js',
  className: 'EaCheckoutSummary',
  summary: "The checkout page's stand-in: the saved quote's header and what the visitor chose (spec 3).",
  description:
    "Loads the saved quote named by the page's `?r=` (else the quote cookie, else saved state) and shows the checkout header with the stage, plans, customer type and address, or why the quote cannot be shown. Only the common attributes.",
  attributes: [],
  listens: [],
  dispatches: [],
};
