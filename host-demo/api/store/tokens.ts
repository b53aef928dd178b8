/** Access tokens live 5 minutes, refresh tokens 30 (REFERENCE-API.md). */
export const ACCESS_TTL_S = 300;
export const REFRESH_TTL_S = 1800;

/** Who a token was issued to. */
export interface TokenSubject {
  customerType: 'RESIDENTIAL' | 'BUSINESS';
  accounts: string[];
  idType: string;
  abnAcn: string | null;
}

export interface IssuedTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
  scope: string;
}

export interface TokenStore {
  issue(subject: TokenSubject): IssuedTokens;
  /** Rotates a live refresh token; undefined when unknown, revoked or expired. */
  refresh(refreshToken: string): IssuedTokens | undefined;
  revoke(refreshToken: string): void;
  /** The subject of a live access token. */
  verifyAccess(accessToken: string): TokenSubject | undefined;
}

function randomToken(prefix: string): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return `${prefix}.${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function createTokenStore(now: () => Date): TokenStore {
  const access = new Map<string, { subject: TokenSubject; expiresAt: number }>();
  const refresh = new Map<string, { subject: TokenSubject; expiresAt: number }>();
  const issue = (subject: TokenSubject): IssuedTokens => {
    const t = now().getTime();
    const a = randomToken('at');
    const r = randomToken('rt');
    access.set(a, { subject, expiresAt: t + ACCESS_TTL_S * 1000 });
    refresh.set(r, { subject, expiresAt: t + REFRESH_TTL_S * 1000 });
    return {
      access_token: a,
      token_type: 'Bearer',
      expires_in: ACCESS_TTL_S,
      refresh_token: r,
      refresh_expires_in: REFRESH_TTL_S,
      scope: 'openid account',
    };
  };
  return {
    issue,
    refresh(token) {
      const entry = refresh.get(token);
      refresh.delete(token);
      if (!entry || entry.expiresAt <= now().getTime()) return undefined;
      return issue(entry.subject);
    },
    revoke(token) {
      refresh.delete(token);
    },
    verifyAccess(token) {
      const entry = access.get(token);
      if (!entry || entry.expiresAt <= now().getTime()) return undefined;
      return entry.subject;
    },
  };
}
