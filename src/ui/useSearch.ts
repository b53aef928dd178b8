import { useEffect, useRef, useState } from 'react';

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
 * requests are aborted). `undefined` results mean "not searched"; a failed search gives no results, and is
 * busy again (not its old answer) when the same text is asked again.
 */
export function useSearch<T>(
  query: string,
  enabled: boolean,
  ms: number,
  search: (q: string, signal: AbortSignal) => Promise<T[]>,
): { results: T[] | undefined; busy: boolean } {
  const debounced = useDebounced(query, ms);
  const [state, setState] = useState<{ query: string; results: T[] | undefined; failed?: true }>({ query: '', results: undefined });
  const searchRef = useRef(search);
  searchRef.current = search;
  // A failure is forgotten as soon as the text changes: the same text typed again is asked again, and is busy
  // until it answers, not showing (and announcing) the old failure meanwhile.
  if (state.failed && state.query !== query) setState({ query: '', results: undefined });
  const active = enabled && debounced === query;
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    searchRef
      .current(debounced, controller.signal)
      .then((results) => setState({ query: debounced, results }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ query: debounced, results: [], failed: true });
      });
    return () => controller.abort();
  }, [active, debounced]);
  const results = enabled && state.query === query ? state.results : undefined;
  return { results, busy: enabled && state.query !== query };
}
