import { useEffect, useRef } from 'react';
import { afterChoices } from './after-paint';

/**
 * A press that leaves a step (the cart's Continue; Continue and the skip link on "Get started"): the
 * press paints first, and `run` follows after the choices waiting before it (`afterChoices`), unless
 * the component left the page in that frame (the cart closed with Escape, "Get started" left): then
 * nothing runs. Lazy views only: start-up code does not import this module.
 */
export function usePress(): (run: () => void) => void {
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  return (run) =>
    afterChoices(() => {
      if (live.current) run();
    });
}
