/**
 * A lookup's plans checked one by one (loaded only for an answer whose plans did not all pass: issue
 * 22): a plan that fails its schema is left out, logged once, and the rest kept; an answer with none
 * usable fails. Checked in slices that never block the page, each plan frozen as it passes.
 */
import * as v from 'valibot';
import { ApiAbortError, ApiSchemaError } from './errors';
import { deepFreeze, SLICE_MS, yieldToMain } from './slices';
import { logWarning } from '../log';

export interface CheckedList<T> {
  /** The items that passed, frozen, in their order. */
  items: T[];
  /** How many failed, and where the first failure was. */
  dropped: number;
  firstIssue?: string;
}

/** Checks each item against `schema`, giving the main thread back every few milliseconds; throws the signal's reason once aborted. */
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

/** A fuel's usable plans: a plan that fails its schema is dropped (logged once); none usable of several is a schema error. */
export async function usablePlans<S extends v.GenericSchema>(
  path: string,
  schema: S,
  fuel: string,
  raw: readonly unknown[],
  signal: AbortSignal | undefined,
): Promise<v.InferOutput<S>[]> {
  const checked = await checkEach(schema, raw, signal).catch((error: unknown) => {
    throw signal?.aborted ? new ApiAbortError(path) : error;
  });
  const why = checked.firstIssue ?? 'invalid plan';
  if (checked.items.length === 0 && raw.length > 0) throw new ApiSchemaError(path, [`${fuel}.plans ${why}`]);
  if (checked.dropped > 0) logWarning(`${checked.dropped} of ${raw.length} ${fuel} plans left out: ${why}`);
  return checked.items;
}
