import type { Meta, StoryObj } from '@storybook/react-vite';
import { createApiFetch } from '../../host-demo/api/app';
import { configureApi } from '../../src/api';
import type { StoreData } from '../../src/store';
import { defineQualifier } from '../../widgets/qualifier/element';
import { manifest } from '../../widgets/qualifier/manifest';
import { waitsFor } from '../support/drawn';
import { playgroundMeta, whenConnected } from '../support/ElementPlayground';
import type { AttributeArgs } from '../support/manifest-args';

configureApi({ fetch: createApiFetch(), retries: 0 });
defineQualifier();

const plan = (code: string, name: string) => ({ code, id: code, name, sourceCode: code });

/** A plan of each fuel in the cart at postcode 2000 (as in the qualifier's stories). */
function withCart(d: StoreData): void {
  d.app.ready = true;
  d.app.postcode = '2000';
  d.plans.electricityPlans = [plan('FLEXI-AUSGRID-ENE1161235MRE1', 'Flexi Plan')];
  d.plans.gasPlans = [plan('GFLEXI-GASNSW-GAS-NSW-FLEXI', 'Flexi Plan')];
  d.plans.selectedElectricityPlanCode = 'FLEXI-AUSGRID-ENE1161235MRE1';
  d.plans.selectedGasPlanCode = 'GFLEXI-GASNSW-GAS-NSW-FLEXI';
  d.qualifier.entryServices = 'both';
}

const meta = {
  title: 'Editors/Qualifier',
  tags: ['autodocs'],
  // "Get started" shows on the #/qualifier hash route only.
  ...playgroundMeta(manifest, { seed: withCart, hash: '#/qualifier' }, { 'customer-type': 'residential' }),
} satisfies Meta<AttributeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `<ea-qualifier>` with the attributes of the controls, on the #/qualifier route with two plans in the cart. */
export const Playground: Story = { play: whenConnected(waitsFor('heading', 'Get started')) };
