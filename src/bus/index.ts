export * from './events';
export { emit, on, onLocationUpdate, announceLocation, resetBusMemory, WIDGETS_SOURCE } from './bus';
export * from './schemas';
