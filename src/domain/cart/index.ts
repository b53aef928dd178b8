/**
 * The cart: offer order and filter, selected services, the cart dialog.
 *
 * This index is what start-up code may import from the folder. The folder's other modules are
 * lazy-only: imported by path, and only from lazily loaded code (`import()`); the ESLint rule
 * local/concern-boundaries checks both (docs/architecture.md, "Where things live").
 * Lazy-only here: cart-dialog.
 */
export * from './cart';
export * from './services';
