import type * as v from 'valibot';
import type { AddressUpdateSchema, PlanLoadSchema, RefineSchema } from './host-schemas';
import type { EmptySchema, LocationUpdateSchema, LookupCompletedSchema, PlanLoadFailedSchema } from './schemas';

/**
 * Every window event of the embedding contract (EMBEDDING.md), by name, with its detail.
 *
 * - `ea:location-update` (both ways) — Purpose: share the visitor's postcode. Triggers: a host
 *   location widget; the widgets announce theirs with `source: "widgets"`.
 * - `ea:plan-load` (host → widgets) — Purpose: load plans for a postcode, NMI, MIRN or address.
 * - `ea:refine` (host → widgets) — Purpose: refine the estimate (fuel, period, usage, green…).
 * - `ea:open-refine` (host → widgets) — Purpose: open reset (customer usage exists) or the refine modal.
 * - `ea:address-update` / `ea:address-clear` (host → widgets) — Purpose: moving-home address chosen / cleared.
 * - `ea:open-cart` (host or widgets → cart) — Purpose: open the cart overlay (ours; the contract names none).
 * - `ea:lookup-completed` (widgets → host) — Purpose: moving-home lookup finished.
 * - `ea:plan-load-failed` (widgets → host) — Purpose: a plan load ended in a non-success status.
 */
export interface EaEventMap {
  'ea:location-update': v.InferOutput<typeof LocationUpdateSchema>;
  'ea:plan-load': v.InferOutput<typeof PlanLoadSchema>;
  'ea:refine': v.InferOutput<typeof RefineSchema>;
  'ea:open-refine': v.InferOutput<typeof EmptySchema>;
  'ea:address-update': v.InferOutput<typeof AddressUpdateSchema>;
  'ea:address-clear': v.InferOutput<typeof EmptySchema>;
  'ea:open-cart': v.InferOutput<typeof EmptySchema>;
  'ea:lookup-completed': v.InferOutput<typeof LookupCompletedSchema>;
  'ea:plan-load-failed': v.InferOutput<typeof PlanLoadFailedSchema>;
}

/** What a host may send (the detail it dispatches, before validation). */
export interface EaInboundEventInputMap {
  'ea:location-update': v.InferInput<typeof LocationUpdateSchema>;
  'ea:plan-load': v.InferInput<typeof PlanLoadSchema>;
  'ea:refine': v.InferInput<typeof RefineSchema>;
  'ea:open-refine': v.InferInput<typeof EmptySchema>;
  'ea:address-update': v.InferInput<typeof AddressUpdateSchema>;
  'ea:address-clear': v.InferInput<typeof EmptySchema>;
  'ea:open-cart': v.InferInput<typeof EmptySchema>;
}

export type EaEventName = keyof EaEventMap;
export type EaInboundEventName = keyof EaInboundEventInputMap;
export type EaOutboundEventName = 'ea:location-update' | 'ea:lookup-completed' | 'ea:plan-load-failed';

/** Every event name, for hosts. */
export const EVENT_NAMES = [
  'ea:location-update',
  'ea:plan-load',
  'ea:refine',
  'ea:open-refine',
  'ea:address-update',
  'ea:address-clear',
  'ea:open-cart',
  'ea:lookup-completed',
  'ea:plan-load-failed',
] as const satisfies readonly EaEventName[];

declare global {
  interface WindowEventMap {
    'ea:location-update': CustomEvent<EaEventMap['ea:location-update']>;
    'ea:plan-load': CustomEvent<EaInboundEventInputMap['ea:plan-load']>;
    'ea:refine': CustomEvent<EaInboundEventInputMap['ea:refine']>;
    'ea:open-refine': CustomEvent<EaInboundEventInputMap['ea:open-refine']>;
    'ea:address-update': CustomEvent<EaInboundEventInputMap['ea:address-update']>;
    'ea:address-clear': CustomEvent<EaInboundEventInputMap['ea:address-clear']>;
    'ea:open-cart': CustomEvent<EaInboundEventInputMap['ea:open-cart']>;
    'ea:lookup-completed': CustomEvent<EaEventMap['ea:lookup-completed']>;
    'ea:plan-load-failed': CustomEvent<EaEventMap['ea:plan-load-failed']>;
  }
}
