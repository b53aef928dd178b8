/**
 * Plan loading, messages, reconciliation and estimates, shared by the plans-page widgets through the store.
 *
 * This index is what start-up code may import from the folder. The folder's other modules are
 * lazy-only: imported by path, and only from lazily loaded code (`import()`); the ESLint rule
 * local/concern-boundaries checks both (docs/architecture.md, "Where things live").
 * Lazy-only here: disclaimers, lookup-failures, lookup-params, messages, verification.
 */
export * from './estimates';
export * from './lookup';
export * from './plan-load';
export * from './selection';
export * from './service';
