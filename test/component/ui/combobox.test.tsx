import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Combobox } from '../../../src/ui/Combobox';

const SUBURBS = Array.from({ length: 10 }, (_, i) => `SUBURB ${i + 1} NSW 20${String(i).padStart(2, '0')}`);

function Box() {
  const [value, setValue] = useState('Sub');
  return (
    <Combobox<string>
      label="Postcode or suburb"
      value={value}
      onChange={setValue}
      suggestions={SUBURBS}
      optionText={(s) => s}
      optionKey={(s) => s}
      onSelect={setValue}
    />
  );
}

const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
afterEach(() => {
  if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
  else delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

describe('suggestion list (postcode/suburb box, spec 1 §5)', () => {
  it('scrolls the suggestion reached with the arrow keys into view (the list shows about eight of ten)', () => {
    const scrolled: { option: string | null; options: unknown }[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element, options?: unknown) {
        scrolled.push({ option: this.textContent, options });
      },
    });
    render(<Box />);
    const box = screen.getByRole('combobox', { name: 'Postcode or suburb' });
    for (let i = 0; i < 9; i += 1) fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('SUBURB 9 NSW 2008');
    expect(scrolled.at(-1)).toEqual({ option: 'SUBURB 9 NSW 2008', options: { block: 'nearest' } });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(scrolled.at(-1)).toEqual({ option: 'SUBURB 10 NSW 2009', options: { block: 'nearest' } });
    // Wrapping to the first brings it back into view too.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(scrolled.at(-1)).toEqual({ option: 'SUBURB 1 NSW 2000', options: { block: 'nearest' } });
  });

  it('still moves through the suggestions where the browser cannot scroll elements into view', () => {
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Box />);
    const box = screen.getByRole('combobox', { name: 'Postcode or suburb' });
    for (let i = 0; i < 10; i += 1) fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('SUBURB 10 NSW 2009');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
