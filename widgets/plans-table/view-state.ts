import { createContext, startTransition, useContext, useEffect, useRef, useState } from 'react';
import { afterFrame } from '../../src/ui';

/** A panel's identity (each PlanCard provides its own): a change names the panel it came from. */
export type PanelKey = object;

/**
 * A tiny shared value: every component holding it reads the same one (GST on or off page-wide, a
 * panel's rate accordions). A change may name the panel it came from (its PanelKey).
 */
function shared<T>(initial: T) {
  let value = initial;
  type Listener = (from: PanelKey | null) => void;
  const listeners = new Set<Listener>();
  return {
    get: (): T => value,
    set(next: T, from: PanelKey | null = null): void {
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

/** The panel around a component (outside panels, one key shared by the rest of the table). */
export const ThisPanel = createContext<PanelKey>({});

/** A key for a new panel, stable across its renders. */
export const usePanelKey = (): PanelKey => useRef<PanelKey>({}).current;

/** Updates for the panels a change did not come from, started together once the frame after the change has been drawn. */
let others: (() => void)[] = [];

/**
 * Runs `update` in a transition after the next frame: a click then pays only for the panel clicked,
 * not for scheduling every other panel's update in its own handler.
 */
function afterNextFrame(update: () => void): void {
  others.push(update);
  if (others.length > 1) return;
  const flush = (): void => {
    const updates = others;
    others = [];
    startTransition(() => {
      for (const u of updates) u();
    });
  };
  afterFrame(flush);
}

/**
 * Reads a shared value. A change made in a panel (the GST switch clicked there) updates that panel
 * at once and every other panel in one transition started after the next frame, so the click paints
 * the panel clicked within a frame and the rest follow without blocking input. A change from nowhere
 * in particular (a story, a test) updates every reader at once. No panel watches whether it is on
 * screen: an IntersectionObserver over 92 panels cost each click's frame its intersection pass.
 */
function useShared<T>(value: Shared<T>): T {
  const panel = useContext(ThisPanel);
  const [current, setCurrent] = useState(value.get);
  useEffect(() => {
    const update = (from: PanelKey | null): void => {
      if (from === null || from === panel) setCurrent(value.get());
      else afterNextFrame(() => setCurrent(value.get()));
    };
    update(null);
    return value.subscribe(update);
  }, [value, panel]);
  return current;
}

export const useIncGst = (): boolean => useShared(gst);

/** Each panel's rates-open value, keyed by the panel's key (every PlanCard provides its own). */
const panelRates = new WeakMap<PanelKey, Shared<boolean>>();

/**
 * With the mimic setting, a panel's electricity and gas rate accordions both open or close together
 * (spec 2 §4): the open state of the rate accordions of the panel around the caller (at first ratesOpen's: closed)
 * and its setter. Other panels' accordions keep their own state (unlike GST, which switches every plan).
 */
export function usePanelRatesOpen(): [open: boolean, setOpen: (open: boolean) => void] {
  const panel = useContext(ThisPanel);
  let value = panelRates.get(panel);
  if (!value) {
    value = shared(ratesOpen.get());
    panelRates.set(panel, value);
  }
  return [useShared(value), value.set];
}
