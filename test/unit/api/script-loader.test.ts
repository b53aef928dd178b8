import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetScriptLoads, loadScript, SCRIPT_LOAD_FAILED_EVENT, ScriptLoadError } from '../../../src/api';

/**
 * happy-dom fires `error` on a script as soon as it is connected (it does not run scripts), so the
 * appended element is captured instead of connected, and its load/error events are dispatched by hand.
 */
let appended: HTMLScriptElement[];
let failures: { src: string; reason: string }[];
const record = (event: Event) => failures.push((event as CustomEvent<{ src: string; reason: string }>).detail);

beforeEach(() => {
  appended = [];
  failures = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement) appended.push(node);
    return node;
  });
  window.addEventListener(SCRIPT_LOAD_FAILED_EVENT, record);
});
afterEach(() => {
  window.removeEventListener(SCRIPT_LOAD_FAILED_EVENT, record);
  forgetScriptLoads();
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

const SRC = 'https://pay.example.com/v5/bpoint.js';

describe('loadScript (spec 1 §7, §8)', () => {
  it('appends one async script with the source and resolves on load', async () => {
    const pending = loadScript(SRC);
    expect(appended).toHaveLength(1);
    expect(appended[0]?.src).toBe(SRC);
    expect(appended[0]?.async).toBe(true);
    appended[0]?.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toBeUndefined();
    expect(failures).toEqual([]);
  });

  it('a second load of the same source rejects with reason "repeat" and dispatches the failure event', async () => {
    const first = loadScript(SRC);
    appended[0]?.dispatchEvent(new Event('load'));
    await first;
    const error = await loadScript(SRC).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect((error as ScriptLoadError).reason).toBe('repeat');
    expect(appended).toHaveLength(1);
    expect(failures).toEqual([{ src: SRC, reason: 'repeat' }]);
  });

  it('a second load while the first is still loading is a repeat too', async () => {
    void loadScript(SRC);
    await expect(loadScript(SRC)).rejects.toMatchObject({ reason: 'repeat' });
    expect(appended).toHaveLength(1);
  });

  it('a script already in the page counts as a repeat', async () => {
    const existing = document.createElement('script');
    existing.setAttribute('src', SRC);
    existing.type = 'text/plain';
    Node.prototype.appendChild.call(document.head, existing); // the real appendChild, past the spy
    await expect(loadScript(SRC)).rejects.toMatchObject({ reason: 'repeat' });
    expect(appended).toHaveLength(0);
  });

  it('a load error rejects with reason "failed", dispatches the failure event and removes the element', async () => {
    const pending = loadScript(SRC);
    const script = appended[0];
    const remove = vi.spyOn(script as HTMLScriptElement, 'remove');
    script?.dispatchEvent(new Event('error'));
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect((error as ScriptLoadError).reason).toBe('failed');
    expect(failures).toEqual([{ src: SRC, reason: 'failed' }]);
    expect(remove).toHaveBeenCalled();
  });

  it('after a failure the same source may be tried again', async () => {
    const first = loadScript(SRC);
    appended[0]?.dispatchEvent(new Event('error'));
    await first.catch(() => undefined);
    const second = loadScript(SRC);
    expect(appended).toHaveLength(2);
    appended[1]?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
  });

  it.each([
    'http://pay.example.com/v5/bpoint.js',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    'http://evil.example.com:80/x.js',
    'https://',
  ])('refuses %j with reason "invalid" and appends nothing', async (src) => {
    const error = await loadScript(src).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect((error as ScriptLoadError).reason).toBe('invalid');
    expect(appended).toEqual([]);
    expect(failures).toEqual([{ src, reason: 'invalid' }]);
  });

  it('accepts a same-origin source', async () => {
    const pending = loadScript('/assets/pay.js');
    expect(appended[0]?.src).toBe(`${location.origin}/assets/pay.js`);
    appended[0]?.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toBeUndefined();
  });

  it('a host listener throwing on the failure event does not change the rejection', async () => {
    const thrower = () => {
      throw new Error('host bug');
    };
    window.addEventListener(SCRIPT_LOAD_FAILED_EVENT, thrower);
    try {
      await expect(loadScript('ftp://x.example/x.js')).rejects.toMatchObject({ reason: 'invalid' });
    } finally {
      window.removeEventListener(SCRIPT_LOAD_FAILED_EVENT, thrower);
    }
  });
});
