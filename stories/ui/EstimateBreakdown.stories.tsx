import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ESTIMATE_PERIODS, type EstimatePeriod } from '../../src/domain/shared';
import { type EstimatePart } from '../../src/domain/plans';
import { EstimateBreakdown } from '../../src/ui/EstimateBreakdown';
import { UI_CSS } from '../../src/ui/styles';
import { drawnRole, drawnText, waitsFor } from '../support/drawn';
import { ShadowFrame } from '../support/ShadowFrame';

const STYLES = [UI_CSS] as const;

/** Ausgrid Flexi Plan at the benchmark usage, single rate: $1,898.40 a year. */
const SINGLE_RATE = {
  value: 1898.4,
  breakdown: [
    { part: 'supply', incGst: 606.73, exGst: 551.58 },
    { part: 'usage', incGst: 1291.67, exGst: 1174.24 },
  ],
};
/** A time-of-use plan with GreenPower and a pay-on-time discount: $2,190.21 a year. */
const TIME_OF_USE = {
  value: 2190.21,
  breakdown: [
    { part: 'supply', incGst: 420.5, exGst: 382.27 },
    { part: 'peak', incGst: 900.37, exGst: 818.52 },
    { part: 'shoulder', incGst: 410.11, exGst: 372.83 },
    { part: 'offPeak', incGst: 389.03, exGst: 353.66 },
    { part: 'greenPower', incGst: 190.2, exGst: 172.91 },
    { part: 'payOnTimeDiscounts', incGst: -120, exGst: -109.09 },
  ] satisfies EstimatePart[],
};

interface Args {
  estimate: 'timeOfUse' | 'singleRate' | 'none';
  period: EstimatePeriod;
  incGst: boolean;
  width?: number;
}

const ESTIMATES = { timeOfUse: TIME_OF_USE, singleRate: SINGLE_RATE, none: { value: 1500 } } as const;

/** Where the money goes: an estimate’s parts in a table with its stacked bar under the caption, in a widget’s shadow root. */
function Breakdown({ estimate, period, incGst, width }: Args) {
  return (
    <ShadowFrame styles={STYLES} width={width}>
      <EstimateBreakdown estimate={ESTIMATES[estimate]} period={period} incGst={incGst} fuel="electricity" />
    </ShadowFrame>
  );
}

const meta = {
  title: 'UI/Estimate breakdown',
  component: Breakdown,
  argTypes: {
    estimate: { control: 'inline-radio', options: Object.keys(ESTIMATES) },
    period: { control: 'select', options: ESTIMATE_PERIODS },
  },
  args: { estimate: 'timeOfUse', period: 'ANNUAL', incGst: true, width: 360 },
} satisfies Meta<typeof Breakdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A time-of-use plan: supply, each band, GreenPower and a discount (drawn back over the charges). */
export const TimeOfUse: Story = {
  play: async ({ canvasElement }) => {
    const table = await drawnRole(canvasElement, 'table', 'Where the money goes: electricity estimate per year (inc GST)');
    await expect(within(table).getByRole('rowheader', { name: /Peak usage/ })).toBeTruthy();
    await expect(within(table).getByText('$2,190.21')).toBeTruthy();
  },
};
/** The same plan, a quarter before GST. */
export const TimeOfUseQuarterExGst: Story = {
  args: { period: 'QUARTERLY', incGst: false },
  play: waitsFor('table', 'Where the money goes: electricity estimate per quarter (exc GST)'),
};
/** A single-rate plan: supply and usage. */
export const SingleRate: Story = { args: { estimate: 'singleRate' }, play: waitsFor('rowheader', 'Usage') };
/** A wide column (a compare view on a desktop). */
export const Wide: Story = {
  args: { width: 720 },
  play: waitsFor('table', 'Where the money goes: electricity estimate per year (inc GST)'),
};
/** The answer gave no breakdown: a short note. */
export const NoBreakdown: Story = {
  args: { estimate: 'none' },
  play: async ({ canvasElement }) => {
    await expect(await drawnText(canvasElement, 'A breakdown of this estimate is not available.')).toBeTruthy();
  },
};
