import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Benchmark } from '../../src/domain/plans';
import { ReferencePriceExplainer } from '../../src/ui/ReferencePriceExplainer';
import { UI_CSS } from '../../src/ui/styles';
import { drawnRole, waitsFor } from '../support/drawn';
import { ShadowFrame } from '../support/ShadowFrame';

const STYLES = [UI_CSS] as const;

const benchmark = (comparisonPercent: number): Benchmark => ({
  type: 'MARKET_REFERENCE',
  estimate: 1841,
  comparisonPercent,
  annualUsage: 3898,
  referencePrice: 1898,
  creditCondition: 'UNCONDITIONAL',
});

interface Args {
  state: string;
  percent: number;
  /** The annual estimate at the usage shown; 0 for none yet. */
  estimate: number;
  width?: number;
}

/** The reference price explainer as opened beside a plan's benchmark line (a dialog in the widget's shadow root). */
function Explainer({ state, percent, estimate, width }: Args) {
  return (
    <ShadowFrame styles={STYLES} width={width}>
      <ReferencePriceExplainer
        fuel="electricity"
        benchmark={benchmark(percent)}
        estimate={estimate > 0 ? { value: estimate, annualUsage: 3898 } : null}
        state={state}
        onClose={() => {}}
      />
    </ShadowFrame>
  );
}

const meta = {
  title: 'UI/Reference price explainer',
  component: Explainer,
  args: { state: 'NSW', percent: -3, estimate: 1841.23 },
} satisfies Meta<typeof Explainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** NSW, 3% below the Default Market Offer: the dollars a year and the two bars. */
export const DefaultMarketOffer: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await drawnRole(canvasElement, 'dialog', 'About the reference price');
    await expect(dialog.textContent).toContain('Default Market Offer');
    await expect(dialog.textContent).toContain('that is about $57 a year less');
  },
};
/** Victoria: the Victorian Default Offer, an offer 4% below it. */
export const VictorianDefaultOffer: Story = {
  args: { state: 'VIC', percent: -4 },
  play: async ({ canvasElement }) => {
    const dialog = await drawnRole(canvasElement, 'dialog', 'About the Victorian Default Offer');
    await expect(dialog.textContent).toContain('Essential Services Commission');
  },
};
/** An offer above the reference price. */
export const AboveReferencePrice: Story = { args: { percent: 6 }, play: waitsFor('dialog', 'About the reference price') };
/** Before the estimate has come: what the reference price is, without dollars. */
export const NoEstimateYet: Story = { args: { estimate: 0 }, play: waitsFor('dialog', 'About the reference price') };
