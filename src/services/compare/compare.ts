/**
 * Compare side by side (issue 17): the compared panels in the store, changed only through the
 * rules of src/domain/compare. Loaded only by the compare toggle's click, the tray and the view.
 */
import { reconcileCompared, removeCompared, replaceCompared, toggleCompared, type CompareChange } from '../../domain/compare/compare';
import { store } from '../../store';

const compared = (): readonly string[] => store.getState().plans.compared;
const save = (keys: string[]): void => store.getState().patch('plans', { compared: keys });

/** Presses Compare on a panel: adds or removes it; with three compared already, changes nothing and returns `full`. */
export function pressCompare(key: string): CompareChange {
  const change = toggleCompared(compared(), key);
  if (change.kind !== 'full') save(change.keys);
  return change;
}

/** The answer to 'drop one': `drop` leaves and `add` takes its place. */
export const dropAndAdd = (drop: string, add: string): void => save(replaceCompared(compared(), drop, add));

/** Takes a panel out of the comparison. */
export const uncompare = (key: string): void => save(removeCompared(compared(), key));

/** Empties the comparison. */
export const clearCompared = (): void => save([]);

/** Keeps the compared panels that are still shown; returns the keys dropped (none: the store is left alone). */
export function reconcileShown(shownKeys: readonly string[]): string[] {
  const { keys, dropped } = reconcileCompared(compared(), shownKeys);
  if (dropped.length) save(keys);
  return dropped;
}
