/** The event a failed or repeated payment-script load dispatches on window (ours: the contract names none). */
export const SCRIPT_LOAD_FAILED_EVENT = 'ea:script-load-failed';

const loads = new Map<string, Promise<void>>();

/** Why a script load failed. */
export class ScriptLoadError extends Error {
  constructor(
    readonly src: string,
    readonly reason: 'failed' | 'repeat' | 'invalid',
  ) {
    super(reason === 'repeat' ? `script already loaded: ${src}` : `script could not be loaded: ${src}`);
    this.name = 'ScriptLoadError';
  }
}

function fail(error: ScriptLoadError): Promise<never> {
  try {
    window.dispatchEvent(new CustomEvent(SCRIPT_LOAD_FAILED_EVENT, { detail: { src: error.src, reason: error.reason } }));
  } catch {
    /* a host listener's error is not ours to rethrow */
  }
  return Promise.reject(error);
}

/**
 * Loads the payment script from the configured source once (spec 1 §7). A load failure, or a
 * second load of the same source, rejects with a `ScriptLoadError` and dispatches an event.
 * Only https (or same-origin) sources are accepted.
 */
export function loadScript(src: string): Promise<void> {
  let url: URL;
  try {
    url = new URL(src, location.href);
  } catch {
    return fail(new ScriptLoadError(src, 'invalid'));
  }
  if (url.protocol !== 'https:' && url.origin !== location.origin) return fail(new ScriptLoadError(src, 'invalid'));
  const key = url.toString();
  if (loads.has(key) || document.querySelector(`script[src="${CSS.escape(key)}"]`)) return fail(new ScriptLoadError(src, 'repeat'));
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = key;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        loads.delete(key);
        script.remove();
        fail(new ScriptLoadError(src, 'failed')).catch(reject);
      },
      { once: true },
    );
    document.head.appendChild(script);
  });
  loads.set(key, promise);
  return promise;
}

/** Test hook. */
export function forgetScriptLoads(): void {
  loads.clear();
}
