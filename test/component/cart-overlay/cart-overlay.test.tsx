import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_EMPTY_TEXT } from '../../../src/domain/cart/cart-dialog';
import { togglePlan } from '../../../src/services/plans/selection';
import { store } from '../../../src/store';
import { CartOverlay } from '../../../widgets/cart-overlay/CartOverlay';
import { pressHandled, renderInWidget } from '../render';

const plan = (code: string, name: string) => ({ code, id: code, name });

function seed(): void {
  store.getState().patch('plans', {
    electricityPlans: [plan('BAL-AUS-1', 'Balance Plan'), plan('TOT-AUS-2', 'Total Plan'), plan('SEN-AUS-3', 'Seniors Plan')],
    gasPlans: [plan('BAL-JGN-1', 'Balance Plan'), plan('TOT-JGN-2', 'Total Plan')],
  });
}

/** The visitor adds a plan in the table (the table's select button calls togglePlan). */
const add = (fuel: 'electricity' | 'gas', code: string): void => void togglePlan({ [fuel]: { code } } as Parameters<typeof togglePlan>[0]);
const cart = () => screen.getByRole('dialog', { name: 'YOUR CART' });
/** The dialog is a lazy chunk: wait for it. */
const opened = () => screen.findByRole('dialog', { name: 'YOUR CART' });
const cardNames = () =>
  within(cart())
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

/** The cart opened by the visitor adding the Seniors electricity plan and the Balance gas plan. */
async function openedWithBoth(): Promise<HTMLElement> {
  renderInWidget(<CartOverlay attributes={{}} />);
  act(() => {
    add('electricity', 'SEN-AUS-3');
    add('gas', 'BAL-JGN-1');
  });
  return opened();
}

/**
 * A plans table on the page, its panels marked as the table marks them (an article per panel naming its fuels, a
 * 'Select plan' button in each but the current plan's): where 'Add a different plan' takes the visitor.
 */
function plansTable(): ShadowRoot {
  const root = document.body.appendChild(document.createElement('ea-plans-table')).attachShadow({ mode: 'open' });
  root.innerHTML = ['GAS current', 'ELE Seniors Plan', 'GAS Balance Plan']
    .map((panel) => {
      const [fuel, ...name] = panel.split(' ');
      const select = name[0] === 'current' ? '' : '<button type="button" class="pt-select">Select plan</button>';
      return `<article data-fuel="${fuel}" aria-label="${name.join(' ')}">${select}</article>`;
    })
    .join('');
  return root;
}

beforeEach(() => {
  history.replaceState(null, '', '/home/electricity-and-gas/plans?postcode=2000');
  seed();
});

afterEach(() => {
  history.replaceState(null, '', '/');
  document.querySelector('ea-plans-table')?.remove();
});

