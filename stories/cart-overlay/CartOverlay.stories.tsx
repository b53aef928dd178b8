import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { createApiFetch } from '../../host-demo/api/app';
import { configureApi } from '../../src/api';
import { lookupOffers } from '../../src/api/plans';
import type { Journey } from '../../src/domain/shared';
import { store, type StoreData } from '../../src/store';
import { UI_CSS } from '../../src/ui/styles';
import css from '../../widgets/cart-overlay/cart-overlay.css?inline';
import { CartOverlay } from '../../widgets/cart-overlay/CartOverlay';
import { drawnRole, drawnText, waitsFor, waitsForText } from '../support/drawn';
import { ShadowFrame, useSeededStore } from '../support/ShadowFrame';

const plan = (code: string, name: string, description: string) => ({ code, id: code, name, description });
const ELECTRICITY = [
  plan('TOT-AUS-1', 'Total Plan', 'Our lowest usage rates with a guaranteed discount.'),
  plan('BAL-AUS-2', 'Balance Plan', 'A simple plan with 5% off usage.'),
  plan('SEN-AUS-3', 'Seniors Plan', 'For seniors card holders: pay on time and save.'),
];
const GAS = [plan('TOT-JGN-1', 'Total Plan', 'Lower gas usage rates.'), plan('BAL-JGN-2', 'Balance Plan', 'A simple gas plan.')];

interface Args {
  electricity: string | null;
  gas: string | null;
  current: boolean;
  width: number | undefined;
  /** The journey (`app.journey`): the campaign hides 'Add a different plan'. */
  journey: Journey;
  /** The reference API's real plans for postcode 2000 (with their rates), its first electricity plan in the cart. */
  realPlans?: boolean;
}

/** The reference API's plans for 2000 written to the store, the first electricity plan selected, then the cart opened. */
async function openWithRealPlans(): Promise<void> {
  configureApi({ fetch: createApiFetch(), retries: 0 });
  const answer = await lookupOffers({ postcode: '2000', customerType: 'RESIDENTIAL' } as Parameters<typeof lookupOffers>[0]);
  const plans = store.getState().plans;
  store.setState({
    plans: {
      ...plans,
      electricityPlans: answer.electricity.plans,
      gasPlans: answer.gas.plans,
      selectedElectricityPlanCode: answer.electricity.plans[0]?.code ?? null,
    },
  });
  openCart();
}

const STYLES = [UI_CSS, css] as const;
const openCart = () => window.dispatchEvent(new CustomEvent('ea:open-cart', { detail: {} }));

function Cart({ electricity, gas, current, width, journey, realPlans = false }: Args) {
  useSeededStore(
    (data: StoreData) => {
      data.app.journey = journey;
      data.plans.electricityPlans = ELECTRICITY;
      data.plans.gasPlans = GAS;
      data.plans.selectedElectricityPlanCode = electricity;
      data.plans.selectedGasPlanCode = gas;
      data.plans.currentPlanElectricity = current ? plan('OLD-1', 'Your current retailer plan', 'What you pay now.') : null;
      data.plans.currentPlanGas = current ? plan('OLD-2', 'Your current gas plan', 'What you pay now.') : null;
    },
    realPlans ? () => void openWithRealPlans() : openCart,
  );
  return (
    <ShadowFrame styles={STYLES} width={width}>
      <CartOverlay attributes={{}} />
    </ShadowFrame>
  );
}

const meta = {
  title: 'Widgets/Cart overlay',
  component: Cart,
  args: { electricity: 'TOT-AUS-1', gas: null, current: false, width: undefined, journey: 'PLANS' },
  argTypes: { journey: { control: 'inline-radio', options: ['PLANS', 'CAMPAIGN'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Cart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with nothing selected: the empty-cart text and Back. */
export const Empty: Story = {
  args: { electricity: null, gas: null },
  play: async ({ canvasElement }) => {
    await drawnText(canvasElement, 'Please select at least one plan to signup');
    await drawnRole(canvasElement, 'button', 'Back');
  },
};
/** One electricity plan selected; the gas suggestion beside it, with Add and 'Add a different plan' (to the gas plans in the table). */
export const OneFuel: Story = { play: waitsFor('button', 'Add a different plan (gas)') };
/** The same on the campaign journey: the gas suggestion with Add only, no 'Add a different plan' (spec 2 §6). */
export const Campaign: Story = { args: { journey: 'CAMPAIGN' }, play: waitsFor('button', 'Add Total Plan (gas)') };
/** Electricity and gas selected. */
export const BothFuels: Story = { args: { gas: 'TOT-JGN-1' }, play: waitsFor('button', 'Remove Total Plan (gas)') };
/** With the visitor's current plans: four columns, the carousel on narrower screens. */
export const WithCurrentPlan: Story = {
  args: { gas: 'TOT-JGN-1', current: true },
  // The carousel hides the cards out of view from assistive technology: the text is there at any width.
  play: waitsForText('Your current retailer plan'),
};
/** With current plans on a 1280 px desktop: the four 300 px cards in one row (spec 2 §9: 4 × 300 fills the 1200 px row), never wrapped. */
export const WithCurrentPlanDesktop: Story = {
  args: { gas: 'TOT-JGN-1', current: true },
  globals: { viewport: { value: 'desktop' } },
  play: waitsFor('article', 'Gas, current plan: Your current gas plan'),
};
/** With current plans on a phone: two half-width cards to a view, each fuel's new plan beside its current plan (two views). */
export const MobileCarousel: Story = {
  args: { gas: 'TOT-JGN-1', current: true },
  globals: { viewport: { value: 'mobile' } },
  play: waitsFor('region', 'Plans in your cart'),
};

/**
 * A plan's rates in the cart (spec 2 §4 "Cart"): the electricity card's 'Show electricity rates' opened, and the cart's
 * Inc GST switch turned off, so every card's rates show without GST.
 */
export const RatesExcGst: Story = {
  args: { realPlans: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(await drawnRole(canvasElement, 'button', 'Show electricity rates'));
    await userEvent.click(await drawnRole(canvasElement, 'switch', 'Inc GST'));
    await drawnText(canvasElement, 'Rates shown exclude GST. Solar feed-in rates are GST-free.');
  },
};
