/**
 * `parseInSlices` (issue 21) gives what `JSON.parse` gives, and refuses what it refuses. Most cases run with tiny
 * `split` and `group` sizes, so that every array and object is cut into its children and every child parsed alone
 * or with a few others: the cuts land everywhere the scanner could get wrong (inside strings, after escapes, between
 * brackets). A few run at the real sizes, over the bounds of the scanner's regular expressions.
 */
import { describe, expect, it, vi } from 'vitest';
import parseInSlices, { GROUP, SPLIT } from '../../../src/api/json-slices';

/** Every way of cutting: children one by one, in runs, and containers whole once small. */
const SIZES: readonly [split: number, group: number][] = [
  [0, 0],
  [1, 1],
  [4, 3],
  [16, 64],
  [64, 8],
  [1024, 256],
];

/** The same value as `JSON.parse`, keys in the same order, `-0` kept. */
async function expectSameAsJsonParse(text: string): Promise<void> {
  const expected = JSON.parse(text) as unknown;
  for (const [split, group] of SIZES) {
    const actual = await parseInSlices(text, undefined, split, group);
    expect(actual, `split ${split}, group ${group}: ${text.slice(0, 200)}`).toStrictEqual(expected);
    expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
  }
}

async function expectRefusedAsJsonParse(text: string): Promise<void> {
  expect(() => JSON.parse(text), text).toThrow(SyntaxError);
  for (const [split, group] of SIZES) {
    await expect(parseInSlices(text, undefined, split, group), `split ${split}, group ${group}: ${text}`).rejects.toThrow(SyntaxError);
  }
}

