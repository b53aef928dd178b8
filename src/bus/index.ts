export * from './events';
export {
  emit,
  holdInboundEvents,
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
