/**
 * `JSON.parse` in slices that never block the page (issue 21). A lookup answer of 10,000 plans is about 62 MB of
 * JSON, and its one `JSON.parse` was a task of 170–500 ms at 4× CPU. Here an array or object spanning more than
 * `SPLIT` characters is cut into its direct children: the text is scanned for where each child ends (strings and
 * their escapes skipped, brackets counted), runs of small children go to `JSON.parse` together, a big child is cut
 * the same way in its turn, and the main thread goes back to the browser between slices (`yieldToMain`). Every
 * character of the text passes `JSON.parse` or is checked here (whitespace, the commas and colons between children,
 * the brackets around them), so the value, and whether the text is JSON at all, are `JSON.parse`'s own.
 *
 * Loaded by `request` (src/api/client.ts) only for an answer over a megabyte; smaller ones are parsed at once.
 */
import { SLICE_MS, yieldToMain } from './slices';

/** A container spanning more characters than this is cut into its children (about 5 ms of `JSON.parse` at 4× CPU). */
export const SPLIT = 256 * 1024;
/** Small children that follow one another go to one `JSON.parse`, up to about this many characters. */
export const GROUP = 32 * 1024;
/** Big containers nested deeper than this (no real answer does) leave the whole text to one `JSON.parse`. */
const MAX_DEPTH = 64;

const QUOTE = 34;
const COMMA = 44;
const COLON = 58;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

/** JSON's whitespace (not `\s`: JSON has four whitespace characters). */
const WS = /[ \t\n\r]*/y;
/**
 * A string's characters after its opening quote, up to 256 escapes at a time. Repeats are bounded ({0,256}, {0,64}
 * below): each repeat of a group is kept on irregexp's backtrack stack, which overflows (a RangeError) on a few million.
 */
const STRING_PART = /[^"\\]*(?:\\[^][^"\\]*){0,256}/y;
/** Up to the next bracket, strings skipped; stops early after 64 strings or 64 K other characters (see `STRING_PART`). */
const TO_BRACKET = /[^"[\]{}]{0,65536}(?:"[^"\\]*(?:\\[^][^"\\]*){0,256}"[^"[\]{}]{0,65536}){0,64}/y;
/** A number, `true`, `false` or `null` (checked by `JSON.parse` with the children around it). */
const SCALAR = /[^,\]} \t\n\r]*/y;

/** Deeper than `MAX_DEPTH`. */
const TOO_DEEP = Symbol('too deep');

const skipWhitespace = (text: string, at: number): number => {
  WS.lastIndex = at;
  WS.test(text);
  return WS.lastIndex;
};

const malformed = (at: number): SyntaxError => new SyntaxError(`Unexpected token in JSON at position ${at}`);

/** The end (past the closing quote) of the string whose opening quote is at `at`. */
function stringEnd(text: string, at: number): number {
  let i = at + 1;
  for (;;) {
    STRING_PART.lastIndex = i;
    STRING_PART.test(text);
    // At the closing quote, or at the backslash of the 257th escape, or at the end (a lone backslash there).
    if (text.charCodeAt(STRING_PART.lastIndex) === QUOTE) return STRING_PART.lastIndex + 1;
    if (STRING_PART.lastIndex === i || STRING_PART.lastIndex >= text.length) throw new SyntaxError('Unterminated string in JSON');
    i = STRING_PART.lastIndex;
  }
}

/**
 * The end (past the closing bracket) of the array or object that opens at `at`, or -1 when it is still open past
 * `limit`. Brackets are counted, not matched: a mismatch is a slice that `JSON.parse` refuses.
 */
function containerEnd(text: string, at: number, limit: number): number {
  let depth = 0;
  let i = at;
  while (i <= limit) {
    TO_BRACKET.lastIndex = i;
    TO_BRACKET.test(text);
    i = TO_BRACKET.lastIndex;
    if (i >= text.length) throw new SyntaxError('Unexpected end of JSON input');
    const c = text.charCodeAt(i);
    if (c === OPEN_ARRAY || c === OPEN_OBJECT) depth++;
    else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      if (--depth === 0) return i + 1;
    } else if (c === QUOTE) {
      // A string past `TO_BRACKET`'s bounds (or unterminated).
      i = stringEnd(text, i);
      continue;
    } else continue; // 64 K characters without a bracket or a string
    i++;
  }
  return -1;
}

/** An own property as `JSON.parse` makes it (`__proto__` included, whatever setters a host put on Object.prototype). */
const put = (target: Record<string, unknown>, key: string, value: unknown): void => {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
};

