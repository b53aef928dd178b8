/**
 * The refine bar and its modals: fuel, usage, account verification, host events, texts.
 *
 * This index is what start-up code may import from the folder. The folder's other modules are
 * lazy-only: imported by path, and only from lazily loaded code (`import()`); the ESLint rule
 * local/concern-boundaries checks both (docs/architecture.md, "Where things live").
 * Lazy-only here: meter-id-entry, refine-account, refine-custom-usage, refine-entered-usage, refine-events, refine-meter, refine-modal-entry, refine-modal-steps, refine-modal-texts, refine-usage-inputs, refine-usage-texts, suburb-search.
 */
export * from './fields';
export * from './refine-fuel';
export * from './refine-modals';
export * from './refine-plan-change';
export * from './refine-texts';
export * from './refine-usage';
export * from './usage';
