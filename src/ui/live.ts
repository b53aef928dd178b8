import { useEffect, useRef } from 'react';

/**
 * Whether the component is still on the page: a press whose work runs after the next frame
 * (`afterPaint`, `afterChoices`) does nothing once the visitor has closed or left what they pressed in
 * that frame (Continue, then Escape on the cart).
 */
export function useLive(): { readonly current: boolean } {
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  return live;
}
