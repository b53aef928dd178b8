import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UI_CSS } from '../../src/ui/styles';
import css from '../../widgets/plans-table/plans-table.css?inline';
import SharePanel from '../../widgets/plans-table/SharePanel';
import SharedPlansNote from '../../widgets/plans-table/SharedPlansNote';
import { drawnRole, drawnText, shadow, waitsFor } from '../support/drawn';
import { ShadowFrame, useSeededStore } from '../support/ShadowFrame';

const STYLES = [UI_CSS, css] as const;
const PAGE = 'https://www.energyaustralia.com.au/home/electricity-and-gas/plans';

interface Args {
  /** The browser has a system share sheet. */
  shareSheet: boolean;
  /** The clipboard takes the link, or refuses it (the link is then selected for the visitor to copy). */
  clipboard: 'works' | 'refused';
  width?: number;
}

/** The share panel (issue 17) over the plans page's view at 2010: a selection, two compared plans, a month's estimates. */
function Panel({ shareSheet, clipboard, width }: Args) {
  useSeededStore((data) => {
    data.app.postcode = '2010';
    data.refine.fuelSelection = 'electricity';
    data.refine.estimatePeriod = 'MONTHLY';
    data.plans.selectedElectricityPlanCode = 'BALMC-AUSGRID-ENE1000018MRE4';
    data.plans.compared = ['BALMC-AUSGRID-ENE1000018MRE4', 'FLEXI-AUSGRID-ENE1161235MRE1'];
  });
  return (
    <ShadowFrame styles={STYLES} width={width}>
      <SharePanel
        onClose={fn()}
        pageUrl={PAGE}
        shareSheet={shareSheet ? () => Promise.resolve() : null}
        clipboard={clipboard === 'works' ? () => Promise.resolve() : () => Promise.reject(new Error('refused'))}
      />
    </ShadowFrame>
  );
}

const meta = {
  title: 'Plans table/Share',
  component: Panel,
  args: { shareSheet: true, clipboard: 'works' },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A browser with a share sheet (phones, Safari, Edge): 'Copy link' and 'Share…'. */
export const WithShareSheet: Story = {
  play: async ({ canvasElement }) => {
    await expect(await drawnRole(canvasElement, 'button', 'Share…')).toBeTruthy();
    const c = shadow(canvasElement);
    await expect(c.getByRole<HTMLInputElement>('textbox', { name: 'Link to this comparison' }).value).toContain('elePlan=');
  },
};

/** A browser without one (desktop Firefox, Chrome on Linux): 'Copy link' only. */
export const WithoutShareSheet: Story = {
  args: { shareSheet: false },
  play: async ({ canvasElement }) => {
    await drawnRole(canvasElement, 'button', 'Copy link');
    await expect(shadow(canvasElement).queryByRole('button', { name: 'Share…' })).toBeNull();
  },
};

/** After 'Copy link': "Link copied", announced politely. */
export const Copied: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await drawnRole(canvasElement, 'button', 'Copy link'));
    const c = shadow(canvasElement);
    await expect(await c.findByText('Link copied')).toBeTruthy();
  },
};

/** On a phone: the panel takes the screen. */
export const Phone: Story = { args: { width: 375, shareSheet: true }, play: waitsFor('dialog', 'Share this comparison') };

/** The note when a shared link named plans the page no longer offers: information, closable. */
function DroppedNote({ width }: { width?: number }) {
  useSeededStore((data) => {
    data.plans.sharedPlansDropped = ['BALMC-AUSGRID-ENE1000099MRE4'];
  });
  return (
    <ShadowFrame styles={STYLES} width={width}>
      <SharedPlansNote />
    </ShadowFrame>
  );
}

export const DroppedPlansNote: StoryObj<typeof DroppedNote> = {
  render: () => <DroppedNote />,
  play: async ({ canvasElement }) => {
    await expect(
      await drawnText(canvasElement, 'Some plans in the link you opened are no longer available, so they are not shown.'),
    ).toBeTruthy();
  },
};
