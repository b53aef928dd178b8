import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, scrollToDisclaimers, startDemo, watch, type Demo } from './harness';

const RES = 'home/electricity-and-gas/plans';

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

async function open(path: string, init?: (page: Page) => Promise<unknown>) {
  const { context, page } = await newPage(browser);
  const w = watch(page);
  const auth: { path: string; authorization: string | null }[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('/offers/lookup') || url.pathname.endsWith('/estimate/calculate'))
      auth.push({ path: url.pathname, authorization: req.headers()['authorization'] ?? null });
  });
  if (init) await init(page);
  await page.goto(demo.url + path);
  const table: Locator = page.locator('ea-plans-table');
  return { page, table, w, auth, close: () => context.close() };
}

const api = (path: string, init: RequestInit) => fetch(new URL(path, demo.url), init);

describe('<ea-plans-table> extras on the demo', () => {
  it('shows the paper bill fee amount in plan details, with its link', async () => {
    const { table, close } = await open(`${RES}?postcode=2000`);
    const flexi = table.getByRole('article', { name: 'Flexi Plan' });
    await flexi.getByRole('button', { name: 'Plan details' }).click({ timeout: 10_000 });
    await flexi.getByText('$1.75 per bill (incl. GST)').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await flexi.getByRole('link', { name: 'Paper bill fees' }).getAttribute('href')).toBe('/paper-bill-fee');
    await close();
  });

  it("shows the general disclaimer text for the visitor's state", async () => {
    const vic = await open(`${RES}?postcode=3000`);
    await scrollToDisclaimers(vic.page);
    await vic.table
      .getByText('Victorian customers may be eligible for the Annual Electricity Concession.')
      .waitFor({ state: 'visible', timeout: 10_000 });
    await vic.table.getByText('Estimates use the benchmark usage set by the Essential Services Commission.').waitFor({ state: 'visible' });
    expect(await vic.table.getByText('Australian Energy Regulator').count()).toBe(0);
    await vic.close();
    const nsw = await open(`${RES}?postcode=2000`);
    await scrollToDisclaimers(nsw.page);
    await nsw.table
      .getByText('NSW customers may be eligible for the Low Income Household Rebate.')
      .waitFor({ state: 'visible', timeout: 10_000 });
    await nsw.close();
  });

  it('sanitises the general disclaimer text', async () => {
    const general = {
      value:
        'General <b>text</b><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script><a href="javascript:window.__pwned=1">link</a>',
      states: {},
    };
    await api('/__faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        path: '/qt2/app/getDisclaimers',
        times: 4,
        body: { key: 'plans.estimate', text: '', sharedDisclaimerKeys: [], general },
      }),
    });
    const { page, table, close } = await open(`${RES}?postcode=2000`);
    await scrollToDisclaimers(page);
    await table.locator('.pt-disclaimers b', { hasText: 'text' }).waitFor({ state: 'attached', timeout: 10_000 });
    expect(await table.locator('.pt-disclaimers script, .pt-disclaimers [onerror], .pt-disclaimers a[href^="javascript"]').count()).toBe(0);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await api('/__faults', { method: 'DELETE' });
    await close();
  });

  it('sends the access token of a verified visitor on the lookup and the estimates, and shows plans', async () => {
    const login = await api('/apis/idp/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: 'ea-plans',
        customerType: 'RESIDENTIAL',
        idType: 'PIN',
        idValue: '1234',
        electricityAccount: '1000000001',
        postcode: '2000',
      }).toString(),
    });
    const tokens = (await login.json()) as { refresh_token: string; refresh_expires_in: number };
    const { table, auth, w, page, close } = await open(`${RES}?postcode=2000`, (p) =>
      p.addInitScript(
        ([refresh, expiry]) => {
          if (sessionStorage.getItem('ea_seeded')) return;
          sessionStorage.setItem('ea_seeded', '1');
          sessionStorage.setItem('ea_refresh_token', refresh);
          sessionStorage.setItem('ea_refresh_token_expiry', expiry);
          localStorage.setItem('ea_widgets_state', JSON.stringify({ account: { accountVerified: true } }));
        },
        [tokens.refresh_token, String(Date.now() + tokens.refresh_expires_in * 1000)] as const,
      ),
    );
    await expect
      .poll(() => table.locator('.pt-estimate:not(.pt-estimate--loading) .pt-estimate__value').count(), { timeout: 10_000 })
      .toBeGreaterThan(3);
    await expect.poll(() => auth.some((r) => r.path.endsWith('/estimate/calculate')), { timeout: 10_000 }).toBe(true);
    expect(auth.find((r) => r.path.endsWith('/offers/lookup'))?.authorization).toMatch(/^Bearer at\./);
    expect(auth.find((r) => r.path.endsWith('/estimate/calculate'))?.authorization).toMatch(/^Bearer at\./);
    expect(w.failedRequests).toEqual([]);
    // The rotated refresh token replaced the one used.
    expect(await page.evaluate(() => sessionStorage.getItem('ea_refresh_token'))).not.toBe(tokens.refresh_token);
    await close();
  });

  it('verifying in the modal signs in, then the lookup and the estimates carry the token', async () => {
    // An existing customer whose account was verified earlier (as the refine flow leaves it), without a refresh token.
    const { table, auth, w, page, close } = await open(`${RES}?postcode=2000`, (p) =>
      p.addInitScript(() => {
        if (sessionStorage.getItem('ea_seeded')) return;
        sessionStorage.setItem('ea_seeded', '1');
        localStorage.setItem(
          'ea_widgets_state',
          JSON.stringify({ account: { existingCustomer: 'yes', accountVerified: true, electricityAccountNumber: '1000000001' } }),
        );
      }),
    );
    const tokenCalls: number[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.endsWith('/apis/idp/oauth2/token')) tokenCalls.push(res.status());
    });
    const dialog = table.getByRole('dialog', { name: 'Validate your EnergyAustralia accounts.' });
    await dialog.getByRole('radio', { name: /driver/i }).check({ timeout: 10_000 });
    await dialog.getByRole('textbox').fill('12345678');
    await expect.poll(() => auth.some((r) => r.path.endsWith('/estimate/calculate')), { timeout: 10_000 }).toBe(true);
    const before = auth.length;
    expect(auth.every((r) => r.authorization === null)).toBe(true);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    // One sign-in at the identity provider (the form itself is checked by the unit tests).
    expect(tokenCalls).toEqual([200]);
    expect(await page.evaluate(() => sessionStorage.getItem('ea_refresh_token'))).toBeTruthy();
    expect(Number(await page.evaluate(() => sessionStorage.getItem('ea_refresh_token_expiry')))).toBeGreaterThan(Date.now());
    await expect.poll(() => auth.slice(before).some((r) => r.path.endsWith('/estimate/calculate')), { timeout: 10_000 }).toBe(true);
    expect(auth.slice(before).find((r) => r.path.endsWith('/offers/lookup'))?.authorization).toMatch(/^Bearer at\./);
    expect(auth.slice(before).find((r) => r.path.endsWith('/estimate/calculate'))?.authorization).toMatch(/^Bearer at\./);
    // The sign-in's access token was used: no refresh round-trip.
    expect(tokenCalls).toEqual([200]);
    await expect
      .poll(() => table.locator('.pt-estimate:not(.pt-estimate--loading) .pt-estimate__value').count(), { timeout: 10_000 })
      .toBeGreaterThan(3);
    expect(w.failedRequests).toEqual([]);
    await close();
  });

  it('an anonymous visitor sends no token', async () => {
    const { table, auth, close } = await open(`${RES}?postcode=2000`);
    await expect
      .poll(() => table.locator('.pt-estimate:not(.pt-estimate--loading) .pt-estimate__value').count(), { timeout: 10_000 })
      .toBeGreaterThan(3);
    await expect.poll(() => auth.some((r) => r.path.endsWith('/estimate/calculate')), { timeout: 10_000 }).toBe(true);
    expect(auth.every((r) => r.authorization === null)).toBe(true);
    await close();
  });
});
