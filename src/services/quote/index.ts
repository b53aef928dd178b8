/**
 * Quote lifecycle: load, save, snapshots, email, events.
 *
 * This index is what start-up code may import from the folder. The folder's other modules are
 * lazy-only: imported by path, and only from lazily loaded code (`import()`); the ESLint rule
 * local/concern-boundaries checks both (docs/architecture.md, "Where things live").
 * Lazy-only here: quote-email, quote-events, quote-load, quote-save, quote-snapshots, url-reference.
 */
export {};
