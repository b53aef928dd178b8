/**
 * The refine bar's green energy options (src/services/refine/green-options.ts): read once per page key,
 * 0% always among them, in order; only 0% when the call fails.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../../src/api';
import { forgetGreenOptions, greenOptions } from '../../../../src/services/refine/green-options';

let requested: string[] = [];

/** A server whose page keys answer these `Options` (an unknown key answers 500). */
function serve(options: Record<string, string>): void {
  configureApi({
    retries: 0,
    fetch: async (input, init) => {
      const url = new URL(new Request(input, init).url);
      const key = url.searchParams.get('pageKey') ?? '';
      requested.push(key);
      if (!(key in options)) return new Response('{}', { status: 500 });
      return Response.json({ Options: options[key] });
    },
  });
}

beforeEach(() => {
  requested = [];
  forgetGreenOptions();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => forgetGreenOptions());

describe('greenOptions', () => {
  it("offers 0% and the page key's options, each once, in order (what is not a whole number is left out)", async () => {
    serve({ greenEnergyOptions: '100, 25,x,10,25' });
    expect(await greenOptions('greenEnergyOptions')).toEqual([0, 10, 25, 100]);
  });

  it('asks the server once per page key, however many bars ask', async () => {
    serve({ greenEnergyOptions: '10', businessGreen: '50' });
    const [a, b] = await Promise.all([greenOptions('greenEnergyOptions'), greenOptions('greenEnergyOptions')]);
    expect(a).toEqual([0, 10]);
    expect(b).toBe(a);
    expect(await greenOptions('businessGreen')).toEqual([0, 50]);
    expect(requested).toEqual(['greenEnergyOptions', 'businessGreen']);
  });

  it('offers only 0% when the call fails', async () => {
    serve({});
    expect(await greenOptions('greenEnergyOptions')).toEqual([0]);
  });
});
