import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal, confirmReset, goToStep } from '../../../../src/services/refine/modal-actions';
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

  describe('"Enter usage" (its own entry above the modal\'s)', () => {
    const STEP = 'eaRefineEnterUsage';
    const step = () => store.getState().refine.modalStep;
    async function toEnterUsage(): Promise<void> {
      await open('refine');
      goToStep('ENTER_USAGE');
      await settled();
    }
    /** Until the page is back on the host's entry, with no modal. */
    async function closed(): Promise<void> {
      while (onEntry()) await nextPopstate();
      await settled();
    }

    it('adds a second entry at the same address, both marks kept beside the host state', async () => {
      const length = history.length;
      const href = location.href;
      await toEnterUsage();
      expect(history.length).toBe(length + 2);
      expect(location.href).toBe(href);
      expect(history.state).toEqual({ host: 1, [MARK]: true, [STEP]: true });
      await traverse(() => history.back());
      closeModal();
      await closed();
    });

    it('Back off it goes to the options with the modal open; Forward goes to "Enter usage" again; the next Back closes the modal', async () => {
      await toEnterUsage();
      await traverse(() => history.back());
      expect(modal()).toBe('refine');
      expect(step()).toBe('REFINE_OPTIONS');
      expect(history.state).toEqual({ host: 1, [MARK]: true });
      await traverse(() => history.forward());
      expect(step()).toBe('ENTER_USAGE');
      await traverse(() => history.back());
      await traverse(() => history.back());
      expect(modal()).toBeNull();
      expect(history.state).toEqual({ host: 1 });
    });

    it("the step's own Back goes back off the step's entry only", async () => {
      await toEnterUsage();
      const landed = nextPopstate();
      goToStep('REFINE_OPTIONS');
      await landed;
      await settled();
      expect(modal()).toBe('refine');
      expect(history.state).toEqual({ host: 1, [MARK]: true });
      closeModal();
      await closed();
    });

    it('closed from it (Close, Escape, Apply), the page goes back off both entries', async () => {
      const length = history.length;
      await toEnterUsage();
      const back = vi.spyOn(history, 'back');
      closeModal();
      await closed();
      expect(back).toHaveBeenCalledTimes(2);
      expect(history.state).toEqual({ host: 1 });
      expect(modal()).toBeNull();
      // The entries left are Forward's: the modal opens again, then "Enter usage".
      await traverse(() => history.forward());
      expect(modal()).toBe('refine');
      expect(history.length).toBe(length + 2);
      await traverse(() => history.back());
    });

    it('the account steps add no entry: one Back closes the modal from them', async () => {
      const length = history.length;
      await open('refine');
      goToStep('VALIDATE_ACCOUNT');
      await settled();
      expect(history.length).toBe(length + 1);
      await traverse(() => history.back());
      expect(modal()).toBeNull();
    });
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
