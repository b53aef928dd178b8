import { describe, expect, it } from 'vitest';
import { VerificationError } from '../../../../src/api/account';
import { ApiHttpError, ApiNetworkError, ApiTimeoutError } from '../../../../src/api/errors';
import { IdentityTokenError } from '../../../../src/api/idp';
import { DEFAULT_QUALIFIER_ERROR } from '../../../../src/domain/qualifier/qualifier-flow';
import { CONNECTION_LOST_ERROR, failureOf, isConnectionLost } from '../../../../src/services/qualifier/qualifier';

describe('a failure the lost connection caused', () => {
  it('is the API client’s network error, fetch’s TypeError, or any failure while the browser is offline, also behind a wrapping error', () => {
    const network = new ApiNetworkError('/qt2/app/account/verifyAccount', 'Failed to fetch');
    expect(isConnectionLost(network, true)).toBe(true);
    expect(isConnectionLost(new VerificationError('INTERNAL_ERROR', null, network), true)).toBe(true);
    expect(isConnectionLost(new IdentityTokenError('INTERNAL_ERROR', network), true)).toBe(true);
    expect(isConnectionLost(new TypeError('Failed to fetch dynamically imported module: /chunks/identity-session.js'), true)).toBe(true);
    expect(isConnectionLost(new TypeError('NetworkError when attempting to fetch resource.'), true)).toBe(true);
    expect(isConnectionLost(new Error('anything'), false)).toBe(true);
  });

  it('is not an answer from the server, a timeout or a bug', () => {
    expect(isConnectionLost(new VerificationError('INTERNAL_ERROR', null, new ApiHttpError('/x', 500, undefined)), true)).toBe(false);
    expect(isConnectionLost(new VerificationError('INTERNAL_ERROR'), true)).toBe(false);
    expect(isConnectionLost(new ApiTimeoutError('/x'), true)).toBe(false);
    expect(isConnectionLost(new TypeError("Cannot read properties of undefined (reading 'code')"), true)).toBe(false);
  });

  it('shows the connection-lost message without the contact link; anything else the default error', () => {
    expect(failureOf(new ApiNetworkError('/x', 'Failed to fetch'))).toBe(CONNECTION_LOST_ERROR);
    expect(CONNECTION_LOST_ERROR.contactLink).toBe(false);
    expect(failureOf(new ApiHttpError('/x', 503, undefined))).toBe(DEFAULT_QUALIFIER_ERROR);
  });
});
