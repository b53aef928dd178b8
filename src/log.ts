/**
 * The widgets' console messages. Every one starts with the same prefix, written only here, so a host
 * page can tell them from its own. What the widgets log and what they never log (personal data,
 * tokens) is in ../shared/design/RELIABILITY.md. A leaf module like ./version.ts: any layer may
 * import it, and it imports nothing.
 */
const PREFIX = '[energy plan widgets]';

/** Something was ignored or skipped and the page goes on: `console.warn('[energy plan widgets] <message>', ...details)`. */
export function logWarning(message: string, ...details: unknown[]): void {
  console.warn(`${PREFIX} ${message}`, ...details);
}

/** Something failed that should not have: `console.error('[energy plan widgets] <message>', ...details)`. */
export function logError(message: string, ...details: unknown[]): void {
  console.error(`${PREFIX} ${message}`, ...details);
}
