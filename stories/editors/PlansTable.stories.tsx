import type { Meta, StoryObj } from '@storybook/react-vite';
import { createApiFetch } from '../../host-demo/api/app';
import { configureApi } from '../../src/api';
import { definePlansTable } from '../../widgets/plans-table/element';
import { manifest } from '../../widgets/plans-table/manifest';
import { waitsFor } from '../support/drawn';
import { playgroundMeta, whenConnected } from '../support/ElementPlayground';
import type { AttributeArgs } from '../support/manifest-args';

configureApi({ fetch: createApiFetch(), retries: 0 });
definePlansTable();

const meta = {
  title: 'Editors/Plans table',
  tags: ['autodocs'],
  // A fresh page: the element's plans service looks up the default postcode (2000) in the reference API.
  ...playgroundMeta(manifest, { seed: (d) => void (d.app.ready = true) }, { 'customer-type': 'residential' }),
} satisfies Meta<AttributeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `<ea-plans-table>` with the attributes of the controls: the reference API's plans for postcode 2000. */
export const Playground: Story = { play: whenConnected(waitsFor('heading', 'Available plans')) };
