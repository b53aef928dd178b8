export * from './errors';
export { anySignal, timeoutSignal } from './signals';
export {
  configureApi,
  apiConfig,
  resetApi,
  apiUrl,
  request,
  requestVoid,
  traceId,
  type ApiConfig,
  type CallOptions,
  type FetchLike,
} from './client';
export * from './app';
export * from './script-loader';
