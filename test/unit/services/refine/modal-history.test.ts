import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal, confirmReset } from '../../../../src/services/refine/modal-actions';
import { followRefineModalEntry } from '../../../../src/services/refine/modal-history';
import { watchForModals } from '../../../../src/services/refine/watch';
import { resetStore, store } from '../../../../src/store';

const MARK = 'eaRefineOpen';
const onEntry = (): boolean => (history.state as Record<string, unknown> | null)?.[MARK] === true;
const modal = () => store.getState().refine.modal;
/** The store's writes of a task are followed once they are done (a microtask later). */
const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve));
async function open(m: 'refine' | 'reset' | 'meterDetected' | 'planChange' | null): Promise<void> {
  store.getState().patch('refine', { modal: m });
  await settled();
}
/** The page's next `popstate` (the browser's Back or Forward landing). */
const nextPopstate = () => new Promise<void>((resolve) => addEventListener('popstate', () => resolve(), { once: true }));
async function traverse(step: () => void): Promise<void> {
  const landed = nextPopstate();
  step();
  await landed;
  await settled();
}

beforeAll(() => {
  resetStore();
  followRefineModalEntry();
});

beforeEach(async () => {
  vi.restoreAllMocks();
  if (modal() !== null) {
    const landed = onEntry() ? nextPopstate() : Promise.resolve();
    await open(null);
    await landed;
  }
  history.replaceState({ host: 1 }, '');
});

describe("the refine bar's modals and the page's history", () => {
  it('the refine modal opening adds one marked entry at the same address, the host state kept beside the mark', async () => {
    const length = history.length;
    const href = location.href;
    await open('refine');
    expect(history.length).toBe(length + 1);
    expect(location.href).toBe(href);
    expect(history.state).toEqual({ host: 1, [MARK]: true });
  });

  it('Back off the entry closes the modal; Forward onto it opens it again', async () => {
    await open('refine');
    await traverse(() => history.back());
    expect(modal()).toBeNull();
    expect(history.state).toEqual({ host: 1 });
    await traverse(() => history.forward());
    expect(modal()).toBe('refine');
  });

  it('closed by its own controls, the page goes back off the entry', async () => {
    await open('refine');
    const landed = nextPopstate();
    await open(null);
    await landed;
    expect(onEntry()).toBe(false);
    expect(history.state).toEqual({ host: 1 });
  });

  it('the reset modal has the entry too, and Confirm (which resets, closing it, then opens the refine modal) keeps it: no Back', async () => {
    const length = history.length;
    await open('reset');
    expect(history.length).toBe(length + 1);
    expect(onEntry()).toBe(true);
    const back = vi.spyOn(history, 'back');
    confirmReset();
    await settled();
    expect(modal()).toBe('refine');
    expect(back).not.toHaveBeenCalled();
    expect(history.length).toBe(length + 1);
    expect(onEntry()).toBe(true);
  });

  it('a modal opened again while Back off its entry is on its way gets a new entry once Back lands, and stays open', async () => {
    await open('refine');
    const landed = nextPopstate();
    await open(null);
    await open('refine');
    await landed;
    await settled();
    expect(modal()).toBe('refine');
    expect(onEntry()).toBe(true);
  });

  describe('"Plan Unavailable" waiting behind the refine modal (a reload lost the selected plan)', () => {
    const change = { removed: ['electricity' as const], kept: false, unavailableFuel: null };
    let stop: () => void;
    beforeEach(async () => {
      stop = watchForModals();
      await open('refine');
      store.getState().patch('refine', { planChange: change });
    });
    afterEach(() => {
      stop();
      store.getState().patch('refine', { planChange: null });
    });

    it('Back closes the refine modal and the notice shows, without an entry: Forward does not open the refine modal over it', async () => {
      const length = history.length;
      await traverse(() => history.back());
      expect(store.getState().refine).toMatchObject({ modal: 'planChange', planChange: change });
      expect(history.state).toEqual({ host: 1 });
      await traverse(() => history.forward());
      expect(modal()).toBe('planChange');
      expect(history.length).toBe(length);
    });

    it('closed by its own controls, the page goes back off the entry once and the notice stays', async () => {
      const back = vi.spyOn(history, 'back');
      const landed = nextPopstate();
      closeModal();
      await landed;
      await settled();
      expect(back).toHaveBeenCalledTimes(1);
      expect(history.state).toEqual({ host: 1 });
      expect(modal()).toBe('planChange');
    });
  });

  it("the meter-detected and plan-change modals have no entry; one taking the refine modal's place goes back off its entry", async () => {
    const length = history.length;
    await open('meterDetected');
    await open('planChange');
    expect(history.length).toBe(length);
    expect(onEntry()).toBe(false);
    await open('refine');
    const landed = nextPopstate();
    await open('meterDetected');
    await landed;
    expect(onEntry()).toBe(false);
    expect(modal()).toBe('meterDetected');
    // Forward onto the entry does not open the refine modal over the meter-detected one, which is not closable.
    await traverse(() => history.forward());
    expect(modal()).toBe('meterDetected');
  });
});
