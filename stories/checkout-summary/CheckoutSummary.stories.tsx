import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QUOTE_LOAD_TEXTS, type QuoteFailure } from '../../src/domain/quote/quote';
import type { CheckoutStage, CustomerType } from '../../src/domain/shared';
import type { QuoteLoadResult } from '../../src/services/quote/quote-load';
import type { StoreData } from '../../src/store';
import { UI_CSS } from '../../src/ui/styles';
import css from '../../widgets/checkout-summary/checkout-summary.css?inline';
import { CheckoutSummaryView } from '../../widgets/checkout-summary/CheckoutSummary';
import { drawnRole, drawnText, shadow, waitsForText } from '../support/drawn';
import { ShadowFrame, useSeededStore } from '../support/ShadowFrame';

const STYLES = [UI_CSS, css] as const;
const REFERENCE = 'Q7K2M9';

type Outcome = 'loading' | 'loaded' | QuoteFailure;

interface Args {
  outcome: Outcome;
  stage: CheckoutStage;
  customerType: CustomerType;
  /** The quote's connection address (the moving journey's and "Get started"'s quotes have one). */
  address: boolean;
  /** The quote's summary names its plans; without, the plan codes in state show. */
  planNames: boolean;
  width: number | undefined;
}

/** The load's outcome as the widget would be handed it (the real element loads the quote named by the URL, cookie or state). */
function resultOf(outcome: Outcome, planNames: boolean, gas: boolean): QuoteLoadResult | null {
  if (outcome === 'loading') return null;
  if (outcome !== 'loaded') return { outcome: 'loadFailed', failure: outcome, text: QUOTE_LOAD_TEXTS[outcome], reference: REFERENCE };
  const additionalData = planNames ? { electricityPlanName: 'Flexi Plan', gasPlanName: gas ? 'Flexi Plan' : null } : null;
  return { outcome: 'loaded', reference: REFERENCE, quote: { reference: REFERENCE, data: {}, additionalData } };
}

/** `<ea-checkout-summary>`: the checkout header (spec 3 §2.3) and the saved quote, or why it cannot be shown (spec 3 §8). */
function Summary({ outcome, stage, customerType, address, planNames, width }: Args) {
  const gas = customerType !== 'BUSINESS';
  useSeededStore((data: StoreData) => {
    data.app.checkoutStage = stage;
    data.app.customerType = customerType;
    data.quote.quoteExpired = outcome === 'expired';
    data.plans.selectedElectricityPlanCode = 'FLEXI-AUSGRID-ENE1161235MRE1';
    data.plans.selectedGasPlanCode = gas ? 'GFLEXI-GASNSW-GAS-NSW-FLEXI' : null;
    if (address) {
      data.address = { postcode: '2000', streetNumber: '1', streetName: 'Martin Place', suburb: 'Sydney', state: 'NSW' };
    }
  });
  return (
    <ShadowFrame styles={STYLES} width={width}>
      <CheckoutSummaryView attributes={{}} result={resultOf(outcome, planNames, gas)} />
    </ShadowFrame>
  );
}

const meta = {
  title: 'Widgets/Checkout summary',
  component: Summary,
  args: { outcome: 'loaded', stage: 'qualifier', customerType: 'RESIDENTIAL', address: true, planNames: true, width: undefined },
  argTypes: {
    outcome: { control: 'select', options: ['loading', 'loaded', 'noReference', 'badReference', 'expired', 'failed'] },
    customerType: { control: 'inline-radio', options: ['RESIDENTIAL', 'BUSINESS'] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Summary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the quote loads: 'Loading your quote…', the rows' space held (unseen) so nothing moves when it arrives. */
export const Loading: Story = { args: { outcome: 'loading' }, play: waitsForText('Loading your quote…') };

/** A quote saved on "Get started": its reference, stage, plans, customer type and connection address. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await drawnText(canvasElement, 'Here is what you chose.');
    const c = shadow(canvasElement);
    const row = (term: string) => c.getByText(term).nextElementSibling?.textContent;
    await expect(row('Quote reference')).toBe(REFERENCE);
    await expect(row('Stage')).toBe('Getting started');
    await expect(row('Connection address')).toBe('1 Martin Place, Sydney NSW 2000');
  },
};

/** A business quote for electricity only, with no address: 'None' for gas, and no address row. */
export const BusinessElectricityOnly: Story = {
  args: { customerType: 'BUSINESS', address: false, stage: 'details' },
  play: async ({ canvasElement }) => {
    await drawnText(canvasElement, 'Business');
    await expect(shadow(canvasElement).getByText('None')).toBeTruthy();
  },
};

/** A quote whose summary does not name its plans: the plan codes in state show. */
export const PlanCodesOnly: Story = { args: { planNames: false }, play: waitsForText('FLEXI-AUSGRID-ENE1161235MRE1') };

/** On a phone (375 px). */
export const Mobile: Story = { args: { width: 375 }, play: waitsForText('Here is what you chose.') };

const failure =
  (text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect((await drawnRole(canvasElement, 'alert')).textContent).toBe(text);
  };

/** The page opened without a quote reference (no `r`, cookie or saved one). */
export const NoReference: Story = { args: { outcome: 'noReference' }, play: failure('Expected a quote reference.') };
/** A reference the server does not know (404). */
export const BadReference: Story = { args: { outcome: 'badReference' }, play: failure('Bad quote reference.') };
/** An expired quote (410): the expired stage's header. */
export const Expired: Story = { args: { outcome: 'expired', stage: 'expired' }, play: failure('Quote expired.') };
/** Any other failure (a 5xx, the network). */
export const LoadFailed: Story = { args: { outcome: 'failed' }, play: failure('Failed to load quote') };
