/**
 * Where focus goes when what has it in the plans table is taken away (widgets/plans-table/focus-back.ts): the same
 * control in the panel of the same plan code, else "Loading your plans" while the plans load, then the first plan's
 * name, or the first message; never the page, and never away from where the visitor has put it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watch } from '../../../widgets/plans-table/focus-back';

let host: HTMLElement;
let root: ShadowRoot;

const panel = (key: string, name: string): string =>
  `<li><article data-plan="${key}"><h3 class="pt-card__title" tabindex="-1">${name}</h3><a href="/bpid/${key}">Basic plan information</a>` +
  `<button class="pt-compare-toggle">Compare</button><button class="pt-select">Select plan</button></article></li>`;
const plans = (...panels: [string, string][]): string =>
  `<ul class="pt-grid" aria-label="Plans">${panels.map(([k, n]) => panel(k, n)).join('')}</ul>`;
const LOADING = '<div class="pt-loading"><div class="ea-spinner" role="status">Loading your plans</div></div>';

const table = (): HTMLElement => root.querySelector('.pt') as HTMLElement;
/** The table's content replaced, as Chromium does it: focusout (no related target) from the focused element while it is still in, then out. */
function replace(html: string): void {
  const focused = root.activeElement as HTMLElement | null;
  focused?.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true, relatedTarget: null }));
  focused?.blur();
  table().innerHTML = html;
}
/** After the commit's microtasks (focus moves in one). */
const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const focused = (): string => {
  const el = root.activeElement;
  return el ? `${el.className || el.localName}:${el.closest('[data-plan]')?.getAttribute('data-plan') ?? ''}` : 'page';
};

beforeEach(() => {
  host = document.createElement('ea-plans-table');
  document.body.append(host);
  root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<div class="pt">${plans(['A', 'Plan A'], ['B', 'Plan B'], ['C', 'Plan C'])}</div>`;
  watch(root);
});

afterEach(() => {
  host.remove();
});

const focusOn = (key: string, selector: string): void => (root.querySelector(`[data-plan="${key}"] ${selector}`) as HTMLElement).focus();

describe('focus when the plans it is on are replaced', () => {
  it('waits on "Loading your plans", then goes to the same control of the same plan when the new plans have it', async () => {
    focusOn('C', '.pt-select');
    replace(LOADING);
    await settled();
    expect(focused()).toBe('ea-spinner:');
    replace(plans(['B', 'Plan B'], ['C', 'Plan C']));
    await settled();
    expect(focused()).toBe('pt-select:C');
  });

  it("goes to the first plan's name when the plan is no longer offered, and to a link as a link (still in the tab order)", async () => {
    focusOn('C', 'a');
    replace(LOADING);
    await settled();
    replace(plans(['X', 'Plan X'], ['Y', 'Plan Y']));
    await settled();
    expect(focused()).toBe('pt-card__title:X');
    // The same link of a plan still offered, after another reload: focused, not taken out of the tab order.
    focusOn('Y', 'a');
    replace(plans(['Y', 'Plan Y']));
    await settled();
    expect(focused()).toBe('a:Y');
    expect(root.activeElement?.hasAttribute('tabindex')).toBe(false);
  });

  it("waits on the first plan's name for the plan it was on while the rest are built", async () => {
    focusOn('C', '.pt-select');
    replace(LOADING);
    await settled();
    replace(plans(['A', 'Plan A']));
    await settled();
    expect(focused()).toBe('pt-card__title:A');
    root.querySelector('.pt-grid')?.insertAdjacentHTML('beforeend', panel('B', 'Plan B') + panel('C', 'Plan C'));
    await settled();
    expect(focused()).toBe('pt-select:C');
  });

  it('goes to the first message when the reload brings no plans', async () => {
    focusOn('B', '.pt-select');
    replace(LOADING);
    await settled();
    replace('<div class="pt-messages"><div class="ea-message" role="alert">Not available here.</div></div>');
    await settled();
    expect(focused()).toBe('ea-message:');
  });

  it('leaves focus where the visitor put it meanwhile, and does nothing for focus outside the plans', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    focusOn('C', '.pt-select');
    replace(LOADING);
    await settled();
    outside.focus();
    replace(plans(['C', 'Plan C']));
    await settled();
    expect(document.activeElement).toBe(outside);
    expect(focused()).toBe('page');
    outside.remove();
  });
});