describe('parseInSlices gives what JSON.parse gives', () => {
  it.each([
    [
      'strings holding brackets, braces, commas and colons',
      '["[", "]", "{", "}", ",", ":", "[{,}]", "a,b", {"k[": "v]", "{,}": ["}", "]"]}]',
    ],
    ['escaped quotes and backslashes', String.raw`["\"", "\\", "\\\"", "\"\\", "a\\\\", "\\\\\\\"]", {"\"k\\": "\\\"", "\\": ["\"]"]}]`],
    [
      'unicode escapes and other escapes',
      String.raw`["\u0041\u00e9\ud83d\ude00", "\/\b\f\n\r\t", "\u005d\u007d\u0022\u005c", {"\u006b": "\ud800"}]`,
    ],
    ['characters outside ASCII', '["é", "😀", "日本", {"ключ": "значение"}]'],
    ['nested arrays and objects', '[[[[]]], {"a": {"b": {"c": [1, [2, [3, {"d": []}]]]}}}, [{}], [[], [[]], {}]]'],
    [
      'numbers',
      '[0, -0, 1, -1, 0.5, -0.25, 1e3, 1E3, 1e+3, 1e-3, -1.5E-7, 123456789012345678901234567890, 5e-324, 1.7976931348623157e308]',
    ],
    ['true, false and null', '[true, false, null, {"t": true, "f": false, "n": null}]'],
    ['whitespace everywhere', ' \n\t\r[ \n 1 \t, \r "a" ,\n{ "k" \n: \t[ ] , "l":{ } } , [\n] ] \r\n\t '],
    ['empty arrays and objects', '[[], {}, [[]], [{}], {"a": []}, {"b": {}}]'],
    ['an empty top-level array', '[]'],
    ['an empty top-level object', ' { } '],
    ['a top-level array of objects', '[{"id": 1, "name": "a"}, {"id": 2, "name": "b"}, {"id": 3, "name": "c,d]"}]'],
    ['a top-level object', '{"electricity": {"plans": [{"id": "A"}, {"id": "B"}], "count": 2}, "gas": {"plans": []}}'],
    [
      'a key named __proto__, kept as an own property',
      '{"__proto__": {"polluted": true}, "a": {"__proto__": [1]}, "b": [{"__proto__": null}]}',
    ],
    ['keys given twice (the last wins, in the place of the first)', '{"a": 1, "b": 2, "a": 3, "c": {"x": 1, "x": [2]}, "b": 4}'],
    ['keys that are array indices (ordered as JSON.parse orders them)', '{"b": 1, "2": 2, "a": 3, "1": 4, "10": 5, "01": 6, "-1": 7}'],
    ['empty keys and strings', '{"": "", "a": [""], "b": {"": {"": []}}}'],
    ['top-level scalars', '"a string"'],
    ['a top-level number', ' 42 '],
  ])('%s', async (_name, text) => {
    await expectSameAsJsonParse(text);
  });

  it('a key named __proto__ sets no prototype', async () => {
    const value = (await parseInSlices('[{"__proto__": {"polluted": true}}]', undefined, 0, 0)) as [Record<string, unknown>];
    expect(Object.getPrototypeOf(value[0])).toBe(Object.prototype);
    expect(Object.keys(value[0])).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it("a setter a host page put on Object.prototype is not called: the keys are the value's own", async () => {
    const set = vi.fn();
    Object.defineProperty(Object.prototype, 'hostKey', { set, configurable: true });
    try {
      const value = (await parseInSlices('[{"hostKey": 1, "b": {"hostKey": [2]}}]', undefined, 0, 0)) as [Record<string, unknown>];
      expect(set).not.toHaveBeenCalled();
      expect(Object.getOwnPropertyDescriptor(value[0], 'hostKey')).toEqual({
        value: 1,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    } finally {
      delete (Object.prototype as Record<string, unknown>)['hostKey'];
    }
  });

  it('at the real sizes: a string with thousands of escapes, 64 K characters without a bracket, hundreds of strings between brackets', async () => {
    const escapes = '\\"\\\\\\n\\u005d'.repeat(5_000);
    const text = JSON.stringify({
      plans: Array.from({ length: 60 }, (_, i) => ({
        id: `P${i}`,
        text: JSON.parse(`"${escapes}"`) as string,
        numbers: Array.from({ length: 20_000 }, (_, n) => n * i),
        names: Array.from({ length: 300 }, (_, n) => `name ${n}]`),
      })),
    });
    expect(text.length).toBeGreaterThan(4 * SPLIT);
    const expected = JSON.stringify(JSON.parse(text));
    expect(JSON.stringify(await parseInSlices(text))).toBe(expected);
    expect(JSON.stringify(await parseInSlices(text, undefined, SPLIT / 4, GROUP / 4))).toBe(expected);
  });

  it("millions of strings without a bracket between them, and a string of millions of escapes (irregexp's backtrack stack)", async () => {
    const strings = `{"a": [[${'"",'.repeat(5_000_000)}""]]}`;
    // Compared as JSON (a deep comparison of 5 million items is slow).
    expect(JSON.stringify(await parseInSlices(strings))).toBe(JSON.stringify(JSON.parse(strings)));
    const escapes = `[["${'\\"'.repeat(5_000_000)}"]]`;
    expect(JSON.stringify(await parseInSlices(escapes))).toBe(JSON.stringify(JSON.parse(escapes)));
  });

  it('a lookup answer of 10,000 plans', async () => {
    const plan = {
      id: '',
      name: '',
      rates: [{ a: 1.5, b: 'x', c: [1, 2, 3] }],
      features: [{ title: 'F', text: 'Some, text [with] {brackets}' }],
    };
    const text = JSON.stringify({
      electricity: { plans: Array.from({ length: 10_000 }, (_, i) => ({ ...plan, id: `MANY-${i}`, name: `Plan "${i}"` })) },
      gas: { plans: [] },
    });
    expect(await parseInSlices(text)).toStrictEqual(JSON.parse(text));
  });

  it('containers nested deeper than it cuts are left to one JSON.parse, with the same value', async () => {
    const text = `${'['.repeat(500)}1${']'.repeat(500)}`;
    expect(await parseInSlices(text, undefined, 1, 1)).toStrictEqual(JSON.parse(text));
    const objects = `${'{"a":'.repeat(300)}[]${'}'.repeat(300)}`;
    expect(await parseInSlices(objects, undefined, 1, 1)).toStrictEqual(JSON.parse(objects));
  });
});

describe('parseInSlices refuses what JSON.parse refuses (a SyntaxError)', () => {
  it.each([
    '',
    '   ',
    '[',
    ']',
    '{',
    '[1,]',
    '[,1]',
    '[1,,2]',
    '[1 2]',
    '[1] 2',
    '[1]]',
    '[[1]',
    '{"a":1,}',
    '{,"a":1}',
    '{"a" 1}',
    '{"a":}',
    '{"a"}',
    '{a:1}',
    "{'a':1}",
    '{"a":1 "b":2}',
    '{"a":[}',
    '[{"a":1]}',
    '[01]',
    '[1.]',
    '[.5]',
    '[+1]',
    '[NaN]',
    '[tru]',
    '[nul]',
    '[True]',
    '["unterminated]',
    '["a", "b]',
    '["\\x"]',
    '["\\u12"]',
    '["\\"]',
    '["tab\there"]',
    '["new\nline"]',
    '[1]\u00a0',
    '\ufeff[1]',
    '[undefined]',
    '{"a":1}{"b":2}',
    '[[],[]]x',
    '{"a":{"b":[1,2}]}',
  ])('%j', async (text) => {
    await expectRefusedAsJsonParse(text);
  });
});

/** A small seeded generator (mulberry32): the same values on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CHARACTERS = [
  'a',
  'Z',
  '0',
  ' ',
  '"',
  '\\',
  '/',
  '[',
  ']',
  '{',
  '}',
  ',',
  ':',
  '\n',
  '\t',
  '\u0000',
  '\u001f',
  'é',
  '😀',
  '\ud800',
  '\u2028',
];

function randomValue(next: () => number, depth: number): unknown {
  const pick = Math.floor(next() * (depth > 4 ? 5 : 8));
  const count = Math.floor(next() * 6);
  switch (pick) {
    case 0:
      return null;
    case 1:
      return next() < 0.5;
    case 2:
      return [0, -0, 1, -1, 0.1, 1e21, 1e-7, -123.456, 2 ** 53, Number.MAX_VALUE][Math.floor(next() * 10)];
    case 3:
    case 4:
      return Array.from({ length: Math.floor(next() * 12) }, () => CHARACTERS[Math.floor(next() * CHARACTERS.length)]).join('');
    case 5:
    case 6: {
      const object: Record<string, unknown> = {};
      for (let i = 0; i < count; i++) object[String(randomValue(next, 99))] = randomValue(next, depth + 1);
      return object;
    }
    default:
      return Array.from({ length: count }, () => randomValue(next, depth + 1));
  }
}

describe('parseInSlices against JSON.parse on generated texts (seeded)', () => {
  it('the same value for 400 random values, printed with and without indentation', async () => {
    const next = random(21);
    for (let i = 0; i < 400; i++) {
      const value = next() < 0.5 ? [randomValue(next, 0)] : { v: randomValue(next, 0), w: [randomValue(next, 1)] };
      await expectSameAsJsonParse(JSON.stringify(value, null, [0, 1, '\t', ' \n'][i % 4]));
    }
  });

  it('the same outcome for 1,500 texts with a character changed, added or removed: the same value, or both refuse', async () => {
    const next = random(22);
    const specials = ['"', '\\', '[', ']', '{', '}', ',', ':', ' ', '1', 'e', '-', '.', 'n', 'u'];
    for (let i = 0; i < 1_500; i++) {
      const text = JSON.stringify([randomValue(next, 1), randomValue(next, 1)]);
      const at = Math.floor(next() * text.length);
      const char = specials[Math.floor(next() * specials.length)] ?? '';
      const mode = Math.floor(next() * 3);
      const changed = text.slice(0, at) + (mode === 2 ? '' : char) + text.slice(mode === 1 ? at : at + 1);
      let expected: unknown;
      try {
        expected = JSON.parse(changed);
      } catch {
        await expectRefusedAsJsonParse(changed);
        continue;
      }
      await expectSameAsJsonParse(changed);
      expect(expected).toBeDefined();
    }
  });
});

describe('parseInSlices in slices', () => {
  it('gives the main thread back between slices, and a cancelled parse stops there', async () => {
    const text = JSON.stringify(Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `Plan ${i}` })));
    let now = 0;
    // Each reading of the clock is 5 ms later: every check of a slice finds its time used.
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    const controller = new AbortController();
    const parsing = parseInSlices(text, controller.signal, 64, 64);
    // Parsing went as far as its first slice, synchronously, and waits for the main thread.
    const readings = now / 5;
    expect(readings).toBeGreaterThan(0);
    controller.abort();
    await expect(parsing).rejects.toMatchObject({ name: 'AbortError' });
    // It stopped at the first check after the cancellation.
    expect(now / 5 - readings).toBeLessThanOrEqual(1);
  });

  it('an already cancelled parse does not start', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(parseInSlices('[1]', controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
