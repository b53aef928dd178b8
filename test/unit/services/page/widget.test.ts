import { afterEach, describe, expect, it, vi } from 'vitest';

const ensureStarted = vi.fn((_options: { apiBase?: string; customerType?: string }) => Promise.resolve());
const pageAttributeChanged = vi.fn();
vi.mock('../../../../src/services/page/startup', () => ({ ensureStarted, pageAttributeChanged }));
const { connectWidget } = await import('../../../../src/services/page/widget');

afterEach(() => {
  ensureStarted.mockClear();
  pageAttributeChanged.mockClear();
});

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

  it('follows its api-base and customer-type after it connected (the page reads them once), not its other attributes', async () => {
    const element = document.createElement('ea-refine-bar');
    element.setAttribute('customer-type', 'residential');
    document.body.append(element);
    connectWidget(element);
    element.setAttribute('customer-type', 'business');
    element.setAttribute('brand', 'Other');
    element.setAttribute('api-base', 'https://api.example.com/');
    element.removeAttribute('customer-type');
    await vi.waitFor(() => expect(pageAttributeChanged).toHaveBeenCalledTimes(3));
    expect(pageAttributeChanged.mock.calls).toEqual([
      ['customer-type', undefined],
      ['api-base', 'https://api.example.com/'],
      ['customer-type', undefined],
    ]);
    element.remove();
  });
});
