/**
 * The cart: the open cart's Add / Remove and Continue (its history entry: src/services/page/history-entry.ts).
 *
 * This index is what start-up code may import from the folder. The folder's other modules are
 * lazy-only: imported by path, and only from lazily loaded code (`import()`); the ESLint rule
 * local/concern-boundaries checks both (docs/architecture.md, "Where things live").
 * Lazy-only here: cart-dialog.
 */
export {};
