import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { FetchLike } from '../../../src/api';
import { planLoadFailedMessage } from '../../../src/domain/plans';
import { store, type StoreData } from '../../../src/store';
import { continueButton, mountQualifier } from './helpers';

/** The element focused in its own root (the widget's shadow root). */
const focused = (el: HTMLElement): Element | null => (el.getRootNode() as ShadowRoot | Document).activeElement;

const FAILED = "We couldn't load your plans just now (error 500). Please try again.";

/** The reference API, with plan lookups answering HTTP 500 while `failing` is on. */
function lookupsThatFail() {
  const api = { failing: true, lookups: 0 };
  const fetch =
    (inner: FetchLike): FetchLike =>
    (input, init) => {
      if (new URL(new Request(input, init).url).pathname === '/qt2/app/v1/offers/lookup') {
        api.lookups++;
        if (api.failing) return Promise.resolve(new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }));
      }
      return inner(input, init);
    };
  return { api, fetch };
}

/** A new customer, not moving: the connection address is asked. */
const newNotMoving = (d: StoreData): void => {
  d.account.existingCustomer = 'no';
  d.moving.movingHouse = 'NOT_MOVING';
  d.qualifier.form.movingAnswer = 'no';
};

async function chooseMartinPlace(user: Awaited<ReturnType<typeof mountQualifier>>['user']): Promise<HTMLElement> {
  const address = await screen.findByRole('combobox', { name: 'Your connection address' });
  await user.type(address, 'Martin Place');
  await user.click(await screen.findByRole('option', { name: /1 Martin Place/ }, { timeout: 3000 }));
  return address;
}

describe('"Get started": the plans at the connection address fail to load', () => {
  it('says so under the address at once, with Try again; a press that brings the plans removes it and focus goes back to the address', async () => {
    const { api, fetch } = lookupsThatFail();
    const { user } = await mountQualifier({
      seed: newNotMoving,
      fetch,
    });
    const address = await chooseMartinPlace(user);
    const alert = await screen.findByText(FAILED, {}, { timeout: 3000 });
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    // Before Continue: nothing pressed yet, the message is the lookup's.
    expect(screen.getAllByText(FAILED)).toHaveLength(1);

    // Still failing: said again (a new alert, announced), focus on its Try again.
    const before = api.lookups;
    const pressed = screen.getByRole('button', { name: 'Try again' });
    await user.click(pressed);
    await waitFor(() => expect(pressed.isConnected).toBe(false));
    expect(api.lookups).toBe(before + 1);
    const again = screen.getByRole('button', { name: 'Try again' });
    expect(focused(again)).toBe(again);
    expect(screen.getAllByText(FAILED)).toHaveLength(1);

    api.failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(FAILED)).toBeNull());
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(focused(address)).toBe(address);
    expect(store.getState().plans.electricityPlans.length).toBeGreaterThan(0);
  });

  it("says nothing before an address is chosen (a failed lookup by postcode is the plans page's to say)", async () => {
    const { fetch } = lookupsThatFail();
    await mountQualifier({
      seed: (d) => {
        d.account.existingCustomer = 'no';
        d.moving.movingHouse = 'NOT_MOVING';
        d.qualifier.form.movingAnswer = 'no';
        d.plans.electricityPlans = [];
        d.plans.gasPlans = [];
        d.plans.messages = [planLoadFailedMessage(500)];
      },
      fetch,
    });
    await screen.findByRole('combobox', { name: 'Your connection address' });
    expect(store.getState().plans.messages.map((m) => m.code)).toEqual([planLoadFailedMessage(500).code]);
    expect(screen.queryByText(FAILED)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("Continue's press says it by its button only: the message under the address is not drawn again in between", async () => {
    const { fetch } = lookupsThatFail();
    const { user } = await mountQualifier({
      seed: newNotMoving,
      fetch,
    });
    await chooseMartinPlace(user);
    await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 });
    let drawnAgain = 0;
    const watch = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) if (n instanceof Element && n.querySelector('button')?.textContent === 'Try again') drawnAgain++;
    });
    watch.observe(continueButton().getRootNode(), { childList: true, subtree: true });
    await user.click(continueButton());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull());
    await waitFor(() => expect(store.getState().qualifier.loading).toBe(false));
    await screen.findByText(FAILED);
    await new Promise((r) => setTimeout(r, 50));
    watch.disconnect();
    expect(drawnAgain).toBe(0);
    expect(screen.getAllByText(FAILED)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("a failure without an HTTP status says the plans table's whole sentence, its contact link included", async () => {
    const { user } = await mountQualifier({
      seed: newNotMoving,
      fetch: (inner) => (input, init) =>
        new URL(new Request(input, init).url).pathname === '/qt2/app/v1/offers/lookup'
          ? Promise.reject(new TypeError('Failed to fetch'))
          : inner(input, init),
    });
    await chooseMartinPlace(user);
    const text = await screen.findByText(/Sorry, an unexpected error occurred\. Please try again later or/, {}, { timeout: 3000 });
    expect(text.querySelector('a')?.textContent).toBe('contact us');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