class Slicer {
  private sliceStart = performance.now();

  constructor(
    private readonly text: string,
    private readonly signal: AbortSignal | undefined,
    private readonly split: number,
    private readonly group: number,
  ) {}

  /** Gives the main thread back once the slice's time is used; a cancelled answer goes no further. */
  async pause(): Promise<void> {
    if (performance.now() - this.sliceStart <= SLICE_MS) return;
    await yieldToMain();
    this.signal?.throwIfAborted();
    this.sliceStart = performance.now();
  }

  /** Children `from`–`to` (their text, commas between) parsed by one `JSON.parse` into `out`. */
  private parseRun(out: unknown[] | Record<string, unknown>, from: number, to: number): void {
    const run = this.text.slice(from, to);
    if (Array.isArray(out)) {
      for (const value of JSON.parse(`[${run}]`) as unknown[]) out.push(value);
    } else {
      const members = JSON.parse(`{${run}}`) as Record<string, unknown>;
      for (const key of Object.keys(members)) put(out, key, members[key]);
    }
  }

  /** The array or object that opens at `at`, and where it ends. */
  async container(at: number, depth: number): Promise<[unknown, number]> {
    if (depth > MAX_DEPTH) throw TOO_DEEP;
    const text = this.text;
    const isArray = text.charCodeAt(at) === OPEN_ARRAY;
    const close = isArray ? CLOSE_ARRAY : CLOSE_OBJECT;
    const out: unknown[] | Record<string, unknown> = isArray ? [] : {};
    let i = skipWhitespace(text, at + 1);
    if (text.charCodeAt(i) === close) return [out, i + 1];
    // The children not parsed yet: from the first one's start to the last one's end.
    let from = i;
    let to = i;
    for (;;) {
      // `i` is a child's start (a member's key).
      let valueAt = i;
      let keyEnd = i;
      if (!isArray) {
        if (text.charCodeAt(i) !== QUOTE) throw malformed(i);
        keyEnd = stringEnd(text, i);
        valueAt = skipWhitespace(text, keyEnd);
        if (text.charCodeAt(valueAt) !== COLON) throw malformed(valueAt);
        valueAt = skipWhitespace(text, valueAt + 1);
      }
      const c = text.charCodeAt(valueAt);
      let end: number;
      let big = false;
      if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
        end = containerEnd(text, valueAt, valueAt + this.split);
        if (end < 0) {
          // A big child: the children before it, then its own, in slices.
          big = true;
          if (to > from) this.parseRun(out, from, to);
          await this.pause();
          const [value, childEnd] = await this.container(valueAt, depth + 1);
          if (Array.isArray(out)) out.push(value);
          else put(out, JSON.parse(text.slice(i, keyEnd)) as string, value);
          end = childEnd;
        }
      } else if (c === QUOTE) {
        end = stringEnd(text, valueAt);
      } else {
        SCALAR.lastIndex = valueAt;
        SCALAR.test(text);
        end = SCALAR.lastIndex;
        // A child left out (`[1,,2]`, `[1,]`, `{"a":}`).
        if (end === valueAt) throw malformed(valueAt);
      }
      const after = skipWhitespace(text, end);
      const separator = text.charCodeAt(after);
      if (separator !== COMMA && separator !== close) throw malformed(after);
      if (!big) to = end;
      const flush = big || separator === close || to - from >= this.group;
      if (flush && !big && to > from) this.parseRun(out, from, to);
      if (separator === close) return [out, after + 1];
      i = skipWhitespace(text, after + 1);
      if (flush) {
        from = to = i;
        await this.pause();
      }
    }
  }
}

/**
 * What `JSON.parse(text)` gives (or throws: a `SyntaxError`, as it does, where the text is not JSON), parsed in
 * slices of about `SLICE_MS` with the main thread given back between them. A cancelled `signal` stops it (its
 * reason is thrown). `split` and `group` are `SPLIT` and `GROUP` but in tests.
 */
export default async function parseInSlices(text: string, signal?: AbortSignal, split = SPLIT, group = GROUP): Promise<unknown> {
  signal?.throwIfAborted();
  const start = skipWhitespace(text, 0);
  const c = text.charCodeAt(start);
  if (text.length <= split || (c !== OPEN_ARRAY && c !== OPEN_OBJECT)) return JSON.parse(text);
  try {
    const [value, end] = await new Slicer(text, signal, split, group).container(start, 0);
    if (skipWhitespace(text, end) !== text.length) throw malformed(end);
    return value;
  } catch (error) {
    if (error === TOO_DEEP) return JSON.parse(text);
    throw error;
  }
}
