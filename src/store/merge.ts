import { isPlainObject } from './plain';

export { isPlainObject };
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** A JSON-like deep copy that drops prototype-polluting keys, functions and non-plain objects. */
export function sanitize(value: unknown, depth = 0): unknown {
  if (depth > 20) return undefined;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) return value.map((item) => sanitize(item, depth + 1)).filter((item) => item !== undefined);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (FORBIDDEN.has(key)) continue;
      const item = sanitize(value[key], depth + 1);
      if (item !== undefined) out[key] = item;
    }
    return out;
  }
  return undefined;
}

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * Deep-merges `source` over `target`, guided by the target's shape: a key is taken only when the
 * target knows it and the kinds agree (an empty-object target takes any plain object, a null
 * target any sanitised value; callers check those further). A null is taken where `nullable` (the
 * defaults, same shape) holds null: a field that may be empty (a saved quote's gas plan left
 * unchosen) empties the current value instead of leaving it. Prototype-polluting keys are skipped,
 * and a value that sanitises to nothing (NaN, Infinity, a function) keeps the current one.
 * `target` is not modified.
 */
export function mergeByShape<T>(target: T, source: unknown, depth = 0, nullable?: unknown): T {
  if (!isPlainObject(target) || !isPlainObject(source) || depth > 20) return target;
  const out: Record<string, unknown> = { ...target };
  const defaults = isPlainObject(nullable) ? nullable : undefined;
  for (const key of Object.keys(source)) {
    if (FORBIDDEN.has(key) || !Object.prototype.hasOwnProperty.call(target, key)) continue;
    const current = (target as Record<string, unknown>)[key];
    const incoming = source[key];
    if (incoming === undefined) continue;
    if (incoming === null && defaults && Object.prototype.hasOwnProperty.call(defaults, key) && defaults[key] === null) {
      out[key] = null;
      continue;
    }
    if (isPlainObject(current)) {
      if (!isPlainObject(incoming)) continue;
      const item =
        Object.keys(current).length > 0 ? mergeByShape(current, incoming, depth + 1, defaults?.[key]) : sanitize(incoming, depth + 1);
      if (item !== undefined) out[key] = item;
      continue;
    }
    if (current === null || kind(current) === kind(incoming)) {
      const item = sanitize(incoming, depth + 1);
      if (item !== undefined) out[key] = item;
    }
  }
  return out as T;
}
