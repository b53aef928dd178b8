/**
 * What a plan code and a panel key look like (issue 17: compared plans are kept by panel key, a
 * plan code or an electricity and a gas code joined by '+', src/domain/plans/plan-display.ts). One rule for
 * saved state and shared links. Lazy-only (not in ./index.ts; local/concern-boundaries).
 */
export const PLAN_CODE_PATTERN = /^[A-Za-z\d][\w@.-]{0,79}$/;
const PANEL_KEY_PATTERN = /^[A-Za-z\d][\w@.-]{0,79}(\+[A-Za-z\d][\w@.-]{0,79})?$/;

export const isPanelKey = (value: unknown): value is string => typeof value === 'string' && PANEL_KEY_PATTERN.test(value);
