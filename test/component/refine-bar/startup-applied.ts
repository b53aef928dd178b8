/**
 * `whenStateApplied` for the bar's component tests (mocked with
 * `vi.mock('../../../src/services/startup', () => import('./startup-applied'))`): start-up has already
 * applied the saved state, and the bar is called back at once so that a mounted bar is enabled when
 * `render` returns (a real settled promise would call back a microtask later).
 */
export function whenStateApplied(): Promise<void> {
  return { then: (resolve: () => void) => resolve() } as unknown as Promise<void>;
}

/** The query start-up applied: the page's own (start-up ran on a page opened anew). */
export function startupSearch(): string {
  return location.search;
}
