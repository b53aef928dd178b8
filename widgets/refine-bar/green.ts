import { fetchGreenOptions } from '../../src/api';
import { DEFAULT_GREEN_OPTION } from '../../src/domain';
import { setOfferedGreenOptions } from '../../src/services/refine';

let cached: Promise<number[]> | null = null;

/** The green energy options of the page key (read once per page); only 0% until they arrive or when the call fails. */
export function greenOptions(pageKey: string): Promise<number[]> {
  cached ??= fetchGreenOptions(pageKey)
    .catch(() => [] as number[])
    .then((options) => {
      const list = [...new Set([DEFAULT_GREEN_OPTION, ...options])].sort((a, b) => a - b);
      setOfferedGreenOptions(list);
      return list;
    });
  return cached;
}

/** Test hook. */
export function forgetGreenOptions(): void {
  cached = null;
}
