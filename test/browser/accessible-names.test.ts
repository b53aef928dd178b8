/**
 * Decoration stays out of accessible names and descriptions (a tick drawn by CSS is not part of
 * "Added"), read from Chromium's own accessibility tree in the plans page's main states; and a
 * failed plan lookup offers 'Try again' (one lookup per press, focus kept).
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

const RES = 'home/electricity-and-gas/plans';
/** Glyphs that decorate (ticks, crosses, stars, arrows, bullets, the sun of 'Solar', the ellipsis of a placeholder). */
const DECORATIVE = /[✓✔✗✘×✕✖★☆•·›‹»«→←↑↓▲▼▶◀►◄☀…]/u;

let demo: Demo;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

interface AXValue {
  value?: unknown;
}
interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: AXValue;
  name?: AXValue;
  description?: AXValue;
  parentId?: string;
}

/**
 * The names and descriptions, in Chromium's full accessibility tree (shadow roots included), that
 * hold a decorative glyph: 'role "name"' or 'role description "…"'. Text inside a control whose
 * children are presentational (a button, an image) is not read on its own and is left out.
 */
async function decoratedNames(cdp: CDPSession): Promise<string[]> {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as unknown as { nodes: AXNode[] };
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const PRESENTATIONAL_CHILDREN = new Set([
    'button',
    'img',
    'image',
    'checkbox',
    'radio',
    'switch',
    'progressbar',
    'slider',
    'separator',
    'tab',
    'menuitem',
    'option',
  ]);
  const insideLeafControl = (n: AXNode): boolean => {
    for (let p = n.parentId ? byId.get(n.parentId) : undefined; p; p = p.parentId ? byId.get(p.parentId) : undefined) {
      if (PRESENTATIONAL_CHILDREN.has(String(p.role?.value ?? ''))) return true;
    }
    return false;
  };
  const out: string[] = [];
  for (const n of nodes) {
    if (n.ignored) continue;
    const role = String(n.role?.value ?? '');
    const text = (v: AXValue | undefined): string => (typeof v?.value === 'string' ? v.value : '');
    if ((role === 'StaticText' || role === 'InlineTextBox') && insideLeafControl(n)) continue;
    // A list's own bullets are the browser's rendering of list semantics, not our decoration.
    if (role === 'ListMarker') continue;
    if (DECORATIVE.test(text(n.name))) out.push(`${role} "${text(n.name)}"`);
    if (DECORATIVE.test(text(n.description))) out.push(`${role} description "${text(n.description)}"`);
  }
  return out;
}

async function open(
  path: string,
  before?: (page: Page) => void,
): Promise<{ page: Page; cdp: CDPSession; w: ReturnType<typeof watch>; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  const w = watch(page);
  before?.(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Accessibility.enable');
  await page.goto(demo.url + path);
  return { page, cdp, w, close: () => context.close() };
}

const api = (path: string, init?: RequestInit) => fetch(demo.url.replace(/\/$/, '') + path, init);

describe('accessible names on the plans page', () => {
  it('hold no decorative glyph with the plans shown, a plan selected and the cart open', async () => {
    const { page, cdp, w, close } = await open(`${RES}?postcode=2000`);
    const table = page.locator('ea-plans-table');
    await expect.poll(() => table.getByRole('article').count(), { timeout: 10_000 }).toBeGreaterThan(3);
    await expect.poll(() => table.getByLabel(/^Calculating your/).count(), { timeout: 10_000 }).toBe(0);
    expect(await decoratedNames(cdp)).toEqual([]);

    // A plan selected: its button is named "Added" (the tick is drawn, not read), and the cart opens.
    const select = table.getByRole('button', { name: 'Select plan' }).first();
    await select.click();
    const cart = page.getByRole('dialog', { name: 'YOUR CART' });
    await expect.poll(() => cart.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await table.getByRole('button', { name: 'Added', exact: true }).count()).toBe(1);
    expect(await decoratedNames(cdp)).toEqual([]);

    // The cart closed, the plan still selected.
    await cart.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => cart.count()).toBe(0);
    expect(await table.getByRole('button', { name: 'Added', exact: true }).count()).toBe(1);
    expect(await decoratedNames(cdp)).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await close();
  });
});

describe('a failed plan lookup', () => {
  it("postcode 2002 (HTTP 500): Try again asks once per press and, failing again, focuses the new alert's Try again", async () => {
    const lookups: string[] = [];
    const { page, close } = await open(`${RES}?postcode=2002`, (p) =>
      p.on('request', (r) => {
        if (r.url().includes('/offers/lookup')) lookups.push(String(r.postData()));
      }),
    );
    const table = page.locator('ea-plans-table');
    const alert = table.getByRole('alert').filter({ hasText: "We couldn't load your plans just now (error 500). Please try again." });
    await alert.waitFor({ state: 'visible', timeout: 10_000 });
    const retry = alert.getByRole('button', { name: 'Try again' });
    expect(lookups).toHaveLength(1);
    // The pressed alert is replaced by the new one once the lookup has ended: marked, so the wait below cannot take it for the new one.
    await retry.evaluate((button) => button.setAttribute('data-pressed', ''));
    await retry.dblclick();
    await expect.poll(() => lookups.length, { timeout: 10_000 }).toBe(2);
    // The new alert's button has focus (the old one was replaced, so the failure is announced again).
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            // The clicked button keeps focus while the lookup runs (aria-disabled): wait for the new alert's live one.
            // The lookup has ended too (the table is no longer busy), so the focused button is the new alert's, not one about to go.
            const root = document.querySelector('ea-plans-table')?.shadowRoot;
            const active = root?.activeElement;
            const busy = root?.querySelector('.pt')?.getAttribute('aria-busy') === 'true';
            return active &&
              active.isConnected &&
              !active.hasAttribute('data-pressed') &&
              !busy &&
              active.getAttribute('aria-disabled') !== 'true'
              ? active.textContent
              : null;
          }),
        { timeout: 10_000 },
      )
      .toBe('Try again');
    // The same lookup again, and only one for the double click.
    expect(lookups).toHaveLength(2);
    expect(lookups[1]).toBe(lookups[0]);
    await page.keyboard.press('Enter');
    await expect.poll(() => lookups.length, { timeout: 10_000 }).toBe(3);
    await close();
  });

  it('a lookup that fails once (fault injection): Try again brings the plans, and the plans list has focus', async () => {
    await api('/__faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/qt2/app/v1/offers/lookup', status: 503, times: 1 }),
    });
    const { page, close } = await open(`${RES}?postcode=2000`);
    const table = page.locator('ea-plans-table');
    const retry = table.getByRole('alert').getByRole('button', { name: 'Try again' });
    await retry.waitFor({ state: 'visible', timeout: 10_000 });
    await retry.click();
    await expect.poll(() => table.getByRole('article').count(), { timeout: 10_000 }).toBeGreaterThan(3);
    await expect
      .poll(
        () => page.evaluate(() => document.querySelector('ea-plans-table')?.shadowRoot?.activeElement?.getAttribute('aria-label') ?? null),
        { timeout: 10_000 },
      )
      .toBe('Plans');
    expect(await table.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await api('/__faults', { method: 'DELETE' });
    await close();
  });
});
