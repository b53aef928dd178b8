/**
 * The open cart's actions (src/services/cart/cart-dialog.ts): Add / Remove on a card, Continue, and where focus goes
 * once the cart has closed ('Add a different plan').
 * The dialog itself is tested in test/component/cart-overlay/cart-overlay.test.tsx.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { continueFromCart, focusAfterCart, toggleCartPlan } from '../../../../src/services/cart/cart-dialog';
import { store } from '../../../../src/store';

const selected = () => {
  const { selectedElectricityPlanCode, selectedGasPlanCode } = store.getState().plans;
  return { electricity: selectedElectricityPlanCode, gas: selectedGasPlanCode };
};

afterEach(() => {
  history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

describe('Add / Remove on a card (toggleCartPlan)', () => {
  it('Add selects the card’s plan for its fuel', () => {
    expect(toggleCartPlan('gas', { code: 'G1' }, false)).toBe('changed');
    expect(selected()).toEqual({ electricity: null, gas: 'G1' });
  });

  it('Remove takes the plan out of the cart; another fuel’s plan left in it keeps the cart open', () => {
    store.getState().selectPlan('electricity', 'E1');
    store.getState().selectPlan('gas', 'G1');
    expect(toggleCartPlan('electricity', { code: 'E1' }, true)).toBe('changed');
    expect(selected()).toEqual({ electricity: null, gas: 'G1' });
  });

  it('Remove of the last plan in the cart: emptied (the dialog closes)', () => {
    store.getState().selectPlan('gas', 'G1');
    expect(toggleCartPlan('gas', { code: 'G1' }, true)).toBe('emptied');
    expect(selected()).toEqual({ electricity: null, gas: null });
  });
});

describe('Continue (continueFromCart)', () => {
  it('a continue-href on this site: the page goes there with its query and hash; the overlay stays and the route is unchanged', () => {
    history.replaceState(null, '', '/home/plans?postcode=2000');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const hide = vi.fn();
    continueFromCart('/checkout?step=1#top', hide);
    continueFromCart(`${location.origin}/sign-up`, hide);
    expect(assign.mock.calls.map(([to]) => String(to))).toEqual(['/checkout?step=1#top', '/sign-up']);
    expect(hide).not.toHaveBeenCalled();
    expect(location.hash).toBe('');
  });

  it.each([
    ['none', undefined],
    ['blank', '  '],
    ['another site', 'https://elsewhere.example/checkout'],
    ['another scheme', 'javascript:alert(1)'],
  ])('a continue-href that is %s: the overlay hides, then "Get started" (#/qualifier) with the query kept', (_name, continueHref) => {
    history.replaceState(null, '', '/home/plans?postcode=2000');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const hashWhenHidden: string[] = [];
    continueFromCart(continueHref, () => hashWhenHidden.push(location.hash));
    expect(hashWhenHidden).toEqual(['']);
    expect(location.hash).toBe('#/qualifier');
    expect(location.search).toBe('?postcode=2000');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('where focus goes once the cart has closed (focusAfterCart)', () => {
  /** A plans table with these panels (`fuel` or `fuel:kf`, a key-features column's button naming its fuels). */
  function table(...panels: string[]): HTMLElement[] {
    const root = document.body.appendChild(document.createElement('ea-plans-table')).attachShadow({ mode: 'open' });
    return panels.map((panel) => {
      const [fuel = '', kf] = panel.split(':');
      const select = document.createElement('button');
      select.className = 'pt-select';
      if (kf) select.dataset['fuel'] = fuel;
      const holder = document.createElement(kf ? 'td' : 'article');
      if (!kf) holder.dataset['fuel'] = fuel;
      root.append(holder);
      holder.append(select);
      return select;
    });
  }
  const cartHost = () => document.body.appendChild(document.createElement('ea-cart-overlay'));
  const focusedInTable = () => document.querySelector('ea-plans-table')?.shadowRoot?.activeElement;

  it("after 'Add a different plan': the first Select plan of a panel offering that fuel, its panel scrolled into view", () => {
    const [, dual] = table('ELE', 'BOTH', 'GAS');
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    focusAfterCart(cartHost(), 'gas');
    expect(focusedInTable()).toBe(dual);
    expect(scrolled.mock.contexts).toEqual([dual?.closest('article')]);
  });

  it('in the key-features table, the first column of that fuel', () => {
    const [, gas] = table('ELE:kf', 'GAS:kf');
    focusAfterCart(cartHost(), 'gas');
    expect(focusedInTable()).toBe(gas);
  });

  it('otherwise, or with no plan of that fuel in the table, focus stays where the dialog gave it back, and when that is gone goes to the table', () => {
    const [first] = table('ELE', 'ELE');
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.focus();
    focusAfterCart(cartHost(), 'gas');
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.blur();
    focusAfterCart(cartHost(), null);
    expect(focusedInTable()).toBe(first);
  });
});
