import type { Meta, StoryObj } from '@storybook/react-vite';
import { createApiFetch } from '../../host-demo/api/app';
import { configureApi } from '../../src/api';
import { defineMovingHome } from '../../widgets/moving-home/element';
import { manifest } from '../../widgets/moving-home/manifest';
import { waitsForText } from '../support/drawn';
import { playgroundMeta, whenConnected } from '../support/ElementPlayground';
import type { AttributeArgs } from '../support/manifest-args';

configureApi({ fetch: createApiFetch(), retries: 0 });
defineMovingHome();

const meta = {
  title: 'Editors/Moving home',
  tags: ['autodocs'],
  ...playgroundMeta(manifest, { seed: (d) => void (d.app.ready = true) }, { 'customer-type': 'residential' }),
} satisfies Meta<AttributeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `<ea-moving-home>` with the attributes of the controls, before the host page sends an address (`ea:address-update`). */
export const Playground: Story = {
  play: whenConnected(waitsForText("Choose the address you're moving to above to see plans and moving dates.")),
};
