import type { Meta, StoryObj } from '@storybook/react-vite';
import { createApiFetch } from '../../host-demo/api/app';
import { configureApi } from '../../src/api';
import type { StoreData } from '../../src/store';
import { defineRefineBar } from '../../widgets/refine-bar/element';
import { manifest } from '../../widgets/refine-bar/manifest';
import { waitsForAll } from '../support/drawn';
import { playgroundMeta, whenConnected } from '../support/ElementPlayground';
import type { AttributeArgs } from '../support/manifest-args';

configureApi({ fetch: createApiFetch(), retries: 0 });
defineRefineBar();

const plan = (code: string, name: string) => ({ code, id: code, name });

/** The plans page at postcode 2000 as the plans service leaves it (as in the refine bar's stories). */
function loaded(d: StoreData): void {
  d.app.ready = true;
  d.plans.electricityPlans = [plan('TOT-AUS-1', 'Total Plan')];
  d.plans.gasPlans = [plan('TOT-JGN-1', 'Total Plan')];
  d.refine.usageBands = {
    electricity: { low: 7.4, medium: 13.1, high: 20.3, benchmark: 10.68 },
    gas: { low: 25, medium: 45, high: 70, benchmark: 50 },
  };
  d.connection.electricityDistributor = { distributor: 'Ausgrid', participantId: 'ENERGYAUST' };
}

const meta = {
  title: 'Editors/Refine bar',
  tags: ['autodocs'],
  ...playgroundMeta(manifest, { seed: loaded }, { 'customer-type': 'residential' }),
} satisfies Meta<AttributeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `<ea-refine-bar>` with the attributes of the controls, on the plans page at postcode 2000. */
export const Playground: Story = { play: whenConnected(waitsForAll(['combobox', "I'm looking for"])) };
