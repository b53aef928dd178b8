import { describe, expect, it } from 'vitest';
import { fetchGreenOptions, hasExpletives, isEmailValid, PATHS, reportClientError } from '../../../src/api';
import { searchSuburbs } from '../../../src/api/suburbs';
import { fakeFetch, hang, json, useFake } from './fake-fetch';

const down = () => {
  throw new TypeError('Failed to fetch');
};

describe('isEmailValid (spec 1 §5, §8)', () => {
  it.each([
    [-1, false],
    [-5, false],
    [0, true],
    [1, true],
  ])('verified %s → %s', async (verified, expected) => {
    const fake = fakeFetch(json({ verified }));
    useFake(fake);
    await expect(isEmailValid('ada@example.com')).resolves.toBe(expected);
    const url = new URL(fake.requests[0]?.url ?? '');
    expect(url.pathname).toBe(PATHS.emailValidate);
    expect(url.searchParams.get('emailAddress')).toBe('ada@example.com');
  });

  it.each([
    ['HTTP 500', () => new Response('x', { status: 500 })],
    ['a network failure', down],
    ['an unexpected shape', () => json({ verified: 'no' })],
    ['not JSON', () => new Response('<html>', { status: 200 })],
  ])('a failed check (%s) counts as valid', async (_label, reply) => {
    useFake(fakeFetch(reply), { retries: 0 });
    await expect(isEmailValid('ada@example.com')).resolves.toBe(true);
  });
});

describe('hasExpletives (spec 1 §7, §8)', () => {
  it.each([
    [true, true],
    [false, false],
    [{ hasExpletives: true }, true],
    [{ hasExpletives: false }, false],
  ])('answer %j → %s', async (answer, expected) => {
    const fake = fakeFetch(json(answer));
    useFake(fake);
    await expect(hasExpletives('word')).resolves.toBe(expected);
    expect(new URL(fake.requests[0]?.url ?? '').searchParams.get('value')).toBe('word');
  });

  it.each([
    ['HTTP 503', () => new Response('x', { status: 503 })],
    ['a network failure', down],
    ['not JSON', () => new Response('{', { status: 200 })],
  ])('a failed check (%s) counts as clean', async (_label, reply) => {
    useFake(fakeFetch(reply), { retries: 0 });
    await expect(hasExpletives('word')).resolves.toBe(false);
  });
});

describe('reportClientError (spec 1 §8)', () => {
  it('POSTs a message starting "HANDSHAKE:" with the session header', async () => {
    const fake = fakeFetch(new Response(null, { status: 204 }));
    useFake(fake);
    await reportClientError('TypeError: x is undefined');
    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0];
    expect(req?.method).toBe('POST');
    expect(new URL(req?.url ?? '').pathname).toBe(PATHS.clientError);
    expect(req?.headers.get('X-EA-Session-ID')).toBe('ABCDEFGH');
    const body = JSON.parse(fake.bodies[0] ?? '{}') as { message: string };
    expect(body.message.startsWith('HANDSHAKE:')).toBe(true);
    expect(body.message).toContain('TypeError: x is undefined');
  });

  it('a huge message is cut to a bounded size', async () => {
    const fake = fakeFetch(new Response(null, { status: 204 }));
    useFake(fake);
    await reportClientError('x'.repeat(100_000));
    const body = JSON.parse(fake.bodies[0] ?? '{}') as { message: string };
    expect(body.message.startsWith('HANDSHAKE:')).toBe(true);
    expect(body.message.length).toBeLessThanOrEqual(2000);
  });

  it.each([
    ['HTTP 500', () => new Response('x', { status: 500 })],
    ['HTTP 503', () => new Response('x', { status: 503, headers: { 'Retry-After': '0' } })],
    ['a network failure', down],
  ])('never throws (%s) and is not retried', async (_label, reply) => {
    const fake = fakeFetch(reply);
    useFake(fake);
    await expect(reportClientError('boom')).resolves.toBeUndefined();
    expect(fake.requests).toHaveLength(1);
  });

  it('never throws when the server hangs past the timeout', async () => {
    useFake(fakeFetch(hang), { timeout: 20 });
    await expect(reportClientError('boom')).resolves.toBeUndefined();
  });
});

describe('other calls', () => {
  it('green options: only integers from the comma-separated Options string', async () => {
    const fake = fakeFetch(json({ Options: '0, 10,abc,25,-5,2.5,100' }));
    useFake(fake);
    await expect(fetchGreenOptions('green-key')).resolves.toEqual([0, 10, 25, 100]);
    expect(new URL(fake.requests[0]?.url ?? '').searchParams.get('pageKey')).toBe('green-key');
  });

  it('suburb search: at most 10 results, PO boxes excluded, either answer shape', async () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ postcode: String(3000 + i), label: `Suburb ${i}` }));
    const fake = fakeFetch(json({ results: many }), json(many.slice(0, 2)));
    useFake(fake);
    await expect(searchSuburbs('mel')).resolves.toHaveLength(10);
    await expect(searchSuburbs('mel')).resolves.toHaveLength(2);
    const url = new URL(fake.requests[0]?.url ?? '');
    expect(url.searchParams.get('query')).toBe('mel');
    expect(url.searchParams.get('includePOBox')).toBe('false');
  });
});
