import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, useEffect, useRef } from 'react';
import { defineWidget, type WidgetProps } from '../../src/embed/define-widget';
import { waitsFor, waitsForText } from '../support/drawn';

/** A sample widget to show the frame every widget gets: shadow root, tokens, error boundary. */
function Sample({ attributes }: WidgetProps) {
  if (attributes['fail'] !== undefined) throw new Error('Sample failure for the error state');
  return createElement(
    'section',
    { 'aria-label': 'Sample widget' },
    createElement('h2', null, 'Compare energy plans'),
    createElement('p', null, `Brand: ${attributes['brand'] ?? 'EnergyAustralia'}`),
    createElement('button', { type: 'button', className: 'primary' }, 'Select plan'),
  );
}

const SAMPLE_CSS = `
h2 { font-size: var(--ea-font-size-h2); margin: 0 0 var(--ea-space-2); color: var(--ea-color-text); }
p { margin: 0 0 var(--ea-space-4); color: var(--ea-color-muted); }
.primary { min-height: 44px; padding: 0 var(--ea-space-5); border: 0; border-radius: var(--ea-radius); background: var(--ea-color-brand); color: #fff; cursor: pointer; }
.primary:hover { background: var(--ea-color-brand-dark); }
section { padding: var(--ea-space-5); border: 1px solid var(--ea-color-border); border-radius: var(--ea-radius); background: var(--ea-color-surface); }
`;

defineWidget({ tag: 'ea-story-sample', component: Sample, styles: [SAMPLE_CSS], attributes: ['fail'] });

interface FrameArgs {
  brand: string;
  fail: boolean;
  theme: 'default' | 'alternative';
}

function Frame({ brand, fail, theme }: FrameArgs) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = ref.current;
    if (!host) return;
    const el = document.createElement('ea-story-sample');
    el.setAttribute('brand', brand);
    if (fail) el.setAttribute('fail', '');
    if (theme === 'alternative') {
      el.style.setProperty('--ea-color-brand', '#6a1b9a');
      el.style.setProperty('--ea-color-brand-dark', '#4a148c');
      el.style.setProperty('--ea-radius', '2px');
      el.style.setProperty('--ea-font-family', 'Georgia, serif');
    }
    host.replaceChildren(el);
    return () => el.remove();
  }, [brand, fail, theme]);
  return createElement('div', { ref });
}

const meta = {
  title: 'Foundation/Widget frame',
  component: Frame,
  args: { brand: 'EnergyAustralia', fail: false, theme: 'default' },
  argTypes: { theme: { control: 'inline-radio', options: ['default', 'alternative'] } },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default theme. */
export const Default: Story = { play: waitsFor('heading', 'Compare energy plans') };
/** A host page's theme through --ea-* custom properties. */
export const AlternativeTheme: Story = { args: { theme: 'alternative' }, play: waitsFor('button', 'Select plan') };
/** A widget whose component throws: the spec's default error text in place of the widget. */
export const ErrorState: Story = {
  args: { fail: true },
  play: waitsForText('Sorry, there was a problem processing your request. Please try again or contact us if you need help.'),
};
