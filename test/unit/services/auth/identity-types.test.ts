import { describe, expect, it } from 'vitest';
import { configureApi } from '../../../../src/api';
import { VerificationError } from '../../../../src/api/account';
import type { VerifyAccountRequest } from '../../../../src/domain/refine/refine-account';
import { accountIdentityTypes } from '../../../../src/services/auth/identity-types';
import { fakeFetch, hang, json, type Reply } from '../../api/fake-fetch';

const REQUEST: VerifyAccountRequest = { customerType: 'RESIDENTIAL', electricityAccount: '1000000001', postcode: '2000' };

function answering(reply: Reply) {
  const fake = fakeFetch(reply);
  configureApi({ fetch: fake.fetch, base: 'https://api.test', retries: 0 });
  return fake;
}

describe('the account check for identity types', () => {
  it('posts the request once and keeps the types this customer type may use', async () => {
    const fake = answering(
      json({
        data: [
          { value: 'PIN', text: 'PIN' },
          { value: 'DOB', text: 'Date of birth' },
          { value: 'OTHER', text: 'Other' },
        ],
      }),
    );
    await expect(accountIdentityTypes(REQUEST, 'RESIDENTIAL')).resolves.toEqual({
      kind: 'types',
      types: [
        { value: 'DOB', text: 'Date of birth' },
        { value: 'OTHER', text: 'Other' },
      ],
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.method).toBe('POST');
    expect(new URL(fake.requests[0]!.url).pathname).toBe('/qt2/app/account/verifyAccount');
    expect(JSON.parse(fake.bodies[0]!)).toEqual(REQUEST);
    answering(
      json({
        data: [
          { value: 'PIN', text: 'PIN' },
          { value: 'OTHER', text: 'Other' },
        ],
      }),
    );
    await expect(accountIdentityTypes(REQUEST, 'BUSINESS')).resolves.toEqual({ kind: 'types', types: [{ value: 'PIN', text: 'PIN' }] });
  });

  it('an account with no type this customer may use is refused as NO_IDTYPES_FOUND, like one with none', async () => {
    for (const reply of [json({ data: [{ value: 'PIN', text: 'PIN' }] }), json({ data: [] })]) {
      answering(reply);
      const answer = await accountIdentityTypes(REQUEST, 'RESIDENTIAL');
      expect(answer).toMatchObject({ kind: 'refused', code: 'NO_IDTYPES_FOUND', context: null });
      expect(answer.kind === 'refused' && answer.error).toBeInstanceOf(VerificationError);
    }
  });

  it("is the server's refusal with its fuel context, in a 400 or in the answer", async () => {
    answering(json({ errorCode: 'ACCOUNT_POSTCODE_NOT_MATCH', errorContext: 'ELE' }, 400));
    await expect(accountIdentityTypes(REQUEST, 'RESIDENTIAL')).resolves.toMatchObject({
      kind: 'refused',
      code: 'ACCOUNT_POSTCODE_NOT_MATCH',
      context: 'ELE',
    });
    answering(json({ errorCode: 'ACCOUNT_CUSTOMER_TYPE_NOT_MATCH' }));
    await expect(accountIdentityTypes(REQUEST, 'RESIDENTIAL')).resolves.toMatchObject({
      kind: 'refused',
      code: 'ACCOUNT_CUSTOMER_TYPE_NOT_MATCH',
    });
  });

  it('a failed call is INTERNAL_ERROR with the failure as its cause', async () => {
    const dropped = new TypeError('Failed to fetch');
    answering(() => Promise.reject(dropped));
    const answer = await accountIdentityTypes(REQUEST, 'RESIDENTIAL');
    expect(answer).toMatchObject({ kind: 'refused', code: 'INTERNAL_ERROR' });
    expect(answer.kind === 'refused' && answer.error.cause).toBeInstanceOf(Error);
    answering(json({}, 503));
    await expect(accountIdentityTypes(REQUEST, 'RESIDENTIAL')).resolves.toMatchObject({ kind: 'refused', code: 'INTERNAL_ERROR' });
  });

  it("rejects with the caller's cancellation, which is not an answer", async () => {
    answering(hang);
    const controller = new AbortController();
    const pending = accountIdentityTypes(REQUEST, 'RESIDENTIAL', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'ApiAbortError' });
  });
});
