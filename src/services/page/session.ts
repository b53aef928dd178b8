import { readCookie, SESSION_COOKIE, writeCookie } from '../../store/storage';
import { traceId } from '../../api';

let id: string | null = null;

/** The visitor id: kept in the session cookie for a day, made on first use. */
export function visitorId(): string {
  if (id) return id;
  const saved = readCookie(SESSION_COOKIE);
  id = saved && /^[A-Za-z0-9-]{8,64}$/.test(saved) ? saved : traceId().replace(/-/g, '');
  if (id !== saved) writeCookie(SESSION_COOKIE, id);
  return id;
}

/** Test hook. */
export function forgetVisitor(): void {
  id = null;
}
