import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterChoices, afterPaint, flushChoices } from '../../../src/ui/after-paint';

afterEach(() => vi.restoreAllMocks());

/** Past both of a choice's schedules (the frame's and the 100 ms fallback), so none is left to run. */
const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 150));

describe('choices applied after the next paint (issue 21)', () => {
  it('a choice that fails is reported and the others still apply, then and later', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    afterPaint(() => {
      throw new Error('broken choice');
    });
    afterPaint(() => seen.push('next'));
    await waitFor(() => expect(seen).toEqual(['next']));
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('applying a choice'),
      expect.objectContaining({ message: 'broken choice' }),
    );
    await settled();
    // A choice made later still applies after its own frame: nothing was left stranded in the queue.
    afterPaint(() => seen.push('later'));
    await waitFor(() => expect(seen).toEqual(['next', 'later']));
  });

  it('a choice queued while another applies is applied before a read that waits for them', async () => {
    const seen: string[] = [];
    afterPaint(() => {
      seen.push('first');
      afterPaint(() => seen.push('follow-up'));
    });
    afterChoices(() => seen.push('read'));
    expect(seen).toEqual(['first', 'follow-up']);
    await waitFor(() => expect(seen).toEqual(['first', 'follow-up', 'read']));
    expect(flushChoices()).toBe(false);
    await settled();
  });
});
