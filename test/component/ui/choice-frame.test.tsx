import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChoice } from '../../../src/ui/after-paint';

/** A yes / no answer whose follow-up question shows once the answer is applied (after the next frame). */
function Answer() {
  const [applied, setApplied] = useState('');
  const [shown, choose] = useChoice(applied, setApplied);
  return (
    <>
      <button type="button" aria-pressed={shown === 'yes'} onClick={() => choose('yes')}>
        Yes
      </button>
      {applied === 'yes' ? <p>Connection date</p> : null}
    </>
  );
}

/** Frames that come late, as on a busy machine: each a 40 ms timer instead of happy-dom's next turn. */
function slowFrames(): void {
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    setTimeout(() => callback(performance.now()), 40);
    return 0;
  });
}

afterEach(() => vi.restoreAllMocks());

// test/setup.ts: a user-event action returns once the choices it made have applied, as they have by the
// time a visitor does anything next; otherwise a test's next line races the frame and a busy machine loses.
describe('tests see a choice applied once the action that made it returns', () => {
  it('the follow-up of an answer is there right after the click, however late the frame', async () => {
    slowFrames();
    const user = userEvent.setup();
    render(<Answer />);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByText('Connection date')).toBeTruthy();
  });

  it('waitFor returns with the choice applied too', async () => {
    slowFrames();
    render(<Answer />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('Connection date')).toBeTruthy();
  });
});

describe('a choice applied in a transition', () => {
  /** An accordion-like choice whose applying fails. */
  function Broken() {
    const [applied] = useState(false);
    const [shown, choose] = useChoice(
      applied,
      () => {
        throw new Error('broken panel');
      },
      true,
      true,
    );
    return (
      <button type="button" aria-expanded={shown} onClick={() => choose(!shown)}>
        Plan details
      </button>
    );
  }

  it("that fails is reported as the widget's error, not thrown into the host page, and the press is undone", async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pageErrors: unknown[] = [];
    const onError = (event: ErrorEvent): void => {
      pageErrors.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    try {
      render(<Broken />);
      const button = screen.getByRole('button', { name: 'Plan details' });
      fireEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
      expect(reported).toHaveBeenCalledWith(
        expect.stringContaining('applying a choice'),
        expect.objectContaining({ message: 'broken panel' }),
      );
      expect(pageErrors).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});