describe('<ea-cart-overlay>', () => {
  it('stays closed when a selection changes by itself, and opens when the visitor adds a plan', async () => {
    renderInWidget(<CartOverlay attributes={{}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.getState().selectPlan('electricity', 'BAL-AUS-1'));
    act(() => store.getState().deselectPlan('electricity'));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => add('electricity', 'TOT-AUS-2'));
    await opened();
    expect(within(cart()).getByText('100% SECURE CHECKOUT')).toBeTruthy();
    expect(cardNames()).toEqual(['Electricity: Total Plan', 'Gas: Total Plan']);
    // The name says what the press does; not also announced as a pressed toggle ("Remove …, toggle button, pressed").
    expect(within(cart()).getByRole('button', { name: 'Remove Total Plan (electricity)' }).hasAttribute('aria-pressed')).toBe(false);
    expect(within(cart()).getByText('Added')).toBeTruthy();
    expect(within(cart()).getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('shows the gas card first when only gas is selected, and electricity first once it is', async () => {
    renderInWidget(<CartOverlay attributes={{}} />);
    act(() => add('gas', 'BAL-JGN-1'));
    await opened();
    expect(cardNames()).toEqual(['Gas: Balance Plan', 'Electricity: Balance Plan']);
    fireEvent.click(within(cart()).getByRole('button', { name: 'Add Balance Plan (electricity)' }));
    expect(store.getState().plans.selectedElectricityPlanCode).toBe('BAL-AUS-1');
    expect(cardNames()).toEqual(['Electricity: Balance Plan', 'Gas: Balance Plan']);
  });

  it('looking for gas only, the cart offers no electricity plan; an electricity plan already in it still shows, to remove', async () => {
    store.getState().patch('refine', { fuelSelection: 'gas' });
    try {
      renderInWidget(<CartOverlay attributes={{}} />);
      act(() => add('gas', 'BAL-JGN-1'));
      await opened();
      expect(cardNames()).toEqual(['Gas: Balance Plan']);
      act(() => store.getState().selectPlan('electricity', 'TOT-AUS-2'));
      await waitFor(() => expect(cardNames()).toEqual(['Electricity: Total Plan', 'Gas: Balance Plan']));
    } finally {
      store.getState().patch('refine', { fuelSelection: 'both' });
    }
  });

  it("Remove keeps focus on that fuel's card, now offering its suggested plan to add", async () => {
    await openedWithBoth();
    const remove = within(cart()).getByRole('button', { name: 'Remove Seniors Plan (electricity)' });
    remove.focus();
    fireEvent.click(remove);
    const active = (cart().getRootNode() as ShadowRoot).activeElement;
    expect(active?.textContent).toBe('Add');
    expect(active?.getAttribute('aria-label')).toMatch(/^Add .*\(electricity\)$/);
  });

  it('tells a screen reader what Add and Remove did, in a polite status, while focus stays on the pressed card', async () => {
    await openedWithBoth();
    const status = within(cart()).getByRole('status');
    expect(status.textContent).toBe('');
    const remove = within(cart()).getByRole('button', { name: 'Remove Balance Plan (gas)' });
    remove.focus();
    fireEvent.click(remove);
    expect(status.textContent?.trim()).toBe('Balance Plan (gas) removed from your cart.');
    const add = within(cart()).getByRole('button', { name: 'Add Balance Plan (gas)' });
    expect((cart().getRootNode() as ShadowRoot).activeElement).toBe(add);
    fireEvent.click(add);
    expect(status.textContent?.trim()).toBe('Balance Plan (gas) added to your cart.');
    expect((cart().getRootNode() as ShadowRoot).activeElement?.getAttribute('aria-label')).toBe('Remove Balance Plan (gas)');
  });

  it('in the carousel (a narrow window), Remove whose card moves to a slide not shown keeps focus in the dialog', async () => {
    const width = innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
    try {
      await openedWithBoth();
      expect(within(cart()).getByRole('region', { name: 'Plans in your cart' })).toBeTruthy();
      const remove = within(cart()).getByRole('button', { name: 'Remove Seniors Plan (electricity)' });
      remove.focus();
      fireEvent.click(remove);
      const active = (cart().getRootNode() as ShadowRoot).activeElement as HTMLElement | null;
      expect(active).not.toBeNull();
      expect(cart().contains(active)).toBe(true);
      expect(active?.closest('[hidden]')).toBeNull();
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });

  it("on a phone with current plans the carousel shows two cards to a view: each fuel's new plan beside its current plan", async () => {
    const width = innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    try {
      store.getState().patch('plans', { currentPlanElectricity: plan('OLD-1', 'Old Plan'), currentPlanGas: plan('OLD-2', 'Old Gas Plan') });
      await openedWithBoth();
      const carousel = within(cart()).getByRole('region', { name: 'Plans in your cart' });
      const views = within(carousel)
        .getAllByRole('group', { hidden: true })
        .map((view) =>
          within(view)
            .getAllByRole('article', { hidden: true })
            .map((a) => a.getAttribute('aria-label')),
        );
      expect(views).toEqual([
        ['Electricity: Seniors Plan', 'Electricity, current plan: Old Plan'],
        ['Gas: Balance Plan', 'Gas, current plan: Old Gas Plan'],
      ]);
      expect(within(carousel).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(2);
      // Each card half of (window − 30), spec 2 §9.
      expect(within(cart()).getByRole('article', { name: 'Electricity, current plan: Old Plan' }).style.flexBasis).toBe('180px');
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });

  it('at 1280 px four cards of 300 (two plans, two current plans) sit in one row, without the carousel', async () => {
    const width = innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    try {
      store.getState().patch('plans', { currentPlanElectricity: plan('OLD-1', 'Old Plan'), currentPlanGas: plan('OLD-2', 'Old Gas Plan') });
      await openedWithBoth();
      expect(within(cart()).queryByRole('region', { name: 'Plans in your cart' })).toBeNull();
      expect(cardNames()).toHaveLength(4);
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });

  it("a double click on Remove removes one plan, not also the other fuel's card that moved under the pointer", async () => {
    await openedWithBoth();
    fireEvent.click(within(cart()).getByRole('button', { name: 'Remove Seniors Plan (electricity)' }), { detail: 1 });
    // Gas is now the first card: the double click's second click lands on its Remove.
    expect(cardNames()[0]).toBe('Gas: Balance Plan');
    fireEvent.click(within(cart()).getByRole('button', { name: 'Remove Balance Plan (gas)' }), { detail: 2 });
    expect(store.getState().plans.selectedGasPlanCode).toBe('BAL-JGN-1');
    expect(store.getState().plans.selectedElectricityPlanCode).toBeNull();
    expect(cart()).toBeTruthy();
  });

  it('the window narrowing to a carousel (a phone turned) keeps focus on the same control, and Escape still closes', async () => {
    const width = innerWidth;
    try {
      await openedWithBoth();
      expect(within(cart()).queryByRole('region', { name: 'Plans in your cart' })).toBeNull();
      within(cart()).getByRole('button', { name: 'Remove Seniors Plan (electricity)' }).focus();
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
      // Anything that draws the cart again then finds the narrower window (in a browser, its own resize observer).
      act(() => store.getState().patch('plans', { gasPlans: [...store.getState().plans.gasPlans] }));
      expect(within(cart()).getByRole('region', { name: 'Plans in your cart' })).toBeTruthy();
      const active = (cart().getRootNode() as ShadowRoot).activeElement;
      expect(active?.getAttribute('aria-label')).toBe('Remove Seniors Plan (electricity)');
      fireEvent.keyDown(active as Element, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });

  it.each([' ', ''])('a blank brand attribute (%j) names the retailer in the header, not nothing', async (brand) => {
    renderInWidget(<CartOverlay attributes={{ brand }} />);
    act(() => add('electricity', 'SEN-AUS-3'));
    await opened();
    expect(within(cart()).getByRole('link', { name: 'EnergyAustralia home' })).toBeTruthy();
  });

  it('closes when the last plan is removed, and the table sees the removal', async () => {
    renderInWidget(<CartOverlay attributes={{}} />);
    act(() => add('electricity', 'SEN-AUS-3'));
    await opened();
    fireEvent.click(within(cart()).getByRole('button', { name: 'Remove Seniors Plan (electricity)' }));
    expect(store.getState().plans.selectedElectricityPlanCode).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Continue goes to the qualifier hash route with the query intact', async () => {
    renderInWidget(<CartOverlay attributes={{}} />);
    act(() => add('gas', 'TOT-JGN-2'));
    await opened();
    fireEvent.click(within(cart()).getByRole('button', { name: 'Continue' }));
    // The press paints first; the cart leaves in the task after that frame.
    await waitFor(() => expect(location.hash).toBe('#/qualifier'));
    expect(location.search).toBe('?postcode=2000');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Continue then Escape in the same frame: the cart closes and the visitor stays on the plans', async () => {
    renderInWidget(<CartOverlay attributes={{}} />);
    act(() => add('gas', 'TOT-JGN-2'));
    await opened();
    fireEvent.click(within(cart()).getByRole('button', { name: 'Continue' }));
    fireEvent.keyDown(cart(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await pressHandled();
    expect(location.hash).not.toBe('#/qualifier');
  });

  it('ea:open-cart off the plans ("Get started") is ignored with a warning: no hidden cart, no history entry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    history.replaceState(null, '', `${location.pathname}#/qualifier`);
    const entries = history.length;
    try {
      renderInWidget(<CartOverlay attributes={{}} />);
      act(() => void window.dispatchEvent(new CustomEvent('ea:open-cart', { detail: {} })));
      // The event is turned away as it arrives (before the cart's history entry or its opening begin).
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('ea:open-cart ignored'));
      expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
      expect(history.length).toBe(entries);
    } finally {
      history.replaceState(null, '', location.pathname);
      warn.mockRestore();
    }
  });

  it.each(['refine', 'reset', 'meterDetected', 'planChange'] as const)(
    "ea:open-cart over the refine bar's %s modal is ignored with a warning: no cart, no history entry",
    (modal) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      store.getState().patch('refine', { modal });
      const entries = history.length;
      try {
        renderInWidget(<CartOverlay attributes={{}} />);
        act(() => void window.dispatchEvent(new CustomEvent('ea:open-cart', { detail: {} })));
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('ea:open-cart ignored: a refine bar modal is open'));
        expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
        expect(history.length).toBe(entries);
      } finally {
        store.getState().patch('refine', { modal: null });
        warn.mockRestore();
      }
    },
  );

  it('opened with nothing selected it says so and offers Back instead of Continue', async () => {
    renderInWidget(<CartOverlay attributes={{}} />);
    act(() => void window.dispatchEvent(new CustomEvent('ea:open-cart', { detail: {} })));
    await opened();
    expect(within(cart()).getByRole('alert').textContent).toContain(CART_EMPTY_TEXT);
    expect(within(cart()).queryByRole('button', { name: 'Continue' })).toBeNull();
    fireEvent.click(within(cart()).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and on Close, and reopens from the cart bar', async () => {
    renderInWidget(<CartOverlay attributes={{}} />);
    act(() => add('electricity', 'BAL-AUS-1'));
    await opened();
    fireEvent.keyDown(cart(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View cart' }));
    await opened();
    fireEvent.click(within(cart()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('1 plan in your cart')).toBeTruthy();
    // Opened by 'View cart' (hidden while the cart showed), focus comes back to it rather than to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'View cart' })));
  });

  it("opened by 'View cart', removing the last plan puts focus on that plan's 'Select plan' in the table, not the table's first", async () => {
    const user = userEvent.setup();
    // The table's panels name their plans' codes (data-plan), a dual-fuel panel both, joined by '+'.
    const table = document.body.appendChild(document.createElement('ea-plans-table')).attachShadow({ mode: 'open' });
    table.innerHTML = ['BAL-AUS-1+BAL-JGN-1', 'TOT-AUS-2', 'SEN-AUS-3']
      .map((key) => `<article data-plan="${key}"><button type="button" class="pt-select">Select plan</button></article>`)
      .join('');
    renderInWidget(<CartOverlay attributes={{}} />);
    act(() => add('electricity', 'SEN-AUS-3'));
    await opened();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'View cart' }));
    await opened();
    await user.click(within(cart()).getByRole('button', { name: 'Remove Seniors Plan (electricity)' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const seniors = within(table.querySelector<HTMLElement>('[data-plan="SEN-AUS-3"]')!).getByRole('button', { name: 'Select plan' });
    await waitFor(() => expect(table.activeElement).toBe(seniors));
  });

  it("offers 'Add a different plan' on a fuel's suggested plan not in the cart, named for its fuel; not on a plan in the cart nor a current plan", async () => {
    store.getState().patch('plans', { currentPlanGas: plan('OLD-2', 'Old Gas Plan') });
    renderInWidget(<CartOverlay attributes={{}} />);
    act(() => add('electricity', 'TOT-AUS-2'));
    await opened();
    // Three cards: the carousel (happy-dom's window is narrow) hides those on other slides from assistive technology.
    const hidden = true;
    const gas = within(cart()).getByRole('article', { name: 'Gas: Total Plan', hidden });
    const choice = within(gas).getByRole('button', { name: 'Add a different plan (gas)', hidden });
    // The visible text starts the accessible name (WCAG 2.5.3), beside the card's Add.
    expect(choice.textContent).toBe('Add a different plan');
    expect(within(gas).getByRole('button', { name: 'Add Total Plan (gas)', hidden })).toBeTruthy();
    expect(within(cart()).getAllByRole('button', { name: /^Add a different plan/, hidden })).toEqual([choice]);
    const current = within(cart()).getByRole('article', { name: 'Gas, current plan: Old Gas Plan', hidden });
    expect(within(current).queryByRole('button', { hidden })).toBeNull();
  });

  it("hides 'Add a different plan' on the campaign journey (spec 2 §6)", async () => {
    store.getState().patch('app', { journey: 'CAMPAIGN' });
    renderInWidget(<CartOverlay attributes={{}} />);
    act(() => add('electricity', 'TOT-AUS-2'));
    await opened();
    expect(within(cart()).getByRole('button', { name: 'Add Total Plan (gas)' })).toBeTruthy();
    expect(within(cart()).queryByRole('button', { name: /Add a different plan/ })).toBeNull();
    // The same cart off the campaign journey offers it.
    act(() => store.getState().patch('app', { journey: 'PLANS' }));
    expect(within(cart()).getByRole('button', { name: 'Add a different plan (gas)' })).toBeTruthy();
  });

  it("'Add a different plan' by keyboard closes the cart as Close does and focuses the first gas plan's Select plan in the table", async () => {
    const user = userEvent.setup();
    const table = plansTable();
    renderInWidget(<CartOverlay attributes={{}} />);
    act(() => add('electricity', 'TOT-AUS-2'));
    await opened();
    within(cart()).getByRole('button', { name: 'Add a different plan (gas)' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.search).toBe('?postcode=2000');
    expect(location.hash).toBe('#/');
    // Not the table's first 'Select plan' (an electricity plan's): the gas plan's. The cart's selection is kept.
    const gasSelect = within(table.querySelector<HTMLElement>('[data-fuel="GAS"][aria-label="Balance Plan"]')!).getByRole('button');
    await waitFor(() => expect(table.activeElement).toBe(gasSelect));
    expect(store.getState().plans.selectedElectricityPlanCode).toBe('TOT-AUS-2');
    expect(screen.getByText('1 plan in your cart')).toBeTruthy();
  });

  it('suggests plans by the offer-code order and filter attributes', async () => {
    renderInWidget(<CartOverlay attributes={{ 'offer-order': 'SEN,TOT', 'offer-filter': 'SEN, TOT' }} />);
    act(() => void window.dispatchEvent(new CustomEvent('ea:open-cart', { detail: {} })));
    await opened();
    expect(cardNames()).toEqual(['Gas: Total Plan', 'Electricity: Seniors Plan']);
  });

  it("shows the visitor's selected plan though the host's offer filter leaves it out, with Remove, not another plan with Add", async () => {
    renderInWidget(<CartOverlay attributes={{ 'offer-filter': 'TOT' }} />);
    act(() => add('electricity', 'SEN-AUS-3'));
    await opened();
    expect(cardNames()).toEqual(['Electricity: Seniors Plan', 'Gas: Total Plan']);
    expect(within(cart()).getByRole('button', { name: 'Remove Seniors Plan (electricity)' })).toBeTruthy();
  });

  it("draws each card's band in its plan's colour, as the plans table does; the brand colour for a plan without one", async () => {
    store.getState().patch('plans', {
      electricityPlans: [{ ...plan('SEN-AUS-3', 'Seniors Plan'), colourCode: '#E35205' }],
      gasPlans: [{ ...plan('BAL-JGN-1', 'Balance Plan'), colourCode: 'orange; x' }],
      currentPlanElectricity: { ...plan('OLD-1', 'Old Plan'), colourCode: '#6B6B6B' },
    });
    await openedWithBoth();
    const colour = (name: string) =>
      within(cart()).getByRole('article', { name, hidden: true }).style.getPropertyValue('--cart-plan-colour');
    expect(colour('Electricity: Seniors Plan')).toBe('#E35205');
    expect(colour('Electricity, current plan: Old Plan')).toBe('#6B6B6B');
    expect(colour('Gas: Balance Plan')).toBe('');
  });

  it("names each current plan's fuel, as its first line shows it ('Gas · current plan')", async () => {
    store.getState().patch('plans', { currentPlanElectricity: plan('OLD-1', 'Old Plan'), currentPlanGas: plan('OLD-2', 'Old Gas Plan') });
    await openedWithBoth();
    // Some on a slide not shown (the carousel): every card's name.
    const names = within(cart())
      .getAllByRole('article', { hidden: true })
      .map((a) => a.getAttribute('aria-label'));
    expect(names.sort()).toEqual([
      'Electricity, current plan: Old Plan',
      'Electricity: Seniors Plan',
      'Gas, current plan: Old Gas Plan',
      'Gas: Balance Plan',
    ]);
  });

  it('shows the current plan without an Add button', async () => {
    store.getState().patch('plans', { currentPlanElectricity: plan('OLD-1', 'Old Plan') });
    renderInWidget(<CartOverlay attributes={{}} />);
    act(() => add('electricity', 'TOT-AUS-2'));
    await opened();
    const current = within(cart()).getByRole('article', { name: 'Electricity, current plan: Old Plan', hidden: true });
    expect(within(current).queryByRole('button')).toBeNull();
  });

  it('offers the What happens next slides with numbered dots', async () => {
    renderInWidget(<CartOverlay attributes={{}} />);
    act(() => add('electricity', 'TOT-AUS-2'));
    await opened();
    expect(within(cart()).getByText('Signing up takes 5 minutes.')).toBeTruthy();
    fireEvent.click(within(cart()).getByRole('button', { name: 'Go to slide 3' }));
    const slides = within(cart()).getAllByRole('group', { hidden: true });
    expect(slides.map((g) => [g.getAttribute('aria-label'), g.hidden])).toEqual([
      ['1 of 3', true],
      ['2 of 3', true],
      ['3 of 3', false],
    ]);
  });

  it("shows each card's estimate for the chosen period once estimates arrive, labelled as including GST", async () => {
    const estimate = (planId: string, value: number) => ({
      planId,
      value,
      unconditionalValue: value,
      estimatePeriod: 'ANNUAL',
      usageForPeriod: 3900,
      annualUsage: 3900,
      creditsIncluded: 'YES' as const,
    });
    store.getState().patch('plans', {
      estimates: { electricity: { 'TOT-AUS-2': estimate('TOT-AUS-2', 1898.4) }, gas: { 'TOT-JGN-2': estimate('TOT-JGN-2', 0) } },
    });
    store.getState().patch('refine', { estimatePeriod: 'QUARTERLY' });
    renderInWidget(<CartOverlay attributes={{}} />);
    act(() => add('electricity', 'TOT-AUS-2'));
    await opened();
    const electricity = within(cart()).getByRole('article', { name: 'Electricity: Total Plan' });
    expect(within(electricity).getByText('$475 per quarter')).toBeTruthy();
    // Estimates include GST (spec 2 §9); the cart, with no rates or GST switch beside them, says so.
    expect(within(electricity).getByText('Estimated cost (inc GST)')).toBeTruthy();
    const gas = within(cart()).getByRole('article', { name: 'Gas: Total Plan' });
    expect(within(gas).queryByText(/per quarter/)).toBeNull();
  });
});
