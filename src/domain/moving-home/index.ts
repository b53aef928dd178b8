/**
 * The moving-home shell: its landing and the moving date picker.
 *
 * This index is what start-up code may import from the folder. The folder's other modules are
 * lazy-only: imported by path, and only from lazily loaded code (`import()`); the ESLint rule
 * local/concern-boundaries checks both (docs/architecture.md, "Where things live").
 * Lazy-only here: moving-date.
 */
export * from './moving-home';
