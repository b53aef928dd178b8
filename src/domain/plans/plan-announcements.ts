/**
 * What the plans table tells screen readers once the plans or their estimates change after the page has shown them
 * (ours, WCAG 4.1.3: the spec gives no words; docs/decisions/plans-table.md). Not said for the page's first plans.
 */
export const plansFoundText = (count: number): string => (count === 1 ? '1 plan found.' : `${count} plans found.`);
export const ESTIMATES_UPDATED_TEXT = 'Your estimates have been updated.';

/** Estimates that start this soon after a lookup ended are that lookup's own (they follow its plans after 100 ms). */
export const LOOKUP_ESTIMATES_MS = 1000;

export interface AnnouncerState {
  /** Lookups finished so far. */
  lookups: number;
  /** When the last lookup finished (ms), or null. */
  lookupEndedAt: number | null;
  /** The estimates running belong to a lookup (said with its plans) or to the page's first plans: not said. */
  quietEstimates: boolean;
}

export const ANNOUNCER_START: AnnouncerState = { lookups: 0, lookupEndedAt: null, quietEstimates: true };

export type AnnouncerEvent =
  { kind: 'lookupEnded'; count: number; at: number } | { kind: 'estimatesStarted'; at: number } | { kind: 'estimatesEnded' };

/**
 * The next announcement, or null: a finished lookup says how many plans it shows (none for the page's first lookup,
 * and none when it shows no plans: its messages say why, as alerts); finished estimates say they were updated,
 * unless they are a lookup's own (started within {@link LOOKUP_ESTIMATES_MS} of it) or come before any plans.
 */
export function announcement(state: AnnouncerState, event: AnnouncerEvent): { state: AnnouncerState; text: string | null } {
  switch (event.kind) {
    case 'lookupEnded': {
      const lookups = state.lookups + 1;
      return {
        state: { ...state, lookups, lookupEndedAt: event.at },
        text: lookups > 1 && event.count > 0 ? plansFoundText(event.count) : null,
      };
    }
    case 'estimatesStarted': {
      const quiet = state.lookupEndedAt === null || event.at - state.lookupEndedAt < LOOKUP_ESTIMATES_MS;
      return { state: { ...state, quietEstimates: quiet }, text: null };
    }
    case 'estimatesEnded':
      return { state: { ...state, quietEstimates: true }, text: state.quietEstimates ? null : ESTIMATES_UPDATED_TEXT };
  }
}
