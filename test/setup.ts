import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { waitConfig } from '../stories/support/waits';
import { resetApi } from '../src/api';
import { loadHostSchemas, resetBusMemory } from '../src/bus';
import { resetStore } from '../src/store';
import { afterChoices, choicesWaiting, discardChoices } from '../src/ui/after-paint';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// No test may depend on how fast the machine is (issue 23): waitFor and findBy* wait for what they look
// for up to WAIT_MS (a passing test never waits longer than it must), not Testing Library's 1 s; a test's own
// budget (vitest.config.ts) is longer still, so a wait that runs out fails with its own message.
// A query inside a widget's shadow root that finds nothing names the root's content: Testing Library's own
// message cannot print a ShadowRoot and throws from its timer instead, so the test would hang to its budget.
// The stories' play functions use storybook/test's own copy, configured alike by stories/support/drawn.ts.
configure(waitConfig(prettyDOM));

// A choice (an answer on "Get started", Select plan, Inc GST) paints at once and applies after the next
// frame (src/ui/after-paint.ts); in a browser that frame is at most a few milliseconds away, in happy-dom it
// is a race with user-event's own timers, which a busy machine can lose. Every user-event action and waitFor
// ends only when the choices it made, and the presses queued behind them, have applied, as they have by the
// time a visitor does anything next. A test about the painted-but-not-applied moment uses fireEvent; under
// fake timers the test runs the frame itself (the wait would never end).
const { asyncWrapper } = getConfig();
configure({
  asyncWrapper: (run) =>
    asyncWrapper(async () => {
      const result = await run();
      while (choicesWaiting() && !vi.isFakeTimers()) await new Promise<void>((resolve) => afterChoices(resolve));
      return result;
    }),
});

// The host's richer events validate with rules a page loads on the first such event (src/bus/bus.ts);
// loaded here so each test sees an event handled as it is dispatched. test/unit/bus/lazy-host-schemas.test.ts covers the wait.
await loadHostSchemas();

/**
 * happy-dom has no layout, and its IntersectionObserver never reports: here every observed element
 * counts as in view (a page without layout shows everything), so content built when the visitor
 * nears it (the plans' disclaimers) is built. A test about scrolling replaces it.
 */
class InViewObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  #callback: IntersectionObserverCallback;
  #live = true;
  constructor(callback: IntersectionObserverCallback) {
    this.#callback = callback;
  }
  observe(target: Element): void {
    queueMicrotask(() => {
      if (!this.#live) return;
      const rect = target.getBoundingClientRect();
      const entry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: performance.now(),
      };
      this.#callback([entry], this as unknown as IntersectionObserver);
    });
  }
  unobserve(): void {}
  disconnect(): void {
    this.#live = false;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
if (typeof window !== 'undefined') globalThis.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver;

afterEach(() => {
  cleanup();
  // A choice made in a test's last frame (useChoice) never applies in the next test.
  discardChoices();
  resetStore();
  resetBusMemory();
  resetApi();
  if (typeof localStorage === 'undefined') return;
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    /* some tests replace storage */
  }
  if (typeof document === 'undefined') return;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
