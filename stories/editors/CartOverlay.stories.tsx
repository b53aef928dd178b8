import type { Meta, StoryObj } from '@storybook/react-vite';
import { createApiFetch } from '../../host-demo/api/app';
import { configureApi } from '../../src/api';
import type { StoreData } from '../../src/store';
import { defineCartOverlay } from '../../widgets/cart-overlay/element';
import { manifest } from '../../widgets/cart-overlay/manifest';
import { waitsFor } from '../support/drawn';
import { playgroundMeta, whenConnected } from '../support/ElementPlayground';
import type { AttributeArgs } from '../support/manifest-args';

configureApi({ fetch: createApiFetch(), retries: 0 });
defineCartOverlay();

const plan = (code: string, name: string, description: string) => ({ code, id: code, name, description });

/** Three electricity and two gas plans (as in the cart's stories), the first electricity plan in the cart. */
function withPlans(d: StoreData): void {
  d.app.ready = true;
  d.plans.electricityPlans = [
    plan('TOT-AUS-1', 'Total Plan', 'Our lowest usage rates with a guaranteed discount.'),
    plan('BAL-AUS-2', 'Balance Plan', 'A simple plan with 5% off usage.'),
    plan('SEN-AUS-3', 'Seniors Plan', 'For seniors card holders: pay on time and save.'),
  ];
  d.plans.gasPlans = [plan('TOT-JGN-1', 'Total Plan', 'Lower gas usage rates.'), plan('BAL-JGN-2', 'Balance Plan', 'A simple gas plan.')];
  d.plans.selectedElectricityPlanCode = 'TOT-AUS-1';
}

/** What the plans table sends when the visitor adds a plan. */
const openCart = (): void => void window.dispatchEvent(new CustomEvent('ea:open-cart', { detail: {} }));

const meta = {
  title: 'Editors/Cart overlay',
  tags: ['autodocs'],
  // The cart is a modal over the page: the frame holds it.
  ...playgroundMeta(manifest, { seed: withPlans, after: openCart, height: 720 }),
} satisfies Meta<AttributeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `<ea-cart-overlay>` with the attributes of the controls, opened with a plan in the cart (offer-order / offer-filter act on the suggestions). */
export const Playground: Story = { play: whenConnected(waitsFor('button', 'Add Total Plan (gas)')) };
