/**
 * `AbortSignal.any` and `AbortSignal.timeout`, or the same built from an AbortController where a browser
 * lacks them: Safari before 17.4 has no `any` (iPhones that stop at iOS 16 keep that Safari), and without
 * this every request failed there. The host page's AbortSignal is not patched.
 */
export function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([...signals]);
  const controller = new AbortController();
  const aborted = signals.find((s) => s.aborted);
  if (aborted) {
    controller.abort(aborted.reason);
    return controller.signal;
  }
  const onAbort = (event: Event): void => {
    for (const s of signals) s.removeEventListener('abort', onAbort);
    controller.abort((event.target as AbortSignal).reason);
  };
  for (const s of signals) s.addEventListener('abort', onAbort);
  return controller.signal;
}

/** A signal that aborts with a TimeoutError after `ms`, as `AbortSignal.timeout` does. */
export function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  return controller.signal;
}
