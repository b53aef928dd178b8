import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';

/** The debounce hook moved to src/ui (shared with the qualifier); re-exported for the refine bar's modals and filters. */
export { useDebounced } from '../../src/ui/useSearch';

/**
 * Runs `update` when `value` changes after the first render (not for the value the first render
 * already shows): a field that mirrors the store then never undoes what the visitor typed before
 * the first render's effects ran, which on a slow device can be a while.
 */
export function useOnChange<T>(value: T, update: (value: T) => void): void {
  const shown = useRef(value);
  const run = useRef(update);
  run.current = update;
  useEffect(() => {
    if (Object.is(shown.current, value)) return;
    shown.current = value;
    run.current(value);
  }, [value]);
}

/** Focuses a field and scrolls so it sits 35 px below the top of the window (spec 1 §5). */
export function focusAndScroll(field: HTMLElement | null | undefined, offset = 35): void {
  if (!field) return;
  field.focus({ preventScroll: true });
  const top = field.getBoundingClientRect().top + (globalThis.scrollY ?? 0) - offset;
  if (typeof globalThis.scrollTo === 'function') {
    try {
      globalThis.scrollTo({ top, behavior: 'smooth' });
    } catch {
      /* environments without scrolling */
    }
  }
}

/**
 * Shows what `show` sets (a field's error) on screen before `focus` moves focus to the field, so a
 * screen reader reads the field with its error (aria-invalid, aria-describedby): an error rendered
 * after the focus is not read.
 */
export function showThenFocus(show: () => void, focus: () => void): void {
  flushSync(show);
  focus();
}
