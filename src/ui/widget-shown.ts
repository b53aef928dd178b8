import { useCallback, useSyncExternalStore } from 'react';
import { useWidget } from '../embed/context';

/**
 * Whether the widget shows on this page location. The plans-page widgets stay mounted on "Get started" (`shownWhen`:
 * `defineWidget` hides their content and their portal, src/embed/define-widget.tsx), and so does what they hold open:
 * a modal or the cart is asleep there, not closed, and comes back as it was with the plans. While asleep it lets go of
 * the page: no scroll lock, no top layer, no focus (./Modal.tsx, the cart). The portal's `hidden` is the one place
 * that says so; read here, loaded with the modals, it costs the page's start-up script nothing.
 */
export function useWidgetShown(): boolean {
  const { portal } = useWidget();
  const subscribe = useCallback(
    (change: () => void) => {
      const observer = new MutationObserver(change);
      observer.observe(portal, { attributeFilter: ['hidden'] });
      return () => observer.disconnect();
    },
    [portal],
  );
  return useSyncExternalStore(subscribe, () => !portal.hidden);
}
