import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

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

/** The value after it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/**
 * Runs a search for the debounced query when `enabled`; only the latest answer is kept (older
 * requests are aborted). `undefined` results mean "not searched".
 */
export function useSearch<T>(query: string, enabled: boolean, ms: number, search: (q: string, signal: AbortSignal) => Promise<T[]>): { results: T[] | undefined; busy: boolean } {
  const debounced = useDebounced(query, ms);
  const [state, setState] = useState<{ query: string; results: T[] | undefined }>({ query: '', results: undefined });
  const searchRef = useRef(search);
  searchRef.current = search;
  const active = enabled && debounced === query;
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    searchRef
      .current(debounced, controller.signal)
      .then((results) => setState({ query: debounced, results }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ query: debounced, results: [] });
      });
    return () => controller.abort();
  }, [active, debounced]);
  const results = enabled && state.query === query ? state.results : undefined;
  return { results, busy: enabled && state.query !== query };
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
