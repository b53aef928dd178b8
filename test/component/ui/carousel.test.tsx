import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Carousel } from '../../../src/ui/Carousel';
import { renderInWidget } from '../render';

function Slides() {
  const [index, setIndex] = useState(0);
  return <Carousel label="Plans" slides={['One', 'Two']} index={index} onIndexChange={setIndex} />;
}

describe('Carousel', () => {
  it('keeps focus on the arrow pressed to the last or first slide: the arrow says it is at the end with aria-disabled', () => {
    renderInWidget(<Slides />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    next.focus();
    fireEvent.click(next);
    expect(screen.getByRole('group', { name: '2 of 2' })).toBeTruthy();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(next.hasAttribute('disabled')).toBe(false);
    fireEvent.click(next);
    expect(screen.getByRole('group', { name: '2 of 2' })).toBeTruthy();
    expect(previous.getAttribute('aria-disabled')).toBe('false');
  });
});
