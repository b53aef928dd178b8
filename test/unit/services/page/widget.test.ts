import { afterEach, describe, expect, it, vi } from 'vitest';

const ensureStarted = vi.fn((_options: { apiBase?: string; customerType?: string }) => Promise.resolve());
vi.mock('../../../../src/services/page/startup', () => ({ ensureStarted }));
const { connectWidget } = await import('../../../../src/services/page/widget');

afterEach(() => ensureStarted.mockClear());

describe('connectWidget: what every widget does as it connects', () => {
  it("starts the page with the element's api-base and customer-type", () => {
    const element = document.createElement('ea-plans-table');
    element.setAttribute('api-base', 'https://api.example.com/');
    element.setAttribute('customer-type', 'business');
    connectWidget(element);
    expect(ensureStarted).toHaveBeenCalledExactlyOnceWith({ apiBase: 'https://api.example.com/', customerType: 'business' });
  });

  it('leaves out what the element does not say (the page keeps its defaults)', () => {
    connectWidget(document.createElement('ea-cart-overlay'));
    expect(ensureStarted).toHaveBeenCalledExactlyOnceWith({ apiBase: undefined, customerType: undefined });
  });
});
