import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { followRefineModalEntry } from '../../../../src/services/refine/modal-history';
import { resetStore, store } from '../../../../src/store';

const MARK = 'eaRefineOpen';
const onEntry = (): boolean => (history.state as Record<string, unknown> | null)?.[MARK] === true;
const modal = () => store.getState().refine.modal;
const open = (m: 'refine' | 'reset' | 'meterDetected' | 'planChange') => store.getState().patch('refine', { modal: m });
/** The page's next `popstate` (the browser's Back or Forward landing). */
const nextPopstate = () => new Promise<void>((resolve) => addEventListener('popstate', () => resolve(), { once: true }));
async function back(): Promise<void> {
  const landed = nextPopstate();
  history.back();
  await landed;
}

beforeAll(() => {
  resetStore();
  followRefineModalEntry();
});

beforeEach(async () => {
  if (modal() !== null) store.getState().patch('refine', { modal: null });
  for (let i = 0; i < 5 && onEntry(); i++) await back();
  history.replaceState({ host: 1 }, '');
});

describe("the refine bar's modals and the page's history", () => {
  it('the refine modal opening adds one marked entry at the same address, the host state kept beside the mark', () => {
    const length = history.length;
    const href = location.href;
    open('refine');
    expect(history.length).toBe(length + 1);
    expect(location.href).toBe(href);
    expect(history.state).toEqual({ host: 1, [MARK]: true });
  });

  it('Back off the entry closes the modal; Forward onto it opens it again', async () => {
    open('refine');
    await back();
    expect(modal()).toBeNull();
    expect(history.state).toEqual({ host: 1 });
    const landed = nextPopstate();
    history.forward();
    await landed;
    expect(modal()).toBe('refine');
  });

  it('closed by its own controls, the page goes back off the entry', async () => {
    open('refine');
    const landed = nextPopstate();
    store.getState().patch('refine', { modal: null });
    await landed;
    expect(onEntry()).toBe(false);
    expect(history.state).toEqual({ host: 1 });
  });

  it('reset, then Confirm opening the refine modal, keeps one entry', () => {
    const length = history.length;
    open('reset');
    expect(history.length).toBe(length + 1);
    expect(onEntry()).toBe(true);
    open('refine');
    expect(history.length).toBe(length + 1);
    expect(onEntry()).toBe(true);
  });

  it("the meter-detected and plan-change modals have no entry; one taking the refine modal's place goes back off its entry", async () => {
    const length = history.length;
    open('meterDetected');
    open('planChange');
    expect(history.length).toBe(length);
    expect(onEntry()).toBe(false);
    open('refine');
    const landed = nextPopstate();
    open('meterDetected');
    await landed;
    expect(onEntry()).toBe(false);
    expect(modal()).toBe('meterDetected');
    // Forward onto the entry does not open the refine modal over the meter-detected one, which is not closable.
    const forward = nextPopstate();
    history.forward();
    await forward;
    expect(modal()).toBe('meterDetected');
  });
});
