import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { resetApi } from '../../../../src/api';
import { forgetAccessToken } from '../../../../src/services/auth/access-token-exchange';
import { resetStore } from '../../../../src/store';

/**
 * Each test of a signed-in service starts with an empty store, no tokens in memory or in storage,
 * and console.warn recorded (and silenced); the API client is reset after it. Returns the current
 * test's warn spy.
 */
export function isolatedSession(): () => MockInstance<typeof console.warn> {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    resetStore();
    forgetAccessToken();
    sessionStorage.clear();
    localStorage.clear();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    resetApi();
    vi.restoreAllMocks();
  });
  return () => warn;
}
