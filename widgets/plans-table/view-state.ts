import { createContext, startTransition, useContext, useEffect, useRef, useState, type RefObject } from 'react';

/** A tiny shared value: every plans table on the page reads the same one (GST on or off, accordions open together). */
function shared<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: (): T => value,
    set(next: T): void {
      if (Object.is(next, value)) return;
      value = next;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
type Shared<T> = ReturnType<typeof shared<T>>;

/** Inc GST: on at first; the toggle switches every plan and the current plan (spec 2 §4). */
export const gst = shared(true);
/** With the mimic setting, rate accordions open and close together. */
export const ratesOpen = shared(false);

/** Whether the panel around a component is on screen (or near it); true outside panels and without IntersectionObserver. */
export const InView = createContext<RefObject<boolean>>({ current: true });

/**
 * Reads a shared value. Panels on screen update at once; panels off screen update in a transition,
 * so a switch with 90 plans paints at once and the rest follow without blocking.
 */
function useShared<T>(value: Shared<T>): T {
  const inView = useContext(InView);
  const [current, setCurrent] = useState(value.get);
  useEffect(() => {
    const update = (): void => {
      if (inView.current) setCurrent(value.get());
      else startTransition(() => setCurrent(value.get()));
    };
    update();
    return value.subscribe(update);
  }, [value, inView]);
  return current;
}

export const useIncGst = (): boolean => useShared(gst);
export const useRatesOpen = (): boolean => useShared(ratesOpen);

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
