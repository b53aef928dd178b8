import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterChoices, afterPaint, flushChoices } from '../../../src/ui/after-paint';

// The frame and the timers are the test's own: each step runs when the test says, never on the machine's clock.
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('choices applied after the next paint (issue 21)', () => {
  it('a choice that fails is reported and the others still apply, then and later', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    afterPaint(() => {
      throw new Error('broken choice');
    });
    afterPaint(() => seen.push('next'));
    expect(seen).toEqual([]);
    vi.runAllTimers();
    expect(seen).toEqual(['next']);
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('applying a choice'),
      expect.objectContaining({ message: 'broken choice' }),
    );
    // A choice made later still applies after its own frame: nothing was left stranded in the queue.
    afterPaint(() => seen.push('later'));
    expect(seen).toEqual(['next']);
    vi.runAllTimers();
    expect(seen).toEqual(['next', 'later']);
  });

  it('a choice queued while another applies is applied before a read that waits for them', () => {
    const seen: string[] = [];
    afterPaint(() => {
      seen.push('first');
      afterPaint(() => seen.push('follow-up'));
    });
    afterChoices(() => seen.push('read'));
    expect(seen).toEqual([]);
    vi.runAllTimers();
    expect(seen).toEqual(['first', 'follow-up', 'read']);
    expect(flushChoices()).toBe(false);
  });

  it('a press that reads the choices paints first: with none waiting, its read still runs only after the frame', () => {
    const seen: string[] = [];
    afterChoices(() => seen.push('read'));
    expect(seen).toEqual([]);
    // The frame's flush queues the read in a task of its own, after what the flush applied has rendered.
    flushChoices();
    expect(seen).toEqual([]);
    vi.runAllTimers();
    expect(seen).toEqual(['read']);
  });
});
