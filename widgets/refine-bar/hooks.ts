import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { fieldTextAfter } from '../../src/domain/refine';

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

/**
 * A text field's text, following the store's `value` (a host's location update, a lookup's answer) but for what the
 * visitor is typing: while the field has focus and holds text of theirs, a new value leaves it (`fieldTextAfter`).
 * `names` keeps a text that already names the new value (a suburb's label, its postcode).
 */
export function useFieldText(
  value: string,
  input: RefObject<HTMLInputElement | null>,
  names?: (text: string, value: string) => boolean,
): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const shown = useRef(value);
  useOnChange(value, (next) => {
    const field = input.current;
    const editing = !!field && (field.getRootNode() as Document | ShadowRoot).activeElement === field;
    const before = shown.current;
    shown.current = next;
    setText((current) => (names?.(current, next) ? current : fieldTextAfter(current, before, next, editing)));
  });
  return [text, setText];
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

/** Focus has left everything: nothing, or the page's body, holds it (not a host control, not another widget). */
const focusLost = (): boolean => {
  const active = document.activeElement;
  return active === null || active === document.body;
};

/** What a visitor does to move on while the plans load (scroll, click, a key): then their place is theirs. */
const MOVED_ON = ['keydown', 'pointerdown', 'wheel'] as const;

/** Keys that only change another key (or a screen reader's own modifier): pressing one alone moves nowhere. */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'Insert', 'OS']);

/** Whether `e` moves the visitor on: every click and scroll, any key but a modifier alone. */
const movesOn = (e: Event): boolean => !(e instanceof KeyboardEvent && MODIFIERS.has(e.key));

/**
 * Keeps the visitor's place while the bar's controls are disabled (plans loading, spec 2 §5). Disabling the
 * control that has focus (the address just picked, Enter in the postcode box, Update) sends focus to the
 * page's body; once the controls are enabled again it goes back to that control, or to `fallback` when the
 * control is gone or hidden (the answer changed the location mode). Only a control the loading disabled, and
 * only when focus is still lost and the visitor has not moved on since (a key other than a modifier alone, a
 * click, a scroll): a visitor who scrolled to the plans or clicked elsewhere keeps where they are. Returns the
 * section's handlers.
 */
export function useFocusKeptWhileDisabled(
  disabled: boolean,
  fallback: () => HTMLElement | null,
): { onFocus: (e: FocusEvent) => void; onBlur: (e: FocusEvent) => void } {
  /** The bar's control with focus; a control that loses it by being disabled still counts. */
  const focused = useRef<Element | null>(null);
  /** The control that lost focus as the bar was disabled. */
  const held = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (disabled) {
      const control = focused.current;
      if (!(control instanceof HTMLElement) || !control.matches(':disabled')) return;
      held.current = control;
      const forget = (e: Event): void => {
        if (movesOn(e)) held.current = null;
      };
      const options = { capture: true, passive: true };
      for (const type of MOVED_ON) document.addEventListener(type, forget, options);
      return () => {
        for (const type of MOVED_ON) document.removeEventListener(type, forget, options);
      };
    }
    const control = held.current;
    held.current = null;
    if (!control || !focusLost()) return;
    control.focus({ preventScroll: true });
    // Gone, still disabled, or hidden (the phone layout's collapsed panel): the summary line instead.
    if ((control.getRootNode() as Document | ShadowRoot).activeElement !== control) fallback()?.focus({ preventScroll: true });
  }, [disabled, fallback]);
  return {
    onFocus: (e) => void (focused.current = e.target),
    onBlur: (e) => {
      if (!e.target.matches(':disabled')) focused.current = null;
    },
  };
}
