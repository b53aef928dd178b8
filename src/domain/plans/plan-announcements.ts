/**
 * What the plans table tells screen readers once the plans or their estimates change after the page has shown them
 * (ours, WCAG 4.1.3: the spec gives no words; docs/decisions/plans-table.md). Not said for the page's first plans.
 */
export const plansFoundText = (count: number): string => (count === 1 ? '1 plan found.' : `${count} plans found.`);
export const ESTIMATES_UPDATED_TEXT = 'Your estimates have been updated.';

/** Estimates that start this soon after the plans shown changed are those plans' own (they follow after 100 ms). */
export const LOOKUP_ESTIMATES_MS = 1000;

export interface AnnouncerState {
  /** Times the plans shown have changed so far (the page's first plans included). */
  changes: number;
  /** When the plans shown last changed (ms), or null. */
  changedAt: number | null;
  /** The estimates running belong to plans just shown (said with them), or came while the table was busy: not said. */
  quietEstimates: boolean;
}

export const ANNOUNCER_START: AnnouncerState = { changes: 0, changedAt: null, quietEstimates: true };

export type AnnouncerEvent =
  /** The table shows other plans (a lookup, another fuel), `count` of them. */
  | { kind: 'plansChanged'; count: number; at: number }
  /** Estimates started; `busy`: the table was still loading its plans. */
  | { kind: 'estimatesStarted'; at: number; busy: boolean }
  /** Estimates ended; `ok`: they brought estimates (a failed call leaves none). */
  | { kind: 'estimatesEnded'; ok: boolean };

/**
 * The next announcement, or null when what was said stands: other plans shown say how many (not the page's first);
 * none shown clears what was said, the empty text (a lookup's messages say why, as alerts; a count of plans no
 * longer shown stayed to be read); estimates say they were updated, unless they are the new plans' own (started while
 * the table was loading, or within {@link LOOKUP_ESTIMATES_MS} of the change), come before any plans, or failed.
 */
export function announcement(state: AnnouncerState, event: AnnouncerEvent): { state: AnnouncerState; text: string | null } {
  switch (event.kind) {
    case 'plansChanged': {
      const changes = state.changes + 1;
      return {
        state: { ...state, changes, changedAt: event.at },
        text: event.count === 0 ? '' : changes > 1 ? plansFoundText(event.count) : null,
      };
    }
    case 'estimatesStarted': {
      const quiet = event.busy || state.changedAt === null || event.at - state.changedAt < LOOKUP_ESTIMATES_MS;
      return { state: { ...state, quietEstimates: quiet }, text: null };
    }
    case 'estimatesEnded':
      return {
        state: { ...state, quietEstimates: true },
        text: state.quietEstimates || !event.ok ? null : ESTIMATES_UPDATED_TEXT,
      };
  }
}
