import { createContext, startTransition, useContext, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A tiny shared value: every component holding it reads the same one (GST on or off page-wide, a
 * panel's rate accordions). A change may name the panel it came from (its InView flag).
 */
function shared<T>(initial: T) {
  let value = initial;
  type Listener = (from: RefObject<boolean> | null) => void;
  const listeners = new Set<Listener>();
  return {
    get: (): T => value,
    set(next: T, from: RefObject<boolean> | null = null): void {
      if (Object.is(next, value)) return;
      value = next;
      for (const l of listeners) l(from);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
type Shared<T> = ReturnType<typeof shared<T>>;

/** Inc GST: on at first; the toggle switches every plan and the current plan (spec 2 §4). */
export const gst = shared(true);
/**
 * The state each panel's rate accordions start in with the mimic setting: closed (spec 2 §4).
 * Nothing in the widget sets it; stories set it to show every panel's rates open. A panel's own
 * state is usePanelRatesOpen's.
 */
export const ratesOpen = shared(false);

/** Whether the panel around a component is on screen (or near it); true outside panels and without IntersectionObserver. */
export const InView = createContext<RefObject<boolean>>({ current: true });

/** Updates for panels off screen, started together once the frame after the change has been drawn. */
let offScreen: (() => void)[] = [];

/**
 * Runs `update` in a transition after the next frame: a click then pays only for the panels on
 * screen (one setState each), not for scheduling every panel below the fold in its own handler.
 */
function afterNextFrame(update: () => void): void {
  offScreen.push(update);
  if (offScreen.length > 1) return;
  const flush = (): void => {
    const updates = offScreen;
    offScreen = [];
    startTransition(() => {
      for (const u of updates) u();
    });
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(flush, 0));
  else setTimeout(flush, 0);
}

/**
 * Reads a shared value. A change made in a panel (the GST switch clicked there) updates that panel
 * at once and every other panel in a transition started after the next frame, so the click paints
 * within a frame and the rest follow without blocking input; a change from nowhere in particular
 * updates the panels on screen at once and the others the same way.
 */
function useShared<T>(value: Shared<T>): T {
  const inView = useContext(InView);
  const [current, setCurrent] = useState(value.get);
  useEffect(() => {
    const update = (from: RefObject<boolean> | null): void => {
      if (from ? from === inView : inView.current) setCurrent(value.get());
      else afterNextFrame(() => setCurrent(value.get()));
    };
    update(null);
    return value.subscribe(update);
  }, [value, inView]);
  return current;
}

export const useIncGst = (): boolean => useShared(gst);

/** Each panel's rates-open value, keyed by the panel's InView flag (every PlanCard provides its own). */
const panelRates = new WeakMap<RefObject<boolean>, Shared<boolean>>();

/**
 * With the mimic setting, a panel's electricity and gas rate accordions both open or close together
 * (spec 2 §4): the open state of the rate accordions of the panel around the caller (at first ratesOpen's: closed)
 * and its setter. Other panels' accordions keep their own state (unlike GST, which switches every plan).
 */
export function usePanelRatesOpen(): [open: boolean, setOpen: (open: boolean) => void] {
  const panel = useContext(InView);
  let value = panelRates.get(panel);
  if (!value) {
    value = shared(ratesOpen.get());
    panelRates.set(panel, value);
  }
  return [useShared(value), value.set];
}

let observer: IntersectionObserver | null = null;
const flags = new WeakMap<Element, { current: boolean }>();

/** A flag that follows whether `element` is on screen (one observer for every panel). */
export function useInViewFlag(): { ref: RefObject<HTMLElement | null>; flag: RefObject<boolean> } {
  const ref = useRef<HTMLElement | null>(null);
  const flag = useRef(true);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const f = flags.get(entry.target);
          if (f) f.current = entry.isIntersecting;
        }
      },
      { rootMargin: '0px' },
    );
    flags.set(node, flag);
    observer.observe(node);
    return () => {
      observer?.unobserve(node);
      flags.delete(node);
    };
  }, []);
  return { ref, flag };
}
