import { yieldToMain } from '../api/slices';

/**
 * Work written once as steps: a generator that yields between them (issue 21). Run at once where the work is small,
 * or in slices where it can be long, the page getting the main thread back between steps, so no step's task adds to
 * another's.
 */
export type Steps<T> = Generator<void, T>;

/** Runs every step now. */
export function stepsAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Runs the steps each in a task of its own, the first too (not in the task that asked for them), while `wanted`
 * holds: once it does not, no further step runs and the result is undefined.
 */
export async function stepsInSlices<T>(steps: Steps<T>, wanted: () => boolean): Promise<T | undefined> {
  for (;;) {
    await yieldToMain();
    if (!wanted()) return undefined;
    const step = steps.next();
    if (step.done) return step.value;
  }
}
