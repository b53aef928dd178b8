import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnChange } from '../../../widgets/refine-bar/hooks';

describe('useOnChange (fields that mirror the store)', () => {
  it('does nothing for the value the first render shows, so a late first effect cannot undo typing', () => {
    const update = vi.fn();
    renderHook(({ value }) => useOnChange(value, update), { initialProps: { value: '2000' } });
    expect(update).not.toHaveBeenCalled();
  });

  it('passes each later change on, once', () => {
    const update = vi.fn();
    const { rerender } = renderHook(({ value }) => useOnChange(value, update), { initialProps: { value: '2000' } });
    rerender({ value: '3000' });
    rerender({ value: '3000' });
    expect(update.mock.calls).toEqual([['3000']]);
  });
});
