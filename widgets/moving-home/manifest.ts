/** `<ea-moving-home>` for dist/custom-elements.json (build time only; see src/embed/manifest-data.ts). */
import type { ElementDoc } from '../../src/embed/manifest-types';

export const manifest: ElementDoc = {
  tag: 'ea-moving-home',
  entry: 'moving-home.js',
  className: 'EaMovingHome',
  summary: 'Moving-home shell: landing with the moving date picker and the address events from the host (spec 3).',
  description:
    "Takes the host's `ea:address-update` / `ea:address-clear`, loads the plans at that address (shown by the plans table and cart on the same page) and answers with `ea:lookup-completed`. Load its script before the plans table's, so the plans wait for the address. Only the common attributes.",
  attributes: [],
  listens: ['ea:address-update', 'ea:address-clear', 'ea:plan-load', 'ea:location-update'],
  dispatches: ['ea:lookup-completed', 'ea:plan-load-failed', 'ea:location-update'],
};
