import { useEffect, useRef, useState } from 'react';
import { afterChoices } from './after-paint';

/**
 * A press that leaves a step (the cart's Continue; Continue and the skip link on "Get started"): the
 * press paints first, and `run` follows after the choices waiting before it (`afterChoices`), unless
 * the component left the page in that frame (the cart closed with Escape, "Get started" left): then
 * nothing runs. A `run` that throws fails the widget as a render error would: its boundary reports it
 * under the widget's tag and shows the default error text, so the press never silently does nothing.
 * Lazy views only: start-up code does not import this module.
 */
export function usePress(): (run: () => void) => void {
  const live = useRef(true);
  const [, fail] = useState();
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  return (run) =>
    afterChoices(() => {
      if (!live.current) return;
      try {
        run();
      } catch (error) {
        fail(() => {
          throw error;
        });
      }
    });
}
