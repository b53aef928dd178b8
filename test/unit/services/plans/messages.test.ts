import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../../host-demo/api/app';
import { configureApi } from '../../../../src/api';
import { load, loadPlans, stopPlansService } from '../../../../src/services/plans';
import { closePlanMessage, retryLookup } from '../../../../src/services/plans/messages';
import { store } from '../../../../src/store';

const s = () => store.getState();

beforeEach(() => {
  configureApi({ fetch: createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-test.json` }), retries: 0 });
});
afterEach(() => stopPlansService());

describe('closing a plans message (spec 2 §8)', () => {
  it('closing a postcode-not-serviced message restores the last successful postcode', async () => {
    await loadPlans({ by: 'postcode', postcode: '2000' });
    s().setPostcode('2880');
    await loadPlans({ by: 'postcode', postcode: '2880' });
    const message = s().plans.messages[0]!;
    expect(message).toMatchObject({ code: 'POSTCODE_NOT_SERVICED', fuel: 'both' });
    closePlanMessage(message);
    expect(s().plans.messages[0]?.visible).toBe(false);
    expect(s().app.postcode).toBe('2000');
  });

  it('closing another message only hides it', async () => {
    await loadPlans({ by: 'postcode', postcode: '2000' });
    s().setPostcode('4000');
    await loadPlans({ by: 'postcode', postcode: '4000' });
    const message = s().plans.messages[0]!;
    expect(message).toMatchObject({ code: 'POSTCODE_NOT_SERVICED', fuel: 'gas' });
    s().patch('plans', { messages: [{ ...message, code: 'NMI_NOT_FOUND' }] });
    closePlanMessage({ code: 'NMI_NOT_FOUND', fuel: 'gas' });
    expect(s().plans.messages[0]?.visible).toBe(false);
    expect(s().app.postcode).toBe('4000');
  });
});

describe("'Try again' under a failed lookup (spec 2 §8)", () => {
  it('looks the same plans up once more', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lookups: unknown[] = [];
    const api = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-test.json` });
    configureApi({
      retries: 0,
      fetch: async (input, init) => {
        const request = input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), 'http://localhost'), init);
        if (new URL(request.url).pathname.endsWith('/offers/lookup')) lookups.push(await request.clone().json());
        return api(request);
      },
    });
    s().setPostcode('2002');
    await load({ by: 'postcode', postcode: '2002' });
    expect(s().plans.messages.map((m) => m.code)).toEqual(['PLAN_LOAD_FAILED']);
    expect(await retryLookup()).toBe(true);
    expect(lookups).toHaveLength(2);
    expect(lookups[1]).toMatchObject({ postcode: '2002' });
  });

  it('does nothing while a lookup runs', async () => {
    s().patch('plans', { loading: true });
    expect(await retryLookup()).toBe(false);
    expect(s().plans.loading).toBe(true);
  });
});
