/** `<ea-qualifier>` for dist/custom-elements.json (build time only; see src/embed/manifest-data.ts). */
import type { ElementDoc } from '../../src/embed/manifest-types';

export const manifest: ElementDoc = {
  tag: 'ea-qualifier',
  entry: 'qualifier.js',
  className: 'EaQualifier',
  summary: '"Get started": the qualifier on the `#/qualifier` hash route, with the checkout header (spec 3).',
  description:
    'Shows on the `#/qualifier` hash route only (the plans-page widgets hide there, keeping their state). An address the visitor chooses is announced with `ea:location-update`.',
  attributes: [
    {
      name: 'checkout-url',
      kind: 'string',
      default: '/checkout#/mydetails',
      description:
        'Where Continue takes the visitor with the saved quote, as `?r=<reference>&customerType=<residential|business>`. Only a same-origin path or an http(s) address is followed.',
    },
  ],
  listens: [],
  dispatches: ['ea:location-update'],
};
