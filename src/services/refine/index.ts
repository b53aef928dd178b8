/** The refine flow's orchestration: host events, the store writes of the bar and its modals, and watchers. */
export * from './actions';
export * from './modal-actions';
export { listenToHostEvents, setOfferedGreenOptions } from './events';
export { isPlansLoading, watchForModals, watchOnce } from './watch';
