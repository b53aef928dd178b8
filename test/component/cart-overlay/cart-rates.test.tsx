import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { lookupOffers } from '../../../src/api/plans';
import type { Plan } from '../../../src/domain/plans';
import { togglePlan } from '../../../src/services/plans/selection';
import { store } from '../../../src/store';
import { CartOverlay } from '../../../widgets/cart-overlay/CartOverlay';
import { renderInWidget } from '../render';

/** Spec 2 §4 "Cart": rate accordions start closed; the GST toggle switches every plan and the current plan. */

let electricity: readonly Plan[] = [];
let gas: readonly Plan[] = [];
beforeAll(async () => {
  configureApi({ fetch: createApiFetch(), retries: 0 });
  // The reference API's real plans for postcode 2000, as a lookup gives them.
  const answer = await lookupOffers({ postcode: '2000', customerType: 'RESIDENTIAL' } as Parameters<typeof lookupOffers>[0]);
  electricity = answer.electricity.plans;
  gas = answer.gas.plans;
});

beforeEach(() => {
  history.replaceState(null, '', '/home/electricity-and-gas/plans?postcode=2000');
  store.getState().patch('plans', { electricityPlans: [...electricity], gasPlans: [...gas] });
});

const cart = () => screen.getByRole('dialog', { name: 'YOUR CART' });
const card = (name: string) => within(cart()).getByRole('article', { name });
const gstSwitch = () => within(cart()).getByRole('switch', { name: 'Inc GST' });
/** The rates a card shows once its accordion is open: each value, in order. */
const ratesOf = (article: HTMLElement) => [...article.querySelectorAll('[data-rate]')].map((dd) => dd.textContent);

async function openedWith(fuel: 'electricity' | 'gas', plan: Plan): Promise<HTMLElement> {
  renderInWidget(<CartOverlay attributes={{}} />);
  act(() => void togglePlan({ [fuel]: { code: plan.code } } as Parameters<typeof togglePlan>[0]));
  return screen.findByRole('dialog', { name: 'YOUR CART' });
}

describe("the cart's rates", () => {
  it("each card's rate accordion starts closed and opens on its own to the plan's rates, inc GST", async () => {
    const plan = electricity[0]!;
    await openedWith('electricity', plan);
    const chosen = card(`Electricity: ${plan.name}`);
    const show = within(chosen).getByRole('button', { name: 'Show electricity rates' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    expect(within(cart()).getByRole('button', { name: 'Show gas rates' }).getAttribute('aria-expanded')).toBe('false');
    expect(ratesOf(chosen)).toEqual([]);
    await act(async () => fireEvent.click(show));
    await waitFor(() => expect(show.getAttribute('aria-expanded')).toBe('true'));
    await waitFor(() => expect(ratesOf(chosen).length).toBeGreaterThan(0));
    expect(within(chosen).getByText('Rates shown include GST. Solar feed-in rates are GST-free.')).toBeTruthy();
    expect(within(chosen).getByRole('heading', { name: 'Usage', level: 5 })).toBeTruthy();
    // The gas card's stays closed.
    expect(within(cart()).getByRole('button', { name: 'Show gas rates' }).getAttribute('aria-expanded')).toBe('false');
    expect(gstSwitch().getAttribute('aria-checked')).toBe('true');
  });

  it("the Inc GST switch shows every card's rates without GST, the current plan's too, and back", async () => {
    const plan = electricity[0]!;
    // The visitor's current electricity plan (from their account): a plan with rates of its own.
    const current = { ...electricity[1]!, code: 'CURRENT-ELE', id: 'CURRENT-ELE', name: 'My Old Plan' };
    store.getState().patch('plans', { currentPlanElectricity: current });
    await openedWith('electricity', plan);
    const chosen = card(`Electricity: ${plan.name}`);
    const old = card('Electricity, current plan: My Old Plan');
    for (const article of [chosen, old]) {
      const show = within(article).getByRole('button', { name: 'Show electricity rates' });
      await act(async () => fireEvent.click(show));
      await waitFor(() => expect(ratesOf(article).length).toBeGreaterThan(0));
    }
    const inc = { chosen: ratesOf(chosen), old: ratesOf(old) };
    await act(async () => fireEvent.click(gstSwitch()));
    await waitFor(() => expect(gstSwitch().getAttribute('aria-checked')).toBe('false'));
    await waitFor(() => expect(ratesOf(chosen)).not.toEqual(inc.chosen));
    expect(ratesOf(old)).not.toEqual(inc.old);
    expect(within(chosen).getByText('Rates shown exclude GST. Solar feed-in rates are GST-free.')).toBeTruthy();
    expect(within(old).getByText('Rates shown exclude GST. Solar feed-in rates are GST-free.')).toBeTruthy();
    // Each rate is a tenth less without GST (10%): 33.00 c/kWh inc is 30.00 exc.
    const cents = (text: string | null) => Number(/([\d.]+)/.exec(text ?? '')?.[1]);
    inc.chosen.forEach((text, i) => expect(cents(ratesOf(chosen)[i]!)).toBeCloseTo(cents(text) / 1.1, 1));
    await act(async () => fireEvent.click(gstSwitch()));
    await waitFor(() => expect(ratesOf(chosen)).toEqual(inc.chosen));
    expect(ratesOf(old)).toEqual(inc.old);
  });

  it("a rate's help opens over the cart and keeps Tab inside it (the cart's own trap does not pull focus behind it)", async () => {
    const plan = electricity[0]!;
    await openedWith('electricity', plan);
    const chosen = card(`Electricity: ${plan.name}`);
    await act(async () => fireEvent.click(within(chosen).getByRole('button', { name: 'Show electricity rates' })));
    const help = await within(chosen).findByRole('button', { name: 'What is the daily supply charge?' });
    await act(async () => fireEvent.click(help));
    const modal = await screen.findByRole('dialog', { name: /supply charge/i });
    const active = () => (modal.getRootNode() as ShadowRoot | Document).activeElement;
    await waitFor(() => expect(modal.contains(active())).toBe(true));
    for (let i = 0; i < 3; i += 1) {
      await act(async () => fireEvent.keyDown(active()!, { key: 'Tab' }));
      expect(modal.contains(active())).toBe(true);
    }
  });

  it('a plan record without rates (not a plan the lookup checked) has no rate accordion', async () => {
    store.getState().patch('plans', { electricityPlans: [{ code: 'BARE-1', id: 'BARE-1', name: 'Bare Plan' }], gasPlans: [] });
    renderInWidget(<CartOverlay attributes={{}} />);
    act(() => void togglePlan({ electricity: { code: 'BARE-1' } } as Parameters<typeof togglePlan>[0]));
    await screen.findByRole('dialog', { name: 'YOUR CART' });
    expect(within(cart()).queryByRole('button', { name: /Show .* rates/ })).toBeNull();
  });
});
