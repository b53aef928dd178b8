/**
 * Issue 17: compare tray and view, estimate breakdown, reference-price explainer, share link.
 *
 * This index is what start-up code may import from the folder. The folder's other modules are
 * lazy-only: imported by path, and only from lazily loaded code (`import()`); the ESLint rule
 * local/concern-boundaries checks both (docs/architecture.md, "Where things live").
 * Lazy-only here: breakdown-texts, compare-texts, compare-view-texts, compare, estimate-breakdown, panel-key, reference-price-visual, share-link, share-texts.
 */
export * from './explainer-button';
