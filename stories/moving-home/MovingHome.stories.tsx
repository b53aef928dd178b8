import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { createApiFetch } from '../../host-demo/api/app';
import { apiConfig, configureApi } from '../../src/api';
import { planLoadFailedMessage } from '../../src/domain/plans';
import type { StoreData } from '../../src/store';
import { UI_CSS } from '../../src/ui/styles';
import css from '../../widgets/moving-home/moving-home.css?inline';
import { MovingHomeLanding as Landing } from '../../widgets/moving-home/MovingHome';
import { drawnRole, drawnText, shadow } from '../support/drawn';
import { ShadowFrame, useSeededStore } from '../support/ShadowFrame';

configureApi({ fetch: createApiFetch(), retries: 0 });

const STYLES = [UI_CSS, css] as const;
const plan = (code: string, name: string) => ({ code, id: code, name, sourceCode: code });

type Seed =
  'beforeAddress' | 'loading' | 'failed' | 'dates' | 'noPlan' | 'queenslandOff' | 'dateUnavailable' | 'dateUnchecked' | 'dateExpired';

const withAddress = (d: StoreData): void => {
  d.app.journey = 'MOVING';
  d.moving.movingHouse = 'MOVING';
  d.app.postcode = '2000';
  d.address = {
    id: 'ADR-0001',
    label: '1 Martin Place, Sydney NSW 2000',
    streetNumber: '1',
    streetName: 'Martin Place',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
  };
};

const SEEDS: Record<Seed, (d: StoreData) => void> = {
  beforeAddress: (d) => {
    d.app.journey = 'MOVING';
    d.moving.movingHouse = 'MOVING';
  },
  loading: (d) => {
    withAddress(d);
    d.plans.loading = true;
  },
  failed: (d) => {
    withAddress(d);
    d.plans.messages = [planLoadFailedMessage(500)];
  },
  noPlan: (d) => {
    withAddress(d);
    d.plans.electricityPlans = [plan('TOT-AUS-1', 'Total Plan')];
    d.plans.gasPlans = [plan('TOT-JGN-1', 'Total Plan')];
  },
  dates: (d) => {
    SEEDS.noPlan(d);
    d.plans.selectedElectricityPlanCode = 'TOT-AUS-1';
  },
  // The host sent a new address whose energisation calendar does not offer the move-in date chosen at the one before.
  dateUnavailable: (d) => {
    SEEDS.dates(d);
    d.moving.moveInDateCheck = 'unavailable';
  },
  // …or whose calendar could not be loaded to check it.
  dateUnchecked: (d) => {
    SEEDS.dates(d);
    d.moving.moveInDateCheck = 'unchecked';
  },
  // Back from an earlier visit with a date the address's calendar no longer offers (or one gone by).
  dateExpired: (d) => {
    SEEDS.dates(d);
    d.moving.moveInDateCheck = 'expired';
  },
  // 100 Queen Street: the electricity meter is known to be off and postcode 4000 has no gas; no plans of either fuel.
  queenslandOff: (d) => {
    d.app.journey = 'MOVING';
    d.moving.movingHouse = 'MOVING';
    d.app.postcode = '4000';
    d.address = {
      id: 'ADR-0004',
      label: '100 Queen Street, Brisbane City QLD 4000',
      streetNumber: '100',
      streetName: 'Queen Street',
      suburb: 'Brisbane City',
      state: 'QLD',
      postcode: '4000',
    };
    d.plans.messages = [
      { code: 'QLD_DEENERGISED', fuel: 'electricity', level: 'error', visible: true, closable: false, parameters: {} },
      { code: 'POSTCODE_NOT_SERVICED', fuel: 'gas', level: 'warning', visible: true, closable: true, parameters: { postcode: '4000' } },
    ];
  },
};

/** The energisation calendar's requests answered with a 500 while the story is shown (its other calls as usual). */
function useCalendarFailing(failing: boolean): void {
  useState(() => {
    if (!failing) return;
    const { fetch: answered = globalThis.fetch } = apiConfig();
    configureApi({
      fetch: (input, init) =>
        String(input instanceof Request ? input.url : input).includes('/energisation/calendar')
          ? Promise.resolve(new Response('{}', { status: 500 }))
          : answered(input, init),
    });
  });
  useEffect(() => (failing ? () => configureApi({ fetch: createApiFetch() }) : undefined), [failing]);
}

/** The moving-home landing (without the shell's service) in a widget's shadow root, against the reference API (its energisation calendar). */
function MovingHomeLanding({ seed, calendarFails = false }: { seed: Seed; calendarFails?: boolean }) {
  useCalendarFailing(calendarFails);
  useSeededStore(SEEDS[seed]);
  return (
    <ShadowFrame styles={STYLES}>
      <Landing attributes={{}} />
    </ShadowFrame>
  );
}

const picker = async (canvas: HTMLElement) => {
  await drawnRole(canvas, 'grid');
  return shadow(canvas);
};

