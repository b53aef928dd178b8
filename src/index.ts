/**
 * What a TypeScript host may import: event names and detail types, the element class type,
 * and the bundle version. Importing this module registers no element.
 */
export {
  EVENT_NAMES,
  type EaEventMap,
  type EaEventName,
  type EaInboundEventInputMap,
  type EaInboundEventName,
  type EaOutboundEventName,
} from './bus/events';
export type { EaWidgetElement, WidgetAttributes } from './embed/define-widget';
export { VERSION } from './version';
