import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startDemo, type Demo } from './harness';

/**
 * The scripts carry no `//# sourceMappingURL` comment (every visitor would download it); the server
 * names each map in a `SourceMap` header (docs/release.md), and DevTools finds the maps through it.
 */
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

const scripts = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js') && !f.startsWith('test-fixtures'))
    .map((f) => join(dir, f));

describe('source maps', () => {
  it('no built script names its map in a comment, and every one has its map beside it', () => {
    const files = scripts('dist');
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      expect(readFileSync(file, 'utf8')).not.toContain('sourceMappingURL');
      expect(JSON.parse(readFileSync(`${file}.map`, 'utf8'))).toHaveProperty('mappings');
    }
  });

  it("the plans page's scripts reach DevTools with their maps, named by the server's SourceMap header", async () => {
    const { context, page } = await newPage(browser);
    const cdp = await context.newCDPSession(page);
    const parsed = new Map<string, string>();
    cdp.on('Debugger.scriptParsed', (e) => {
      if (e.url.includes('/widgets/')) parsed.set(new URL(e.url).pathname, e.sourceMapURL ?? '');
    });
    await cdp.send('Debugger.enable');
    await page.goto(`${demo.url}home/electricity-and-gas/plans?postcode=2000`);
    await page.locator('ea-plans-table').getByRole('article').first().waitFor({ timeout: 15_000 });
    const widgetScripts = [...parsed.keys()];
    expect(widgetScripts).toEqual(expect.arrayContaining(['/widgets/plans-table.js', '/widgets/refine-bar.js']));
    expect(widgetScripts.some((p) => /^\/widgets\/chunks\/plans-page-[\w-]+\.js$/.test(p))).toBe(true);
    for (const [path, map] of parsed) {
      expect(map, path).toBe(`${path.split('/').pop()}.map`);
      const answer = await fetch(new URL(map, new URL(path, demo.url)));
      expect(answer.status, path).toBe(200);
      expect(((await answer.json()) as { sources: string[] }).sources.length, path).toBeGreaterThan(0);
    }
    await context.close();
  });
});
