import { liveQuote } from '../domain/quote';
import { defaultData } from './defaults';
import { isPlainObject } from './plain';
import { dataOf, type EaStore } from './store';
import { clearAll, readFrom, removeFrom, STORAGE_ORDER, writeTo, type StorageKind } from './storage';
import type { StoreData } from './types';

/**
 * What is saved: the state without the ready and qualifier loading flags, and without plan lists, lookup messages and
 * estimates (reloaded on every page; restoring never used saved estimates, and 10,000 of them were a 60 ms save, issue 21); the quote as live (`liveQuote`): a 410's expired flag and stage are shown on the page where it answered only.
 */
export function persistable(data: StoreData): unknown {
  const { app, plans, qualifier, quote, ...rest } = data;
  const { ready: _ready, ...appRest } = app;
  const { quoteExpired, checkoutStage } = liveQuote(app.checkoutStage);
  const { loading: _loading, ...qualifierRest } = qualifier;
  const {
    electricityPlans: _e,
    gasPlans: _g,
    currentPlanElectricity: _ce,
    currentPlanGas: _cg,
    messages: _m,
    addressNotFound: _a,
    sharedPlansDropped: _d,
    estimates: _es,
    ...plansRest
  } = plans;
  return { ...rest, app: { ...appRest, checkoutStage }, plans: plansRest, qualifier: qualifierRest, quote: { ...quote, quoteExpired } };
}

/**
 * Only what differs from `base` (deeply, by plain-object key; arrays and other values whole).
 * Restoring merges saved state over the defaults, so this is enough, and it keeps the cookie
 * copy under the browsers' 4096-byte limit.
 */
export function changedFrom(value: unknown, base: unknown): unknown {
  if (isPlainObject(value) && isPlainObject(base)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (!Object.prototype.hasOwnProperty.call(base, key)) {
        out[key] = value[key];
        continue;
      }
      const diff = changedFrom(value[key], base[key]);
      if (diff !== undefined) out[key] = diff;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return JSON.stringify(value) === JSON.stringify(base) ? undefined : value;
}

/** Saved blobs in merge order (local, then session, then cookie), skipping absent or corrupt ones. */
export function readSaved(): unknown[] {
  const out: unknown[] = [];
  for (const kind of STORAGE_ORDER) {
    const blob = readFrom(kind);
    if (blob !== null && typeof blob === 'object' && !Array.isArray(blob)) out.push(blob);
  }
  return out;
}

/**
 * Saves to the first storage that accepts the write; returns which, or null when none did (state stays in memory).
 * Restoring merges every storage's copy, later ones winning: a copy left in another storage (saved there while
 * the first was full, or in one that refused this write) would bring older state back on the next visit, so once
 * a write succeeds the other copies are removed. When none succeeds, the last saved copies stay.
 */
export function save(data: StoreData): StorageKind | null {
  let json: string;
  try {
    json = JSON.stringify(persistable(data));
  } catch {
    return null;
  }
  for (const kind of STORAGE_ORDER) {
    if (kind === 'cookie') {
      try {
        json = JSON.stringify(changedFrom(persistable(data), persistable(defaultData())) ?? {});
      } catch {
        return null;
      }
    }
    if (writeTo(kind, json)) {
      for (const other of STORAGE_ORDER) if (other !== kind) removeFrom(other);
      return kind;
    }
  }
  return null;
}

/**
 * Merges what storage holds into the store (ready flag dropped). The validating merge is loaded
 * only when something is saved, so a first visit does not download it. Tells whether anything was saved.
 */
export async function restore(store: EaStore): Promise<boolean> {
  const blobs = readSaved();
  if (blobs.length === 0) return false;
  const { restoreStored } = await import('./validate');
  for (const blob of blobs) {
    const { app, ...rest } = blob as { app?: unknown };
    const withoutReady = app !== null && typeof app === 'object' ? { ...rest, app: { ...(app as object), ready: undefined } } : rest;
    restoreStored(store, withoutReady);
  }
  return true;
}

/** Runs `task` when the page is idle (within `ms` at the latest), so a save never delays the paint that answers a click. */
function whenIdle(task: () => void, ms: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: ms });
  else setTimeout(task, 0);
}

/**
 * Saves the store after changes: one write for all the changes before the page is next idle (at
 * most 2 s later: a shorter limit forced saves into the visitor's next click), and at once when the
 * page is hidden or left, so a reload or a closed tab loses nothing. Returns the unsubscribe
 * function, which saves what is still pending.
 */
export function persistOnChange(store: EaStore): () => void {
  let pending = false;
  const flush = (): void => {
    if (!pending) return;
    pending = false;
    save(dataOf(store.getState()));
  };
  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') flush();
  };
  const unsubscribe = store.subscribe(() => {
    if (pending) return;
    pending = true;
    whenIdle(flush, 2000);
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
  }
  return () => {
    unsubscribe();
    flush();
    if (typeof window !== 'undefined') {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    }
  };
}

/** Forgets every saved copy (spec 1 §4 reset with storage clearing). */
export function clearSaved(): void {
  clearAll();
}
