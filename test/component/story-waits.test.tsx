import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WAIT_MS } from '../../stories/support/waits';

/**
 * The stories' play functions share the suite's wait limit (stories/support/waits.ts). A wait that set
 * its own shorter one (3–8 s) ran out once when the whole suite loaded the machine (compare/PhoneSheet).
 */
describe("the stories' waits", () => {
  it('never set a limit shorter than the shared one', () => {
    const shorter: string[] = [];
    for (const file of readdirSync('stories', { recursive: true }).map(String)) {
      if (!/\.tsx?$/.test(file)) continue;
      const text = readFileSync(join('stories', file), 'utf8');
      for (const match of text.matchAll(/\btimeout:\s*([\d_]+)/g)) {
        if (Number(match[1]?.replaceAll('_', '')) < WAIT_MS) shorter.push(`${file}: ${match[0]}`);
      }
    }
    expect(shorter).toEqual([]);
  });
});
