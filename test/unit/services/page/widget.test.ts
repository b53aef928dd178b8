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

  it('ignores a value the attribute cannot have, with one warning however many widgets have it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const name of ['ea-refine-bar', 'ea-plans-table']) {
      const element = document.createElement(name);
      element.setAttribute('api-base', 'javascript:alert(1)');
      element.setAttribute('customer-type', 'martian');
      connectWidget(element);
    }
    expect(ensureStarted.mock.calls).toEqual([
      [{ apiBase: undefined, customerType: undefined }],
      [{ apiBase: undefined, customerType: undefined }],
    ]);
    const warned = warn.mock.calls.map((c) => String(c[0]));
    expect(warned.filter((w) => w.includes('ignored api-base="javascript:alert(1)"'))).toHaveLength(1);
    expect(warned.filter((w) => w.includes('ignored customer-type="martian"'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('takes a path, an http(s) address and either customer type in any case; an empty value is no value', () => {
    for (const [base, type] of [
      ['/api', 'BUSINESS'],
      ['http://localhost:8080', 'Residential'],
      ['', ' '],
    ] as const) {
      const element = document.createElement('ea-plans-table');
      element.setAttribute('api-base', base);
      element.setAttribute('customer-type', type);
      connectWidget(element);
      expect(ensureStarted).toHaveBeenLastCalledWith({ apiBase: base, customerType: type });
    }
  });

  it('after it connected, a value the attribute cannot have changes nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('ea-refine-bar');
    document.body.append(element);
    connectWidget(element);
    element.setAttribute('api-base', 'ftp://files.example.com');
    element.setAttribute('customer-type', 'business');
    await vi.waitFor(() => expect(pageAttributeChanged).toHaveBeenCalledTimes(1));
    expect(pageAttributeChanged.mock.calls).toEqual([['customer-type', 'business']]);
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/ignored api-base="ftp:\/\/files.example.com"/);
    element.remove();
    warn.mockRestore();
  });
});
