import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { createApiFetch } from '../../host-demo/api/app';
import { configureApi } from '../../src/api';
import type { Fuel } from '../../src/domain/shared';
import { ensureStarted } from '../../src/services/page/startup';
import type { StoreData } from '../../src/store';
import { UI_CSS } from '../../src/ui/styles';
import css from '../../widgets/plans-table/plans-table.css?inline';
import { PlansTable } from '../../widgets/plans-table/PlansTable';
import { cancelWaiting } from '../../widgets/plans-table/compare-state';
import { gst } from '../../widgets/plans-table/view-state';
import { shadow, type ShadowQueries } from '../support/drawn';
import { ShadowFrame, useSeededStore } from '../support/ShadowFrame';

configureApi({ fetch: createApiFetch(), retries: 0 });
void ensureStarted();

interface Args {
  postcode: string;
  fuel: Fuel;
  width: number | undefined;
}

const STYLES = [UI_CSS, css] as const;

/** The plans table against the reference API, nothing compared yet: the stories' play functions press Compare. */
function Table({ postcode, fuel, width }: Args) {
  useSeededStore((data: StoreData) => {
    configureApi({ fetch: createApiFetch(), retries: 0 });
    gst.set(true);
    cancelWaiting();
    data.app.ready = true;
    data.app.postcode = postcode;
    data.refine.fuelSelection = fuel;
  });
  return (
    <ShadowFrame styles={STYLES} width={width}>
      <PlansTable attributes={{}} />
    </ShadowFrame>
  );
}

/** The panels' Compare toggles, once at least `n` panels are built (a phone's first screen builds fewer; the rest follow frame by frame). */
async function toggles(s: ShadowQueries, n: number): Promise<HTMLElement[]> {
  const all = (): HTMLElement[] => s.queryAllByRole('button', { name: /^Compare (?!\d)/ });
  await waitFor(() => expect(all().length).toBeGreaterThanOrEqual(n));
  return all();
}

/** Presses Compare on the first `n` panels. */
async function compare(canvas: HTMLElement, n: number) {
  const s = shadow(canvas);
  for (const t of (await toggles(s, n)).slice(0, n)) {
    await userEvent.click(t);
    await waitFor(() => expect(t.getAttribute('aria-pressed')).toBe('true'));
  }
  return s;
}

/** Presses Compare on the first `n` panels, then opens the compare view. */
async function openView(canvas: HTMLElement, n: number) {
  const s = await compare(canvas, n);
  await userEvent.click(await s.findByRole('button', { name: `Compare ${n} plans` }));
  await s.findByRole('dialog', { name: 'Compare plans' });
}

const meta = {
  title: 'Widgets/Plans table/Compare',
  component: Table,
  args: { postcode: '2000', fuel: 'electricity', width: undefined },
  argTypes: { fuel: { control: 'inline-radio', options: ['both', 'electricity', 'gas'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two plans compared: the tray at the bottom of the table with 'Compare 2 plans' and 'Clear'. */
export const Tray: Story = {
  play: async ({ canvasElement }) => {
    const s = await compare(canvasElement, 2);
    await s.findByRole('region', { name: 'Plans to compare' });
  },
};
/** The compare view with two plans. */
export const ViewTwoPlans: Story = { play: ({ canvasElement }) => openView(canvasElement, 2) };
/** The compare view with three plans: differing rows marked, the cheapest estimate badged. */
export const ViewThreePlans: Story = { play: ({ canvasElement }) => openView(canvasElement, 3) };
/** Dual-fuel plans side by side: an estimate row per fuel and the total, then electricity and gas rows in their own sections. */
export const ViewDualFuel: Story = { args: { postcode: '2000', fuel: 'both' }, play: ({ canvasElement }) => openView(canvasElement, 2) };
/**
 * A dual-fuel plan beside an electricity-only one (Flexi Plan and NSW Seniors Offer at 2000): an estimate row per fuel,
 * 'No gas' and 'Electricity only' for Seniors, the total only for the plan with both, the cheapest electricity estimate
 * marked and no cheapest total, and the note above the table saying Seniors is compared on electricity alone.
 */
export const ViewDualFuelBesideElectricityOnly: Story = {
  args: { postcode: '2000', fuel: 'both' },
  play: async ({ canvasElement }) => {
    const s = shadow(canvasElement);
    for (const name of [/^Compare Flexi Plan/, /^Compare NSW Seniors Offer/]) {
      const toggle = await waitFor(() => s.getByRole('button', { name }));
      await userEvent.click(toggle);
      await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    }
    await userEvent.click(await s.findByRole('button', { name: 'Compare 2 plans' }));
    const view = await s.findByRole('dialog', { name: 'Compare plans' });
    await waitFor(() => expect(view.textContent).toContain('Electricity only'));
  },
};
/** A fourth Compare: the prompt asks which of the three to remove. */
export const FourthPlanPrompt: Story = {
  play: async ({ canvasElement }) => {
    const s = await compare(canvasElement, 3);
    const fourth = (await toggles(s, 4))[3] as HTMLElement;
    await userEvent.click(fourth);
    await s.findByRole('dialog', { name: 'Compare up to 3 plans' });
  },
};
/** At phone width (the widget's own, 375px) the compare view is a full-screen sheet. */
export const PhoneSheet: Story = { args: { width: 375 }, play: ({ canvasElement }) => openView(canvasElement, 3) };
