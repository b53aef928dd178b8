import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { createApiFetch } from '../../host-demo/api/app';
import { configureApi } from '../../src/api';
import type { AddressResult } from '../../src/api/address';
import { AddressSearch } from '../../src/ui/AddressSearch';
import { UI_CSS } from '../../src/ui/styles';
import { drawnRole, shadow, waitsFor } from '../support/drawn';
import { ShadowFrame } from '../support/ShadowFrame';

configureApi({ fetch: createApiFetch() });

const STYLES = [UI_CSS] as const;

interface Args {
  label: string;
  initialText?: string;
  draftText?: string;
  error?: string;
  hint?: string;
  notFoundText?: string;
  disabled?: boolean;
  onSelect: (address: AddressResult) => void;
}

/** The address field in a widget's shadow root (searching the reference API), with the picked address under it. */
function Search(args: Args) {
  const [picked, setPicked] = useState<AddressResult | null>(null);
  return (
    <ShadowFrame styles={STYLES}>
      <div style={{ maxWidth: 480 }}>
        <AddressSearch
          {...args}
          placeholder="Start typing your address"
          onTextChange={() => setPicked(null)}
          onSelect={(address) => {
            setPicked(address);
            args.onSelect(address);
          }}
        />
        <p>
          Picked: <output>{picked ? `${picked.label} (${picked.id ?? 'no id'})` : 'none'}</output>
        </p>
      </div>
    </ShadowFrame>
  );
}

const box = (canvas: HTMLElement) => drawnRole(canvas, 'combobox', "Address you're moving to");

const meta = {
  title: 'UI/Address search',
  component: Search,
  args: { label: "Address you're moving to", notFoundText: 'No address matches. Please check it and try again.', onSelect: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Search>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, waiting for the visitor to type. */
export const Default: Story = { play: waitsFor('combobox', "Address you're moving to") };
/** The non-moving label (spec 3 §2.2 item 5). */
export const ConnectionAddress: Story = {
  args: { label: 'Your connection address' },
  play: waitsFor('combobox', 'Your connection address'),
};
/** Typing shows the matching addresses; picking one fills the field and hands it to the form. */
export const PickSuggestion: Story = {
  play: async ({ canvasElement, args }) => {
    const s = shadow(canvasElement);
    await userEvent.type(await box(canvasElement), 'Collins');
    const option = await s.findByRole('option', { name: /200 Collins Street/i });
    await userEvent.click(option);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ postcode: '3000', state: 'VIC' })));
    await expect(await box(canvasElement)).toHaveValue(option.textContent);
  },
};
/** Nothing matches: the field says so (a live status). */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await box(canvasElement), 'Nowhere Lane');
    await expect(await shadow(canvasElement).findByText('No address matches. Please check it and try again.')).toBeTruthy();
  },
};
/** Submitted without an address picked: the error on the field. */
export const WithError: Story = {
  args: { error: 'Please provide a valid address' },
  play: async ({ canvasElement }) => {
    await expect(await box(canvasElement)).toHaveAccessibleDescription('Please provide a valid address');
  },
};
/** An address picked before (a restored quote): shown, not searched again. */
export const WithAddress: Story = {
  args: { initialText: '1 Martin Place, Sydney NSW 2000' },
  play: async ({ canvasElement }) => {
    await expect(await box(canvasElement)).toHaveValue('1 Martin Place, Sydney NSW 2000');
  },
};
/**
 * Text typed before and not picked, given back when the field is drawn again ("Get started" after Back and Forward, the
 * cart or a reload): shown as typed, no list open until the visitor types again.
 */
export const WithRestoredDraft: Story = {
  args: { label: 'Your connection address', draftText: '12 Albe' },
  play: async ({ canvasElement }) => {
    const field = await drawnRole(canvasElement, 'combobox', 'Your connection address');
    await expect(field).toHaveValue('12 Albe');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};
/** While the form is busy. */
export const Disabled: Story = {
  args: { initialText: '1 Martin Place, Sydney NSW 2000', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(await box(canvasElement)).toBeDisabled();
  },
};
