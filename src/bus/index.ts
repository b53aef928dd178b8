export * from './events';
export {
  emit,
  inboundEventsApplied,
  loadHostSchemas,
  on,
  onLocationUpdate,
  announceLocation,
  rememberLocation,
  requestCart,
  resetBusMemory,
  WIDGETS_SOURCE,
} from './bus';
export * from './schemas';
