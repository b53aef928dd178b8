/** `<ea-refine-bar>` for dist/custom-elements.json (build time only; see src/embed/manifest-data.ts). */
import type { ElementDoc } from '../../src/embed/manifest-types';

export const manifest: ElementDoc = {
  tag: 'ea-refine-bar',
  entry: 'refine-bar.js',
  className: 'EaRefineBar',
  summary: 'Refine bar: location, fuel, estimate period, green options and usage, with its modals (spec 2).',
  description:
    'The refine bar with the usage selection, refine, reset, meter-detected and plan-change modals. Acts on `ea:refine` and `ea:open-refine` from the host and announces a postcode or address the visitor chooses with `ea:location-update`.',
  attributes: [
    {
      name: 'location-mode',
      kind: 'values',
      values: ['postcode'],
      description: '`postcode`: the postcode box only. Absent (or any other value): the visitor may search by postcode or address.',
    },
    {
      name: 'hide-unselected-fuel',
      kind: 'boolean',
      description: 'Present: the usage inputs of a fuel that is not selected are hidden.',
    },
    {
      name: 'green-page-key',
      kind: 'string',
      default: 'greenEnergyOptions',
      description: 'The getConfig key of the green-energy options the bar offers.',
    },
    {
      name: 'meter-detected-text',
      kind: 'string',
      description: "Replaces the 'Meter detected' modal's text. Absent: the spec's text for the customer type.",
    },
    {
      name: 'meter-detected-button',
      kind: 'string',
      description: "Replaces the 'Meter detected' modal's button label. Absent: the spec's label.",
    },
    {
      name: 'meter-detected-hide-button',
      kind: 'boolean',
      description: "Present (and not `false`): the 'Meter detected' modal shows no button.",
    },
  ],
  listens: ['ea:refine', 'ea:open-refine'],
  dispatches: ['ea:location-update'],
};
