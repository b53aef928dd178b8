import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../src/api';
import { SafeHtml } from '../../../src/ui';
import { renderInWidget } from '../render';

const HOSTILE =
  '<p>Prices change on 1 July.</p>' +
  '<img src=x onerror="window.__xss()">' +
  '<img src="https://tracker.example/pixel.gif" alt="Our solar offer">' +
  '<img src="/images/solar.png" alt="Solar panels">' +
  '<img src="https://api.retailer.example/qt2/images/gas.png" alt="Gas">' +
  '<picture><source srcset="https://tracker.example/a.webp 1x"><img src="/images/b.png" alt="Battery"></picture>' +
  '<video poster="https://tracker.example/poster.png"></video>';

/** Every URL that any image, source or video had while it was in the page (they fetch from the moment they are). */
function watchFetches(target: Node): string[] {
  const seen: string[] = [];
  const record = (node: Node): void => {
    if (!(node instanceof Element)) return;
    for (const el of [node, ...node.querySelectorAll('*')])
      for (const name of ['src', 'srcset', 'poster']) {
        const value = el.getAttribute(name);
        if (value !== null) seen.push(value);
      }
  };
  new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(record))).observe(target, {
    childList: true,
    subtree: true,
  });
  return seen;
}

const onlyRetailer = (urls: readonly string[]): boolean =>
  urls.every((url) => url.startsWith('/images/') || url.startsWith('https://api.retailer.example/'));

afterEach(() => {
  delete (Element.prototype as { setHTML?: unknown }).setHTML;
});

describe('server HTML loads images only from the retailer', () => {
  it('SafeHtml (DOMPurify where the browser has no sanitiser): foreign and relative images never reach the page', async () => {
    configureApi({ base: 'https://api.retailer.example/qt2' });
    const seen = watchFetches(document.body);
    const { container } = renderInWidget(<SafeHtml html={HOSTILE} />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Solar panels' })).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 0));
    // (DOMPurify under happy-dom drops the paragraph, keeping its text: see controls.test.tsx.)
    expect(container.textContent).toContain('Prices change on 1 July.');
    expect(screen.getByRole('img', { name: 'Gas' }).getAttribute('src')).toBe('https://api.retailer.example/qt2/images/gas.png');
    expect(screen.getByRole('img', { name: 'Battery' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Our solar offer' })).toBeNull();
    expect(container.textContent).toContain('Our solar offer');
    expect(seen.length).toBeGreaterThan(0);
    expect(onlyRetailer(seen)).toBe(true);
    expect(document.body.innerHTML).not.toMatch(/tracker\.example|src="x"|onerror/);
  });

  it('the browser’s own sanitiser writes into an inert document first, so nothing foreign is ever in the page', async () => {
    // A stand-in for Element.setHTML: like the platform's default, it keeps images.
    (Element.prototype as unknown as { setHTML: (this: Element, html: string) => void }).setHTML = function (html) {
      this.innerHTML = html.replace(/ onerror="[^"]*"/g, '');
    };
    // A fresh copy of the module, which has not yet picked a sanitiser, with its own API configuration.
    vi.resetModules();
    const fresh = await import('../../../src/ui/SafeHtml');
    (await import('../../../src/api')).configureApi({ base: 'https://api.retailer.example/qt2' });
    const target = document.createElement('div');
    document.body.append(target);
    const seen = watchFetches(document.body);
    target.replaceChildren(...(await fresh.sanitizedHtml(HOSTILE)).childNodes);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(target.querySelectorAll('img')).toHaveLength(3);
    expect(target.textContent).toContain('Our solar offer');
    expect(seen.length).toBeGreaterThan(0);
    expect(onlyRetailer(seen)).toBe(true);
    target.remove();
  });

  it('ordinary HTML is written without loading the fetch rules; HTML that could fetch always goes through them', async () => {
    (Element.prototype as unknown as { setHTML: (this: Element, html: string) => void }).setHTML = function (html) {
      this.innerHTML = html;
    };
    vi.resetModules();
    vi.doMock('../../../src/ui/fetch-policy', () => {
      throw new Error('the fetch rules were loaded');
    });
    try {
      const fresh = await import('../../../src/ui/SafeHtml');
      const plain = await fresh.sanitizedHtml(
        '<p class="x">Prices change on <strong>1 July</strong>. <a href="/terms" target="_blank">Terms</a></p>',
      );
      expect(plain.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
      expect(plain.textContent).toBe('Prices change on 1 July. Terms');
      for (const html of [
        '<img src=x alt="">',
        '<p style="background:url(https://t.example/p)">x</p>',
        '<style>@import "https://t.example/s.css"</style>',
        '<svg><image href="https://t.example/p.png"></image></svg>',
      ]) {
        await expect(fresh.sanitizedHtml(html)).rejects.toThrow();
      }
    } finally {
      vi.doUnmock('../../../src/ui/fetch-policy');
    }
  });
});
