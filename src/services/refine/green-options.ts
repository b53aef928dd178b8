import { fetchGreenOptions } from '../../api';
import { DEFAULT_GREEN_OPTION } from '../../domain/shared';
import { setOfferedGreenOptions } from './events';

const cached = new Map<string, Promise<number[]>>();

/** The green energy options of a page key (read once per key); only 0% until they arrive or when the call fails. */
export function greenOptions(pageKey: string): Promise<number[]> {
  const known = cached.get(pageKey);
  if (known) return known;
  const options = fetchGreenOptions(pageKey)
    .catch(() => [] as number[])
    .then((options) => {
      const list = [...new Set([DEFAULT_GREEN_OPTION, ...options])].sort((a, b) => a - b);
      setOfferedGreenOptions(list);
      return list;
    });
  cached.set(pageKey, options);
  return options;
}

/** Test hook. */
export function forgetGreenOptions(): void {
  cached.clear();
}
