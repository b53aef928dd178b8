/**
 * A lookup's plans, checked one by one in slices short enough never to block the page (issue 21: a
 * task stays under 50 ms at 4× CPU however many plans the answer holds), each plan frozen as it
 * passes (the store's immer then takes it as it is instead of walking and freezing it again), and a
 * plan that fails its schema dropped on its own (issue 22) rather than failing the whole answer.
 */
import * as v from 'valibot';

/** Work per slice before the page gets the main thread back (real time; about 16 ms at 4× CPU). */
const SLICE_MS = 4;

/** Gives the main thread back to the browser (input, paint) before going on. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Freezes a validated value through and through (objects and arrays are fresh from the schema). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

export interface CheckedList<T> {
  /** The items that passed, frozen, in their order. */
  items: T[];
  /** How many failed, and where the first failure was. */
  dropped: number;
  firstIssue?: string;
}

/**
 * Checks each item against `schema`, giving the main thread back every few milliseconds. Throws the
 * signal's reason when it is aborted between slices.
 */
export async function checkEach<S extends v.GenericSchema>(
  schema: S,
  raw: readonly unknown[],
  signal?: AbortSignal,
): Promise<CheckedList<v.InferOutput<S>>> {
  const items: v.InferOutput<S>[] = [];
  let dropped = 0;
  let firstIssue: string | undefined;
  let sliceStart = performance.now();
  for (const [index, item] of raw.entries()) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToMain();
      signal?.throwIfAborted();
      sliceStart = performance.now();
    }
    const result = v.safeParse(schema, item);
    if (result.success) {
      items.push(deepFreeze(result.output));
    } else {
      dropped++;
      if (firstIssue === undefined) {
        const issue = result.issues[0];
        const where = issue.path?.map((p) => String(p.key)).join('.');
        firstIssue = `#${index}${where ? ` ${where}` : ''}: ${issue.message}`;
      }
    }
  }
  return { items, dropped, ...(firstIssue !== undefined ? { firstIssue } : {}) };
}
