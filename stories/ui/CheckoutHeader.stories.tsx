import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CHECKOUT_STAGES, type CheckoutStage } from '../../src/domain/shared';
import { CheckoutHeader } from '../../src/ui/CheckoutHeader';
import { UI_CSS } from '../../src/ui/styles';
import { drawnRole, drawnText, shadow, waitsFor, waitsForText } from '../support/drawn';
import { ShadowFrame } from '../support/ShadowFrame';

const STYLES = [UI_CSS] as const;

interface Args {
  stage: CheckoutStage;
  contactNumber?: string;
  movingContact?: boolean;
  width?: number;
}

/** The checkout header (spec 3 §2.3) in a widget's shadow root, at one checkout stage. */
function Header({ stage, contactNumber, movingContact, width }: Args) {
  return (
    <ShadowFrame styles={STYLES} width={width}>
      <CheckoutHeader brand="EnergyAustralia" stage={stage} contactNumber={contactNumber} movingContact={movingContact ?? false} />
    </ShadowFrame>
  );
}

const meta = {
  title: 'UI/Checkout header',
  component: Header,
  argTypes: { stage: { control: 'select', options: CHECKOUT_STAGES } },
  args: { stage: 'qualifier' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Landing, plans, qualifier, details, verify and review: title, secure note and the default number; the logo is not a link. */
export const InJourney: Story = {
  args: { stage: 'details' },
  play: async ({ canvasElement }) => {
    await expect(await drawnText(canvasElement, 'Express checkout')).toBeTruthy();
    const c = shadow(canvasElement);
    await expect(c.getByText('100% SECURE CHECKOUT')).toBeTruthy();
    await expect(c.getByRole('link', { name: /Call us now 133 466/ }).getAttribute('href')).toBe('tel:133466');
    await expect(c.queryByRole('link', { name: 'EnergyAustralia' })).toBeNull();
  },
};

export const Landing: Story = { args: { stage: 'landing' }, play: waitsForText('Express checkout') };

/** The state's contact number replaces the default. */
export const StateContactNumber: Story = {
  args: { stage: 'review', contactNumber: '1300 362 466' },
  play: async ({ canvasElement }) => {
    await expect(await drawnRole(canvasElement, 'link', /Call us now 1300 362 466/)).toBeTruthy();
  },
};

/** On the moving journey the contact option names moving house. */
export const MovingJourney: Story = { args: { stage: 'qualifier', movingContact: true }, play: waitsForText('Moving house?') };

/** Complete: the logo links home. */
export const Complete: Story = {
  args: { stage: 'complete' },
  play: async ({ canvasElement }) => {
    await expect(await drawnRole(canvasElement, 'link', 'EnergyAustralia')).toBeTruthy();
  },
};

export const Expired: Story = { args: { stage: 'expired' }, play: waitsFor('link', 'Call us now 133 466') };

/** Declined by the retailer: no title and no contact; the logo links home. */
export const DeclinedByRetailer: Story = {
  args: { stage: 'rtca-declined' },
  play: async ({ canvasElement }) => {
    await expect(await drawnRole(canvasElement, 'link', 'EnergyAustralia')).toBeTruthy();
    const c = shadow(canvasElement);
    await expect(c.queryByText('Express checkout')).toBeNull();
    await expect(c.queryByRole('link', { name: /Call us now/ })).toBeNull();
  },
};

/** A phone-width column. */
export const Phone: Story = { args: { stage: 'qualifier', width: 360 }, play: waitsFor('link', 'Call us now 133 466') };
