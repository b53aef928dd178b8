/**
 * The refine flow's orchestration: host events, the store writes of the bar and its modals, and watchers.
 *
 * This index is what start-up code may import from the folder. The folder's other modules are
 * lazy-only: imported by path, and only from lazily loaded code (`import()`); the ESLint rule
 * local/concern-boundaries checks both (docs/architecture.md, "Where things live").
 * Lazy-only here: account-verification, customer-type-switch, host-events, modal-actions, modal-history, postcode-choice, usage-actions.
 */
export * from './actions';
export * from './bar-start';
export * from './events';
export * from './green-options';
export * from './watch';