const meta = {
  title: 'Widgets/Moving home',
  component: MovingHomeLanding,
  args: { seed: 'beforeAddress' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MovingHomeLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the host sends an address: a short prompt. */
export const BeforeAddress: Story = {
  play: async ({ canvasElement }) => {
    await expect(await drawnText(canvasElement, "Choose the address you're moving to above to see plans and moving dates.")).toBeTruthy();
  },
};

/**
 * Back on the moving page from "Get started" after the host cleared the address (`ea:address-clear`): the prompt,
 * focused (widgets/qualifier/return-focus.ts), so the next Tab goes on from here and a screen reader reads what to do.
 */
export const PromptAfterAddressCleared: Story = {
  play: async ({ canvasElement }) => {
    const prompt = await drawnText(canvasElement, "Choose the address you're moving to above to see plans and moving dates.");
    prompt.focus();
    await expect((prompt.getRootNode() as ShadowRoot).activeElement).toBe(prompt);
  },
};

/**
 * A Queensland address whose electricity is known to be off and with no plans (100 Queen Street): spec 3 §8's
 * Queensland move text with its contact link, the moving page's one message (the plans table says none of its own,
 * not even gas's "we don't supply energy to postcode 4000").
 */
export const QueenslandSwitchedOff: Story = {
  args: { seed: 'queenslandOff' },
  play: async ({ canvasElement }) => {
    await expect(await drawnText(canvasElement, /unable to process Queensland move home connections online/)).toBeTruthy();
    await expect(shadow(canvasElement).getByRole('link', { name: 'Contact us' })).toBeTruthy();
  },
};

/** The address's plans are loading. */
export const Loading: Story = {
  args: { seed: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await drawnRole(canvasElement, 'status')).toBeTruthy();
  },
};

/** The lookup failed outright: the plan error message. */
export const LookupFailed: Story = {
  args: { seed: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(await drawnText(canvasElement, "We couldn't load your plans just now (error 500). Please try again.")).toBeTruthy();
  },
};

/** Plans at the address, a plan in the cart: the moving date picker (energisation dates only) and 'Let's get moving'. */
export const DatePicker: Story = {
  args: { seed: 'dates' },
  play: async ({ canvasElement }) => {
    const q = await picker(canvasElement);
    await expect(q.getByRole('button', { name: "Let's get moving" })).toBeTruthy();
  },
};

/** The moving dates could not load: the message, with Try again ('Let's get moving' points to it). */
export const DatesFailed: Story = {
  args: { seed: 'dates', calendarFails: true },
  play: async ({ canvasElement }) => {
    await expect(await drawnText(canvasElement, "We couldn't load the moving dates just now. Please try again.")).toBeTruthy();
    const q = shadow(canvasElement);
    const retry = q.getByRole('button', { name: 'Try again' });
    await userEvent.click(q.getByRole('button', { name: "Let's get moving" }));
    // Focus inside a shadow root: the root's activeElement (the document's is the host).
    await expect((retry.getRootNode() as ShadowRoot).activeElement).toBe(retry);
  },
};

/** 'Let's get moving' without a date: the date is required. */
export const DateRequired: Story = {
  args: { seed: 'dates' },
  play: async ({ canvasElement }) => {
    const q = await picker(canvasElement);
    await userEvent.click(q.getByRole('button', { name: "Let's get moving" }));
    await expect(await q.findByText('Please choose your moving date.')).toBeTruthy();
  },
};

/** A date but no plan in the cart: checkout needs a plan. */
export const NoPlanChosen: Story = {
  args: { seed: 'noPlan' },
  play: async ({ canvasElement }) => {
    const q = await picker(canvasElement);
    const day = canvasElement.querySelector('div')?.shadowRoot?.querySelector<HTMLElement>('.ea-calendar__day--available');
    if (day) await userEvent.click(day);
    await userEvent.click(q.getByRole('button', { name: "Let's get moving" }));
    await expect(await q.findByText('Choose a plan above to continue.')).toBeTruthy();
  },
};

/**
 * The host sent a new address (`ea:address-update`) whose calendar does not offer the move-in date chosen at the address
 * before: the date is dropped (from "Get started" the visitor is sent here), and the picker says why until a date is chosen.
 */
export const DateUnavailableAtNewAddress: Story = {
  args: { seed: 'dateUnavailable' },
  play: async ({ canvasElement }) => {
    const q = await picker(canvasElement);
    const message = "The moving date you chose isn't available at your new address. Please choose another date.";
    await expect(q.getByRole('alert').textContent).toContain(message);
    const day = canvasElement.querySelector('div')?.shadowRoot?.querySelector<HTMLElement>('.ea-calendar__day--available');
    if (day) await userEvent.click(day);
    await expect(q.queryByText(message)).toBeNull();
  },
};

/** The new address's calendar could not be loaded to check the move-in date: dropped, and the picker says so. */
export const DateUncheckedAtNewAddress: Story = {
  args: { seed: 'dateUnchecked' },
  play: async ({ canvasElement }) => {
    await expect(
      await drawnText(canvasElement, "We couldn't check your moving date for your new address. Please choose it again."),
    ).toBeTruthy();
  },
};

/**
 * Back days later with the moving date saved on the last visit, which the address's calendar no longer offers (or which
 * has gone by): dropped as the page starts, and the picker says so until a date is chosen.
 */
export const DateNoLongerAvailable: Story = {
  args: { seed: 'dateExpired' },
  play: async ({ canvasElement }) => {
    const q = await picker(canvasElement);
    const message = 'The moving date you chose is no longer available. Please choose another date.';
    await expect(q.getByRole('alert').textContent).toContain(message);
    const day = canvasElement.querySelector('div')?.shadowRoot?.querySelector<HTMLElement>('.ea-calendar__day--available');
    if (day) await userEvent.click(day);
    await expect(q.queryByText(message)).toBeNull();
  },
};
