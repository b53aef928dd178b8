export * from './events';
export { emit, on, onLocationUpdate, announceLocation, requestCart, resetBusMemory, WIDGETS_SOURCE } from './bus';
export * from './schemas';
