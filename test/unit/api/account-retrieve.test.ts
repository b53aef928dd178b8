import { afterEach, describe, expect, it } from 'vitest';
import { resetApi } from '../../../src/api';
import { retrieveAccountDetails } from '../../../src/api/account';
import { fakeFetch, json, useFake } from './fake-fetch';

afterEach(() => resetApi());

describe('account retrieve (spec 3 §7)', () => {
  it('POSTs the request as JSON with the given Authorization, once', async () => {
    const fake = fakeFetch(json({ firstName: 'Alex', remoteMeteringRisk: true }));
    useFake(fake);
    const details = await retrieveAccountDetails(
      { accountNumber: '1000000001', checkRemoteMeteringRisk: true },
      { authorization: 'Bearer at.1' },
    );
    expect(details).toMatchObject({ firstName: 'Alex', remoteMeteringRisk: true });
    expect(fake.requests[0]?.method).toBe('POST');
    expect(new URL(fake.requests[0]?.url ?? '').pathname).toBe('/qt2/app/account/retrieve');
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer at.1');
    expect(JSON.parse(fake.bodies[0] ?? '')).toEqual({ accountNumber: '1000000001', checkRemoteMeteringRisk: true });
  });

  it('every spec 3 §3.5 field may be missing; a missing remote metering risk is false', async () => {
    useFake(fakeFetch(json({})));
    expect(await retrieveAccountDetails({ accountNumber: '1000000001' })).toMatchObject({ remoteMeteringRisk: false });
  });

  it('a field of the wrong kind is an unexpected answer, not account details', async () => {
    useFake(fakeFetch(json({ firstName: 42 })));
    await expect(retrieveAccountDetails({ accountNumber: '1000000001' })).rejects.toMatchObject({ name: 'ApiSchemaError' });
    useFake(fakeFetch(json({ remoteMeteringRisk: 'yes' })));
    await expect(retrieveAccountDetails({ accountNumber: '1000000001' })).rejects.toMatchObject({ name: 'ApiSchemaError' });
  });

  it('sends no Authorization without one, and a 401 is not repeated here', async () => {
    const fake = fakeFetch(json({ errorCode: 'UNAUTHENTICATED' }, 401));
    useFake(fake);
    await expect(retrieveAccountDetails({ accountNumber: '1000000001' })).rejects.toMatchObject({ name: 'ApiHttpError', status: 401 });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.headers.has('Authorization')).toBe(false);
  });
});
