import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

/**
 * The host page behind an open modal (src/ui/scroll-lock.ts; docs/decisions/refine-bar.md, "the page behind"): it does
 * not scroll, and nothing on it moves when its scrollbar goes, the host's own fixed elements included.
 */

let demo: Demo;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemo();
  // The page's scrollbar drawn, with its width, as a desktop browser draws it.
  browser = await launchBrowser({ scrollbars: true });
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

describe('the page behind an open modal', () => {
  it("keeps a host's element fixed to the right edge where it was, at its size, and the root's inline style as it was", async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
    const bar = page.locator('ea-refine-bar');
    await expect.poll(() => page.locator('ea-plans-table').getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // A host's chat button, fixed to the right edge.
    await page.evaluate(() => {
      const chat = document.body.appendChild(document.createElement('button'));
      chat.id = 'host-chat';
      chat.textContent = 'Chat';
      chat.style.cssText = 'position:fixed;right:0;bottom:0;left:auto;width:auto;padding:8px 24px';
    });
    const chat = page.locator('#host-chat');
    expect(await page.evaluate(() => innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
    const before = await chat.boundingBox();
    const barBefore = await bar.boundingBox();

    const opener = bar.getByRole('button', { name: 'Refine your estimate' });
    await expect.poll(() => opener.isEnabled(), { timeout: 10_000 }).toBe(true);
    await opener.click();
    const dialog = bar.getByRole('dialog', { name: 'Refine your estimate' });
    await dialog.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
    expect(await chat.boundingBox()).toEqual(before);
    expect(await bar.boundingBox()).toEqual(barBefore);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull();
    expect(await chat.boundingBox()).toEqual(before);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it("keeps a page whose body's overflow passes to the viewport where it was and drawn, and its inline styles as they were", async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
    await expect.poll(() => page.locator('ea-plans-table').getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // A common host layout: the body's overflow-y computes to auto, but it is the root that scrolls.
    await page.addStyleTag({ content: 'html, body { height: 100% } body { overflow-x: hidden; margin: 0 }' });
    const bar = page.locator('ea-refine-bar');
    const opener = bar.getByRole('button', { name: 'Refine your estimate' });
    await expect.poll(() => opener.isEnabled(), { timeout: 10_000 }).toBe(true);
    // A table panel well down the page in view: the body clipped to the window's height would hide it.
    const panel = page.locator('ea-plans-table').getByRole('article').nth(2);
    await panel.scrollIntoViewIfNeeded();
    const at = await page.evaluate(() => scrollY);
    expect(at).toBeGreaterThan(0);
    const box = await panel.boundingBox();
    await opener.evaluate((el) => (el as HTMLElement).click());
    const dialog = bar.getByRole('dialog', { name: 'Refine your estimate' });
    await dialog.waitFor();
    expect(await page.evaluate(() => scrollY)).toBe(at);
    expect(await panel.boundingBox()).toEqual(box);
    // Locked: the viewport's overflow (the body's, passed to it) is hidden.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('hidden');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => scrollY)).toBe(at);
    expect(await page.evaluate(() => [document.body.getAttribute('style'), document.documentElement.getAttribute('style')])).toEqual([
      null,
      null,
    ]);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it("does not scroll on a page whose body scrolls in the root's place, nor moves sideways, and scrolls again once closed", async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
    await expect.poll(() => page.locator('ea-plans-table').getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // A host layout that scrolls the body: the root does not scroll at all.
    await page.addStyleTag({ content: 'html { height: 100%; overflow: hidden } body { height: 100%; overflow-y: auto; margin: 0 }' });
    await page.evaluate(() => (document.body.scrollTop = 300));
    const bar = page.locator('ea-refine-bar');
    const opener = bar.getByRole('button', { name: 'Refine your estimate' });
    await expect.poll(() => opener.isEnabled(), { timeout: 10_000 }).toBe(true);
    await opener.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const scrolled = await page.evaluate(() => document.body.scrollTop);
    expect(scrolled).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.body.offsetWidth - document.body.clientWidth)).toBeGreaterThan(0);
    const barBefore = await bar.boundingBox();

    await opener.click();
    const dialog = bar.getByRole('dialog', { name: 'Refine your estimate' });
    await dialog.waitFor();
    expect(await bar.boundingBox()).toEqual(barBefore);
    // The wheel over the backdrop, and keys on the page, do not move the body behind.
    await page.mouse.move(20, 450);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('hidden');
    expect(await page.evaluate(() => document.body.scrollTop)).toBe(scrolled);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.getAttribute('style'))).toBeNull();
    expect(await page.evaluate(() => document.body.scrollTop)).toBe(scrolled);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => document.body.scrollTop)).toBeGreaterThan(scrolled);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});
