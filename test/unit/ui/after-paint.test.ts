import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, flushChoices } from '../../../src/ui/after-paint';

afterEach(() => vi.restoreAllMocks());

describe('choices applied after the next paint (issue 21)', () => {
  it('a choice that fails is reported and the others still apply, then and later', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    afterPaint(() => {
      throw new Error('broken choice');
    });
    afterPaint(() => seen.push('next'));
    expect(flushChoices()).toBe(true);
    expect(seen).toEqual(['next']);
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('applying a choice'),
      expect.objectContaining({ message: 'broken choice' }),
    );
    // A choice made later still applies after its own frame: nothing was left stranded in the queue.
    afterPaint(() => seen.push('later'));
    await waitFor(() => expect(seen).toEqual(['next', 'later']));
  });
});
