import { useStore as useZustandStore } from 'zustand';
import { createEaStore, type StoreState } from './store';

export * from './types';
export { createEaStore, dataOf, put, type EaStore, type PlanRef, type StoreActions, type StoreState } from './store';
export { defaultData } from './defaults';
export * from './selectors';
export { loadSavedState, mergeUntrusted, restoreStored } from './validate';
export * as persistence from './persistence';
export * as storage from './storage';

/** The page's one store: a module in a shared chunk, so every widget root on the page uses this instance. */
export const store = createEaStore();

/** Reads the store through a narrow selector; the component re-renders only when the selected value changes. */
export function useStore<T>(selector: (state: StoreState) => T): T {
  return useZustandStore(store, selector);
}

/** Test hook: every slice back to its initial value. */
export function resetStore(): void {
  store.setState(store.getInitialState(), true);
}
