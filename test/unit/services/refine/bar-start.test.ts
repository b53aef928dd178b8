/**
 * A refine bar's start (src/services/refine/bar-start.ts): the modals' watcher at once, the host's
 * events once the page's saved state is applied. The bar's component tests cover what it shows
 * meanwhile (test/component/refine-bar/state-applied.test.tsx).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboundEventsApplied } from '../../../../src/bus';
import { startRefineBar } from '../../../../src/services/refine/bar-start';
import { store } from '../../../../src/store';

/** When the page's saved state and URL count as applied (start-up itself is not run here). */
const startup = vi.hoisted(() => ({ applied: Promise.resolve() }));
vi.mock('../../../../src/services/page/startup', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../src/services/page/startup')>()),
  whenStateApplied: () => startup.applied,
}));

let apply = (): void => {};
let bar: AbortController;

beforeEach(() => {
  startup.applied = new Promise<void>((resolve) => (apply = resolve));
  bar = new AbortController();
});
afterEach(() => {
  bar.abort();
  startup.applied = Promise.resolve();
});

const s = () => store.getState();
/** The host asks for the refine modal and waits until the request has been handled (or ignored). */
const hostOpensRefine = async (): Promise<void> => {
  window.dispatchEvent(new CustomEvent('ea:open-refine'));
  await inboundEventsApplied();
};
const meterMessage = () => s().addMessage({ code: 'INVALID_CUSTOMER_TYPE', fuel: 'electricity', level: 'error', visible: true });

describe('a refine bar’s start (startRefineBar)', () => {
  it('watches for the modals at once: a meter of the other customer type opens the meter-detected modal', () => {
    startRefineBar(bar.signal, () => {});
    meterMessage();
    expect(s().refine.modal).toBe('meterDetected');
  });

  it('listens to the host’s events only once the saved state is applied, and says so then', async () => {
    let applied = (): void => {};
    const saidApplied = new Promise<void>((resolve) => (applied = resolve));
    const said = vi.fn(applied);
    startRefineBar(bar.signal, said);
    await hostOpensRefine();
    expect(s().refine.modal).toBeNull();
    expect(said).not.toHaveBeenCalled();
    apply();
    await saidApplied;
    await hostOpensRefine();
    expect(s().refine.modal).toBe('refine');
    expect(said).toHaveBeenCalledOnce();
  });

  it('cleaned up before the state is applied (the bar re-rendered or went): no host events for it, and nothing said', async () => {
    const said = vi.fn();
    const stop = startRefineBar(bar.signal, said);
    stop();
    apply();
    await startup.applied;
    await hostOpensRefine();
    expect(said).not.toHaveBeenCalled();
    expect(s().refine.modal).toBeNull();
  });

  it('the last bar gone (its signal aborted): the watcher and the host’s events stop', async () => {
    let applied = (): void => {};
    const saidApplied = new Promise<void>((resolve) => (applied = resolve));
    startRefineBar(bar.signal, applied);
    apply();
    await saidApplied;
    bar.abort();
    meterMessage();
    await hostOpensRefine();
    expect(s().refine.modal).toBeNull();
  });
});
