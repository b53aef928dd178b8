import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focused element, looking through shadow roots. */
export function deepActiveElement(from: Node): HTMLElement | null {
  const root = from.getRootNode() as Document | ShadowRoot;
  let active = (root.activeElement ?? document.activeElement) as HTMLElement | null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement;
  return active;
}

const isRadio = (el: HTMLElement): el is HTMLInputElement => el instanceof HTMLInputElement && el.type === 'radio' && el.name !== '';

/**
 * The controls Tab stops at: of a radio group, only its checked radio (or its first, when none is checked),
 * as the browser does. The trap's last control is then the one Tab really leaves from.
 */
function tabbable(items: HTMLElement[]): HTMLElement[] {
  return items.filter((el) => {
    if (!isRadio(el) || el.checked) return true;
    const group = items.filter((other): other is HTMLInputElement => isRadio(other) && other.name === el.name);
    return group[0] === el && !group.some((radio) => radio.checked);
  });
}

/**
 * Focus management for a dialog: while `active`, focus moves into `ref` (the container when it
 * has `data-autofocus`, else its `[autofocus]` / `[data-autofocus]` element, else the first
 * focusable, else the container), Tab cycles inside, Escape calls
 * `onEscape`; when it ends, focus returns to where it was, or, when that cannot take it (disabled
 * meanwhile, or gone), to `fallback`. Returns the container's keydown handler.
 *
 * Focus moves in the commit that shows the dialog (a layout effect), so no paint and no key comes
 * between: a dialog that opens in a transition or out of a lazy chunk would otherwise show while focus
 * is still on the page, and an Escape pressed then would go to the page, not the dialog.
 *
 * `shown` false: the dialog stays open but its widget is hidden on this location (a plans-page modal on "Get
 * started", ./widget-shown.ts). Focus is left to the page shown (nothing is moved in, nor given back when it closes
 * there); once shown again, focus goes back into the dialog, to the control it was on, and closing it later gives
 * focus back to where it was when the dialog opened.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape?: () => void,
  fallback?: () => HTMLElement | null | undefined,
  shown = true,
): (event: KeyboardEvent<HTMLElement>) => void {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  const shownRef = useRef(shown);
  shownRef.current = shown;
  /** The control focused last inside the dialog: where focus goes back to when its widget shows again. */
  const last = useRef<HTMLElement | null>(null);

  // Opened: where focus was is remembered; closed, it goes back there (unless the dialog closed while hidden).
  useLayoutEffect(() => {
    const node = ref.current;
    if (!active || !node) return;
    const previous = deepActiveElement(node.parentNode ?? node);
    return () => {
      last.current = null;
      if (!shownRef.current) return;
      if (previous && previous.isConnected) previous.focus();
      if (previous && deepActiveElement(previous) === previous) return;
      fallbackRef.current?.()?.focus();
    };
  }, [active, ref]);

  // Shown (opened, or its widget shown again): focus moves in.
  useLayoutEffect(() => {
    const node = ref.current;
    if (!active || !shown || !node) return;
    const back = last.current;
    const first =
      back && back.isConnected && node.contains(back)
        ? back
        : node.hasAttribute('data-autofocus')
          ? node
          : (node.querySelector<HTMLElement>('[autofocus], [data-autofocus]') ?? node.querySelector<HTMLElement>(FOCUSABLE) ?? node);
    first.focus();
    const follow = (event: FocusEvent): void => {
      if (event.target instanceof HTMLElement) last.current = event.target;
    };
    node.addEventListener('focusin', follow);
    return () => node.removeEventListener('focusin', follow);
  }, [active, shown, ref]);

  return (event) => {
    const node = ref.current;
    if (!node) return;
    if (event.key === 'Escape') {
      // The key is the modal's, closable or not: its default would also close a host's <dialog> around the widget.
      event.preventDefault();
      if (!escape.current) return;
      event.stopPropagation();
      escape.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = tabbable([...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]')));
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0] as HTMLElement;
    const last = items[items.length - 1] as HTMLElement;
    const current = deepActiveElement(node);
    // From the first control, or from what is not a control (the title focused on a step change), Shift+Tab wraps.
    if (event.shiftKey && (current === first || !node.contains(current) || !items.includes(current as HTMLElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || !node.contains(current))) {
      event.preventDefault();
      first.focus();
    }
  };
}

/**
 * Moves focus to `target` (else the container) when `key` changes while `active`: content swapped
 * inside an open dialog (a step) removes the focused element, and focus would fall to the page,
 * out of reach of the dialog's Escape and Tab. Not on mount, not on other re-renders, and not when
 * focus is already inside the container (the new content placed it). In the same commit, as above.
 */
export function useFocusOnChange(
  container: RefObject<HTMLElement | null>,
  target: RefObject<HTMLElement | null>,
  key: unknown,
  active: boolean,
): void {
  const last = useRef(key);
  useLayoutEffect(() => {
    if (Object.is(last.current, key)) return;
    last.current = key;
    const node = container.current;
    if (!active || !node) return;
    const current = deepActiveElement(node);
    if (current && current !== node && node.contains(current)) return;
    (target.current ?? node).focus();
  }, [key, active, container, target]);
}

/**
 * Shows a widget's overlay (the cart, a modal's backdrop; its element carries `popover="manual"`) in the browser's
 * top layer: above the whole page, and placed against the viewport whatever the host page wraps the widget in.
 * Without it, a `transform` on a host wrapper (scroll-animation libraries add one) made `position: fixed` follow
 * the wrapper, so the cart opened off screen with no height, and a wrapper's stacking context let the host's
 * sticky header cover the cart's Close. A manual popover changes nothing else: focus, Escape and the focus trap
 * stay the widget's. Browsers without popovers keep the fixed overlay.
 */
export function useTopLayer(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const overlay = ref.current;
    if (!shown || !overlay || typeof overlay.showPopover !== 'function') return;
    try {
      if (!overlay.matches(':popover-open')) overlay.showPopover();
    } catch {
      // Not in a document, or refused: the fixed overlay stays where it is.
    }
    // No longer shown while still there (its widget hidden on this location): out of the top layer.
    return () => {
      try {
        if (overlay.isConnected && overlay.matches(':popover-open')) overlay.hidePopover();
      } catch {
        // Already out.
      }
    };
  }, [ref, shown]);
}
