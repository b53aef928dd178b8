import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { createApiFetch } from '../../host-demo/api/app';
import { configureApi } from '../../src/api';
import { energisationCalendar } from '../../src/api/energisation';
import { DateCalendar } from '../../src/ui/DateCalendar';
import { UI_CSS } from '../../src/ui/styles';
import { drawnRole, shadow, waitsFor, waitsForText } from '../support/drawn';
import { ShadowFrame } from '../support/ShadowFrame';

configureApi({ fetch: createApiFetch({ now: () => new Date(2026, 10, 25, 10) }) });

const STYLES = [UI_CSS] as const;
/** The stories' today: Wednesday 25 November 2026. */
const TODAY = new Date(2026, 10, 25);

/** The weekdays from `from` on, `count` of them, as yyyy-MM-dd (the reference API offers the next 30 business days). */
function weekdays(from: Date, count: number): string[] {
  const out: string[] = [];
  for (let d = new Date(from); out.length < count; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)) {
    if (d.getDay() !== 0 && d.getDay() !== 6)
      out.push(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`);
  }
  return out;
}
const NEXT_30_BUSINESS_DAYS = weekdays(new Date(2026, 10, 26), 30);

interface Args {
  label: string;
  availableDates: readonly string[];
  value: string | null;
  error?: string;
  withHint?: boolean;
  disabled?: boolean;
  /** Reads the available dates from the reference API (spec 3 §7) instead. */
  fromApi?: boolean;
  onChange: (iso: string) => void;
}

/** The calendar in a widget's shadow root, holding its value as a form would. */
function Calendar({ label, availableDates, value, error, withHint, disabled, fromApi, onChange }: Args) {
  const [picked, setPicked] = useState(value);
  const [dates, setDates] = useState(availableDates);
  useEffect(() => {
    if (!fromApi) return undefined;
    const controller = new AbortController();
    energisationCalendar({ pricingZone: 'SAPN', state: 'SA' }, { signal: controller.signal }).then(
      (c) => setDates(c.availableDates),
      () => setDates([]),
    );
    return () => controller.abort();
  }, [fromApi]);
  return (
    <ShadowFrame styles={STYLES}>
      {withHint ? <p>We have detected the power is off at the address provided. Please select a date for power to be connected.</p> : null}
      <DateCalendar
        label={label}
        availableDates={dates}
        value={picked}
        error={error}
        disabled={disabled}
        today={TODAY}
        hint={
          withHint ? (
            <>
              Need to get connected sooner? <a href="/contact-us">Contact us</a>
            </>
          ) : undefined
        }
        onChange={(iso) => {
          setPicked(iso);
          onChange(iso);
        }}
      />
      <p>
        Picked: <output>{picked ?? 'none'}</output>
      </p>
    </ShadowFrame>
  );
}

const meta = {
  title: 'UI/Date calendar',
  component: Calendar,
  args: { label: 'Connection date', availableDates: NEXT_30_BUSINESS_DAYS, value: null, onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The next 30 business days available; it opens on the first one's month. */
export const Default: Story = { play: waitsFor('gridcell', 'Thursday 26 November 2026') };
/** The connection date of the qualifier (spec 3 §2.2 item 6) with its message and contact hint. */
export const ConnectionDate: Story = {
  args: { withHint: true },
  play: waitsForText('We have detected the power is off at the address provided. Please select a date for power to be connected.'),
};
/** A date already picked: the calendar opens on its month, the day marked selected. */
export const Selected: Story = {
  args: { value: '2026-12-15' },
  play: async ({ canvasElement }) => {
    await expect(await drawnRole(canvasElement, 'gridcell', 'Tuesday 15 December 2026')).toHaveAttribute('aria-selected', 'true');
  },
};
/** Submitted without a date: the error under the calendar, the grid marked invalid. */
export const Required: Story = {
  args: { error: 'Please select a date' },
  play: async ({ canvasElement }) => {
    const grid = await drawnRole(canvasElement, 'grid');
    await expect(grid).toHaveAttribute('aria-invalid', 'true');
    await expect(grid).toHaveAccessibleDescription('Please select a date');
  },
};
/** While the form is busy: nothing can be picked. */
export const Disabled: Story = {
  args: { value: '2026-11-27', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(await drawnRole(canvasElement, 'grid')).toHaveAttribute('aria-disabled', 'true');
  },
};
/** No date available: every day disabled. */
export const NoDates: Story = {
  args: { availableDates: [] },
  play: async ({ canvasElement }) => {
    await expect(await drawnRole(canvasElement, 'gridcell', 'Thursday 26 November 2026')).toHaveAttribute('aria-disabled', 'true');
  },
};
/** The moving date picker (spec 3 §2.4) over the reference API's energisation calendar. */
export const FromReferenceApi: Story = {
  args: { label: 'Moving date', availableDates: [], fromApi: true },
  play: async ({ canvasElement }) => {
    const s = shadow(canvasElement);
    await waitFor(() => expect(s.getByRole('gridcell', { name: 'Thursday 26 November 2026' })).not.toHaveAttribute('aria-disabled'));
  },
};
/** Keyboard only: Tab into the grid, move with the arrows and PageDown, pick with Enter. */
export const KeyboardPick: Story = {
  play: async ({ canvasElement, args }) => {
    const first = await drawnRole(canvasElement, 'gridcell', 'Thursday 26 November 2026');
    const s = shadow(canvasElement);
    first.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    // Focus inside a shadow root: the root's activeElement (the document's is the host).
    const cell = s.getByRole('gridcell', { name: 'Friday 4 December 2026' });
    await expect((cell.getRootNode() as ShadowRoot).activeElement).toBe(cell);
    await userEvent.keyboard('{PageDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-01-04');
    await expect(s.getByRole('gridcell', { name: 'Monday 4 January 2027' })).toHaveAttribute('aria-selected', 'true');
    await expect(s.getByText('2027-01-04')).toBeTruthy();
  },
};
