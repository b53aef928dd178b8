import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WhenNear } from '../../../widgets/plans-table/when-near';
import { NeverInView } from '../never-in-view';

const inView = globalThis.IntersectionObserver;
beforeEach(() => {
  // Only a key press can build what waits here.
  globalThis.IntersectionObserver = NeverInView as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = inView;
});

/** A key pressed in the page once the placeholder is drawn, before the placeholder's effect listens (a layout effect runs first). */
function PressAfterDraw() {
  useLayoutEffect(() => void dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' })), []);
  return null;
}

// The first key press of the page is remembered once per module load: this file's only test, on a fresh module.
describe('WhenNear (what waits below the plans until the visitor heads there)', () => {
  it('a key pressed between the placeholder being drawn and its listener coming on still builds it', () => {
    render(
      <>
        <WhenNear>
          <p>The disclaimers</p>
        </WhenNear>
        <PressAfterDraw />
      </>,
    );
    expect(screen.getByText('The disclaimers')).toBeTruthy();
  });
});
