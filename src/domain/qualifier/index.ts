/**
 * The qualifier ('Get started'): visibility, flow, texts, selected services, disconnection and move-out.
 *
 * This index is what start-up code may import from the folder. The folder's other modules are
 * lazy-only: imported by path, and only from lazily loaded code (`import()`); the ESLint rule
 * local/concern-boundaries checks both (docs/architecture.md, "Where things live").
 * Lazy-only here: disconnection-flow, disconnection-texts, disconnection, moving-answer, qualifier-flow, qualifier-messages, qualifier-services, qualifier-texts, qualifier.
 */
export {};
