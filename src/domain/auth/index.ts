/**
 * Accounts and tokens: account numbers, identity-provider tokens, the plan calls' auth header, verification.
 *
 * This index is what start-up code may import from the folder. The folder's other modules are
 * lazy-only: imported by path, and only from lazily loaded code (`import()`); the ESLint rule
 * local/concern-boundaries checks both (docs/architecture.md, "Where things live").
 * Lazy-only here: account, plan-auth-token, plan-verification-modal, portal-auth.
 */
export * from './plan-auth';
export * from './plan-verification';
export * from './tokens';
