import { useCallback, useEffect, useRef } from 'react';

/**
 * A signal that aborts when the component unmounts (a modal closed, a step left): what a request
 * started from it is given, so its answer does nothing once nobody is there to see it. Returns a
 * getter to call when the request starts (the signal of the current mount).
 */
export function useUnmountSignal(): () => AbortSignal {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return useCallback(() => {
    // Before the first effect (never, from an event handler) the request runs uncancelled.
    controller.current ??= new AbortController();
    return controller.current.signal;
  }, []);
}
