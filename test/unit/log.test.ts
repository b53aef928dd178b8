import { afterEach, describe, expect, it, vi } from 'vitest';
import { logError, logWarning } from '../../src/log';

describe('the console messages (src/log.ts)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prefixes every warning and error once, and passes the details on as they are', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cause = new Error('offline');
    logWarning('plan lookup failed', cause);
    logWarning('ignored fuel=x');
    logError('start-up failed', cause, 2);
    expect(warn.mock.calls).toEqual([['[energy plan widgets] plan lookup failed', cause], ['[energy plan widgets] ignored fuel=x']]);
    expect(error.mock.calls).toEqual([['[energy plan widgets] start-up failed', cause, 2]]);
  });
});
