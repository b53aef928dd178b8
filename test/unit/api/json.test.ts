import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseJson } from '../../../src/api/json';

afterEach(() => vi.restoreAllMocks());

/** A plan-like element whose strings hold everything a scanner could trip on. */
const element = (i: number) => ({
  id: `P${i}`,
  name: `Plan "${i}" [a, b] {c: d}, \\ back\\slash \\"`,
  rates: [[i, i + 0.5], [], [{ x: null, y: true, z: false }]],
  text: 'x'.repeat(600) + '\u00e9\u2028\ud83d\ude00',
  nested: { list: [1, 2, 3], empty: {}, deeper: [[[]]] },
  n: -1.5e-7,
});

/** A lookup-like answer: two big lists of plans, small arrays and strings around them, and an own "__proto__" key. */
const answer = (count: number): Record<string, unknown> => {
  const value: Record<string, unknown> = {
    postcode: '2010',
    disclaimers: [{ key: 'a', text: ']]]}}},,,"' }],
    electricity: { status: 'SUCCESS', plans: Array.from({ length: count }, (_, i) => element(i)), currentPlan: null },
    gas: { status: 'SUCCESS', plans: Array.from({ length: count / 2 }, (_, i) => element(i + count)) },
  };
  Object.defineProperty(value, '__proto__', {
    value: { plans: Array.from({ length: count }, (_, i) => i) },
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return value;
};
const plansOf = (value: Record<string, unknown>): unknown[] => (value['electricity'] as { plans: unknown[] }).plans;

describe('parseJson: JSON.parse without a long task', () => {
  it('gives what JSON.parse gives for a big answer, pretty-printed or not, and for small ones', async () => {
    for (const text of [
      JSON.stringify(answer(200)),
      JSON.stringify(answer(200), null, 2),
      JSON.stringify(Array.from({ length: 300 }, (_, i) => element(i))),
      JSON.stringify({ a: [1, 2], b: 'small' }),
      `{"empty":[${' '.repeat(70_000)}],"one":[${' '.repeat(70_000)}1 ]}`,
      JSON.stringify([{ plans: plansOf(answer(150)) }, plansOf(answer(150))]),
      ' 42 ',
      '"x"',
    ]) {
      expect(await parseJson(text)).toEqual(JSON.parse(text));
    }
  });

  it('keeps "__proto__" a plain property, as JSON.parse does', async () => {
    const text = JSON.stringify(answer(200));
    expect(text).toContain('"__proto__":{"plans":[0,1,');
    const value = (await parseJson(text)) as Record<string, unknown>;
    expect(value).toEqual(JSON.parse(text));
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    const list = (await parseJson(`{"__proto__":${JSON.stringify(plansOf(answer(100)))}}`)) as Record<string, unknown>;
    expect(Object.getPrototypeOf(list)).toBe(Object.prototype);
    expect(Object.keys(list)).toEqual(['__proto__']);
    expect(list['__proto__']).toHaveLength(100);
  });

  it('gives the main thread back every 16 elements of a big answer', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const value = (await parseJson(JSON.stringify(answer(320)))) as Record<string, unknown>;
    expect(plansOf(value)).toHaveLength(320);
    // Two big lists, 320 and 160 plans (the list of 320 numbers is small: parsed at once).
    expect(timers.mock.calls.filter(([, delay]) => delay === undefined).length).toBeGreaterThanOrEqual(320 / 16 + 160 / 16);
  });

  it('rejects what JSON.parse rejects, big or small', async () => {
    const big = JSON.stringify(answer(200));
    for (const bad of [
      big.replace('"id":"P7"', '"id":"P7",'),
      big.replace('},{"id":"P9"', '},,{"id":"P9"'),
      big.replace('},{"id":"P9"', '}{"id":"P9"'),
      big.replace('"plans":[', '"plans":[,'),
      big.replace(/\}\}$/, ']}'),
      big.replace('[{"x"', '{{"x"'),
      big.slice(0, -1),
      big.replace(/\]\}\}$/, '}}}'),
      `{"a":[${' '.repeat(70_000)}}`,
      big.slice(0, big.length / 2),
      big + 'x',
      '{"a": [1, 2,]}',
      '',
    ]) {
      expect(() => JSON.parse(bad)).toThrow(SyntaxError);
      await expect(parseJson(bad)).rejects.toThrow(SyntaxError);
    }
  });

  it('parses an answer holding an escaped NUL as JSON.parse does', async () => {
    const text = JSON.stringify({ ...answer(200), postcode: '\u0000ea0' });
    expect(await parseJson(text)).toEqual(JSON.parse(text));
  });
});
