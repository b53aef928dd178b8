/**
 * Quotes and checkout: quote references, the save payload, the checkout URL and texts.
 *
 * This index is what start-up code may import from the folder. The folder's other modules are
 * lazy-only: imported by path, and only from lazily loaded code (`import()`); the ESLint rule
 * local/concern-boundaries checks both (docs/architecture.md, "Where things live").
 * Lazy-only here: checkout-texts, checkout-url, quote-payload, quote-reference, quote, site-link.
 */
export { liveQuote } from './live-quote';
