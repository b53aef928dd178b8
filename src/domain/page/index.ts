/**
 * The page's context: URL parameters, customer type, journey, `exdat`, analytics mapping.
 *
 * This index is what start-up code may import from the folder. The folder's other modules are
 * lazy-only: imported by path, and only from lazily loaded code (`import()`); the ESLint rule
 * local/concern-boundaries checks both (docs/architecture.md, "Where things live").
 * Lazy-only here: exdat, journey, overlay-entry, route-redirect.
 */
export * from './analytics';
export * from './customer';
export * from './query';
