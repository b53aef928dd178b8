/**
 * The plans table: plan shapes, display strategy, features, estimates, rates, details, disclaimers, lookup messages.
 *
 * This index is what start-up code may import from the folder. The folder's other modules are
 * lazy-only: imported by path, and only from lazily loaded code (`import()`); the ESLint rule
 * local/concern-boundaries checks both (docs/architecture.md, "Where things live").
 * Lazy-only here: plan-details, plan-disclaimers, plan-loyalty, plan-message-texts, plan-messages, plan-paper-bill, table-messages.
 */
export * from './lockdown';
export * from './messageRules';
export * from './plan-announcements';
export * from './plan-display';
export * from './plan-estimates';
export * from './plan-features';
export * from './plan-message-codes';
export * from './plan-rates';
export * from './plan-selection';
export * from './plan-types';
export * from './plans';
