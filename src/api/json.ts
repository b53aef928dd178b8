import { yieldToMain } from './slices';

/** Bodies and arrays shorter than this are parsed at once (a few ms); the lookup's answer for 92 plans is 0.5 MB. */
const BIG = 65_536;

/**
 * `JSON.parse` that never blocks the page on a big answer (issue 21: the lookup's 0.5 MB for 92 plans
 * was parsed in one long task). The text is scanned for its big outermost arrays; their elements are
 * parsed one by one, the browser getting the main thread back every few thousand tokens scanned and
 * every 16 elements parsed (a few ms at 4× CPU), and the rest at once, each array put back where it was. The result is `JSON.parse`'s, and so is what it
 * rejects: every piece goes through `JSON.parse`, and a text whose pieces all parse is valid JSON.
 */
export async function parseJson(text: string): Promise<unknown> {
  // A NUL can only be written escaped in JSON text: none there, none of the marks below can clash.
  if (text.length < BIG || text.includes('\\u0000')) return JSON.parse(text);
  const open: string[] = [];
  let lists = 0;
  // The outermost open array: where it opens, then where each of its commas is.
  let bounds: number[] = [];
  const cut: number[][] = [];
  let rest = '';
  let from = 0;
  // Strings whole (so nothing inside one counts), brackets and commas.
  const token = /"[^"\\]*(?:\\.[^"\\]*)*"|[[\]{},]/g;
  for (let match = token.exec(text), n = 0; match; match = token.exec(text), n++) {
    if (n % 8192 === 8191) await yieldToMain();
    const c = match[0];
    const i = match.index;
    if (c === '[' || c === '{') {
      open.push(c);
      if (c === '[' && !lists++) bounds = [i];
    } else if (c === ',') {
      if (lists === 1 && open[open.length - 1] === '[') bounds.push(i);
    } else if (c === ']' || c === '}') {
      if (open.pop() !== '[' || --lists) continue;
      if (c !== ']' || i - bounds[0]! < BIG) continue;
      bounds.push(i);
      rest += `${text.slice(from, bounds[0])}"\\u0000${cut.length}"`;
      cut.push(bounds);
      from = i + 1;
    }
  }
  const parsed: unknown[][] = [];
  for (const b of cut) {
    const list: unknown[] = [];
    // `[` and `]` with only white space between: an empty array.
    if (b.length > 2 || text.slice(b[0]! + 1, b[1]).trim()) {
      for (let k = 1; k < b.length; k++) {
        if (k % 16 === 0) await yieldToMain();
        list.push(JSON.parse(text.slice(b[k - 1]! + 1, b[k])));
      }
    }
    parsed.push(list);
  }
  return JSON.parse(rest + text.slice(from), (_key, value: unknown) =>
    typeof value === 'string' && value[0] === '\0' ? parsed[Number(value.slice(1))] : value,
  );
}
