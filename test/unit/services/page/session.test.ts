import { afterEach, describe, expect, it } from 'vitest';
import { forgetVisitor, visitorId } from '../../../../src/services/page/session';
import { readCookie, SESSION_COOKIE } from '../../../../src/store/storage';

afterEach(() => forgetVisitor());

describe('the visitor id', () => {
  it('is made on first use and kept in the session cookie', () => {
    const id = visitorId();
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(readCookie(SESSION_COOKIE)).toBe(id);
    expect(visitorId()).toBe(id);
  });

  it("is the cookie's id when the page already has one", () => {
    document.cookie = `${SESSION_COOKIE}=abcdef0123456789; path=/`;
    expect(visitorId()).toBe('abcdef0123456789');
  });

  it('is a new one when the cookie holds something that is not an id', () => {
    document.cookie = `${SESSION_COOKIE}=${encodeURIComponent('<x>')}; path=/`;
    const id = visitorId();
    expect(id).not.toContain('<');
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(readCookie(SESSION_COOKIE)).toBe(id);
  });
});
