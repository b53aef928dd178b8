/**
 * Once per page: start-up, global configuration, visitor session, routes, URL state, widget connection, analytics.
 *
 * This index is what start-up code may import from the folder. The folder's other modules are
 * lazy-only: imported by path, and only from lazily loaded code (`import()`); the ESLint rule
 * local/concern-boundaries checks both (docs/architecture.md, "Where things live").
 * Lazy-only here: route-moves, route-redirect, store-wait, url-params.
 */
export * from './analytics';
export * from './global-config';
export * from './history-entry';
export * from './routes';
export * from './session';
export * from './startup';
export * from './url-postcode-fuel';
export * from './url-state';
export * from './widget';
