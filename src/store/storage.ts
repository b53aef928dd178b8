import { COOKIE_LIFETIME_MS } from '../domain/shared';

/** Where state is kept, in the spec's order of preference (spec 1 §4). */
export const STORAGE_ORDER = ['local', 'session', 'cookie'] as const;
export type StorageKind = (typeof STORAGE_ORDER)[number];

/** Fixed names (spec 1 §9): the state blob and the session id, in web storage and as cookies. */
export const STATE_KEY = 'ea_widgets_state';
export const SESSION_COOKIE = 'ea_widgets_session';
export const QUOTE_COOKIE = 'ea_quote_ref';

function webStorage(kind: 'local' | 'session'): Storage | null {
  try {
    const storage = kind === 'local' ? window.localStorage : window.sessionStorage;
    if (!storage) return null;
    return storage;
  } catch {
    return null;
  }
}

/** Reads a cookie's raw value, or null. */
export function readCookie(name: string): string | null {
  try {
    for (const part of document.cookie.split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0) continue;
      if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
    }
  } catch {
    /* cookies blocked */
  }
  return null;
}

/** Browsers drop a cookie whose name and value exceed 4096 bytes (RFC 6265 §6.1 minimum, what they implement). */
export const MAX_COOKIE_BYTES = 4096;

/** Writes a cookie for the whole site with the given lifetime (default one day); false when refused or too large. */
export function writeCookie(name: string, value: string, lifetimeMs: number = COOKIE_LIFETIME_MS): boolean {
  try {
    if (name.length + 1 + encodeURIComponent(value).length > MAX_COOKIE_BYTES) return false;
    const expires = new Date(Date.now() + lifetimeMs).toUTCString();
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
    return readCookie(name) === value;
  } catch {
    return false;
  }
}

export function deleteCookie(name: string): void {
  try {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
  } catch {
    /* cookies blocked */
  }
}

/** UTF-8 safe base64 of a string. */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Decodes UTF-8 base64 (standard or URL-safe); null when it is not valid base64 or not UTF-8. */
export function fromBase64(encoded: string): string | null {
  try {
    const normal = encoded.trim().replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(normal);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function parseJson(text: string | null): unknown {
  if (text === null || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads the saved state blob from one storage; undefined when absent, unreadable or corrupt. */
export function readFrom(kind: StorageKind): unknown {
  if (kind === 'cookie') {
    const raw = readCookie(STATE_KEY);
    return raw === null ? undefined : parseJson(fromBase64(raw));
  }
  try {
    return parseJson(webStorage(kind)?.getItem(STATE_KEY) ?? null);
  } catch {
    return undefined;
  }
}

/** Writes the blob to one storage; false when that storage is missing, full or refuses. */
export function writeTo(kind: StorageKind, json: string): boolean {
  if (kind === 'cookie') return writeCookie(STATE_KEY, toBase64(json));
  try {
    const storage = webStorage(kind);
    if (!storage) return false;
    storage.setItem(STATE_KEY, json);
    return true;
  } catch {
    return false;
  }
}

/** Removes the blob from one storage, without ever throwing. */
export function removeFrom(kind: StorageKind): void {
  if (kind === 'cookie') {
    if (readCookie(STATE_KEY) !== null) deleteCookie(STATE_KEY);
    return;
  }
  try {
    webStorage(kind)?.removeItem(STATE_KEY);
  } catch {
    /* unavailable */
  }
}

/** Removes the blob from every storage. */
export function clearAll(): void {
  for (const kind of STORAGE_ORDER) removeFrom(kind);
}

/** Reads a web-storage value (for flags such as qq_variation) without ever throwing. */
export function readStorageValue(kind: 'local' | 'session', key: string): string | null {
  try {
    return webStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a web-storage value without ever throwing; false when refused. */
export function writeStorageValue(kind: 'local' | 'session', key: string, value: string | null): boolean {
  try {
    const storage = webStorage(kind);
    if (!storage) return false;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
