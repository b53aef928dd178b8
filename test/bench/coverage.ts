import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type MappingItem, type RawSourceMap } from 'source-map-js';
import { launchBrowser, startDemo } from '../browser/harness';

export interface StartupUse {
  /** Minified bytes and gzip of what the page loads, besides React: libraries, and our own code. */
  libraries: { all: number; used: number };
  own: { all: number; used: number };
}

/**
 * How much of the script the demo's residential plans page loads (React aside) actually runs
 * while it loads: Chromium's block coverage until the network is idle, each byte of the minified
 * chunks given to its module by the source maps. The 'used' figures gzip only the bytes that ran:
 * the floor that code splitting alone could reach (a branch that did not run inside a function
 * that did cannot be split off, so the real floor is higher).
 */
export async function measureStartupUse(path = '/home/electricity-and-gas/plans?postcode=2000'): Promise<StartupUse> {
  const demo = await startDemo();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(new URL(path, demo.url).toString(), { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const coverage = await page.coverage.stopJSCoverage();
    const text = { libAll: [] as string[], libUsed: [] as string[], ownAll: [] as string[], ownUsed: [] as string[] };
    for (const entry of coverage) {
      const url = new URL(entry.url);
      if (
        url.origin !== new URL(demo.url).origin ||
        !url.pathname.startsWith('/widgets/') ||
        !url.pathname.endsWith('.js') ||
        /\/react-[\w-]+\.js$/.test(url.pathname)
      )
        continue;
      const source = entry.source ?? '';
      const ran = new Uint8Array(source.length);
      // Ranges nest, outer first: a later (inner) range overrides its function's count.
      for (const fn of entry.functions) for (const r of fn.ranges) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
      const map = new SourceMapConsumer(
        JSON.parse(readFileSync(join('dist', url.pathname.slice('/widgets/'.length) + '.map'), 'utf8')) as RawSourceMap,
      );
      const lineStarts = [0];
      for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
      const segments: MappingItem[] = [];
      map.eachMapping((m) => segments.push(m), null, SourceMapConsumer.GENERATED_ORDER);
      segments.forEach((m, i) => {
        const next = segments[i + 1];
        const start = (lineStarts[m.generatedLine - 1] ?? 0) + m.generatedColumn;
        const end =
          next && next.generatedLine === m.generatedLine
            ? (lineStarts[next.generatedLine - 1] ?? 0) + next.generatedColumn
            : (lineStarts[m.generatedLine] ?? source.length);
        const library = String(m.source).includes('node_modules/');
        let used = '';
        for (let k = start; k < end; k++) if (ran[k]) used += source[k];
        (library ? text.libAll : text.ownAll).push(source.slice(start, end));
        (library ? text.libUsed : text.ownUsed).push(used);
      });
    }
    const gz = (parts: string[]): number => gzipSync(parts.join(''), { level: 9 }).length;
    return { libraries: { all: gz(text.libAll), used: gz(text.libUsed) }, own: { all: gz(text.ownAll), used: gz(text.ownUsed) } };
  } finally {
    await browser.close();
    await demo.close();
  }
}
