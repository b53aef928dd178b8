/** Plan loading, messages, reconciliation and estimates, shared by the plans-page widgets through the store. */
export {
  startPlansService,
  stopPlansService,
  restoreLastSuccessfulPostcode,
  initialParams,
  reloadFor,
  load,
  reloadPlans,
  isLookupAddress,
  firstLookupByAddressOnly,
} from './service';
export { loadPlans, applyLookup, applyFailure, lookupRequest, checkBenchmarks, cancelLookup } from './lookup';
export type { LookupParams } from './lookup-params';
export { refreshEstimates, estimateRequestFor, watchEstimates } from './estimates';
export { closePlanMessage, retryLookup } from './messages';
export { togglePlan, isPanelSelected } from './selection';
export { handlePlanLoad } from './plan-load';
