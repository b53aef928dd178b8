import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, Message, SafeHtml, Spinner, ToggleSwitch } from '../../../src/ui';
import { renderInWidget } from '../render';

describe('shared controls', () => {
  it('Message: errors and warnings are alerts, info is a status; closable ones have a named close button', () => {
    const onClose = vi.fn();
    renderInWidget(
      <>
        <Message level="error" onClose={onClose}>
          Broken
        </Message>
        <Message level="info">Fyi</Message>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Broken');
    expect(screen.getByRole('status').textContent).toContain('Fyi');
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Spinner announces its label', () => {
    renderInWidget(<Spinner label="Loading your plans" />);
    expect(screen.getByRole('status').textContent).toBe('Loading your plans');
  });

  it('ToggleSwitch is a switch that flips', () => {
    function Gst() {
      const [on, setOn] = useState(true);
      return <ToggleSwitch label="Inc GST" checked={on} onChange={setOn} />;
    }
    renderInWidget(<Gst />);
    const toggle = screen.getByRole('switch', { name: 'Inc GST' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('Accordion starts closed and opens its region', async () => {
    renderInWidget(
      <Accordion title="Show electricity rates">
        <p>Daily supply charge</p>
      </Accordion>,
    );
    const button = screen.getByRole('button', { name: 'Show electricity rates' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Daily supply charge')).toBeNull();
    // Every state the button shows on the way: it must never turn back while the panel follows.
    const states: (string | null)[] = [];
    const watch = new MutationObserver(() => states.push(button.getAttribute('aria-expanded')));
    watch.observe(button, { attributes: true, attributeFilter: ['aria-expanded'] });
    // The press turns the button in its own frame; the panel opens in a task after it.
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByText('Daily supply charge')).toBeNull();
    expect(await screen.findByText('Daily supply charge')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Closing: the button at once, the panel after.
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Daily supply charge')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Daily supply charge')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await Promise.resolve();
    watch.disconnect();
    expect(states).toEqual(['true', 'false']);
  });

  it('Accordion: two quick presses before the frame cancel out', async () => {
    const toggles: boolean[] = [];
    renderInWidget(
      <Accordion title="Plan details" onToggle={(open) => toggles.push(open)}>
        <p>Exit fees</p>
      </Accordion>,
    );
    const button = screen.getByRole('button', { name: 'Plan details' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(toggles).toEqual([true, false]));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Exit fees')).toBeNull();
  });

  // Sanitisation itself is proven in real Chromium (test/browser/sanitize.test.ts): DOMPurify
  // does not sanitise under happy-dom, as its README warns.
  it('SafeHtml renders server markup once sanitised, and follows changes', async () => {
    const { container, rerender } = renderInWidget(<SafeHtml html={'<p>Prices <strong>change</strong> on 1 July.</p>'} />);
    await waitFor(() => expect(container.querySelector('strong')?.textContent).toBe('change'));
    rerender(<SafeHtml html={'<p>Prices <em>rise</em>.</p>'} />);
    await waitFor(() => expect(container.querySelector('em')?.textContent).toBe('rise'));
  });
});
