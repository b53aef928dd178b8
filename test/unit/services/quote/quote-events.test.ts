import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetQuoteLoad, onQuoteLoadSettled, quoteLoadSettled } from '../../../../src/services/quote/quote-events';

afterEach(() => forgetQuoteLoad());

describe('a quote load settling on the page (spec 3 §4.7)', () => {
  it('tells every listener once, however often it is said', () => {
    const first = vi.fn();
    const second = vi.fn();
    onQuoteLoadSettled(first);
    onQuoteLoadSettled(second);
    expect(first).not.toHaveBeenCalled();
    quoteLoadSettled();
    quoteLoadSettled();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('calls a listener that comes later at once', () => {
    quoteLoadSettled();
    const late = vi.fn();
    onQuoteLoadSettled(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('does not call a listener that unsubscribed', () => {
    const gone = vi.fn();
    const off = onQuoteLoadSettled(gone);
    off();
    quoteLoadSettled();
    expect(gone).not.toHaveBeenCalled();
  });
});
