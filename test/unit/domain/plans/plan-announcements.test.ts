import { describe, expect, it } from 'vitest';
import {
  announcement,
  ANNOUNCER_START,
  ESTIMATES_UPDATED_TEXT,
  LOOKUP_ESTIMATES_MS,
  type AnnouncerEvent,
  type AnnouncerState,
} from '../../../../src/domain/plans';

/** The texts a run of events says, in order. */
function said(events: AnnouncerEvent[], from: AnnouncerState = ANNOUNCER_START): (string | null)[] {
  let state = from;
  return events.map((event) => {
    const next = announcement(state, event);
    state = next.state;
    return next.text;
  });
}

describe('what the plans table tells screen readers (announcement)', () => {
  it("says nothing for the page's first plans and their estimates", () => {
    expect(
      said([{ kind: 'lookupEnded', count: 12, at: 1000 }, { kind: 'estimatesStarted', at: 1100 }, { kind: 'estimatesEnded' }]),
    ).toEqual([null, null, null]);
  });

  it("says how many plans a later lookup shows, and not again for that lookup's own estimates", () => {
    expect(
      said([
        { kind: 'lookupEnded', count: 12, at: 1000 },
        { kind: 'lookupEnded', count: 1, at: 5000 },
        { kind: 'estimatesStarted', at: 5100 },
        { kind: 'estimatesEnded' },
        { kind: 'lookupEnded', count: 92, at: 9000 },
      ]),
    ).toEqual([null, '1 plan found.', null, null, '92 plans found.']);
  });

  it('says the estimates were updated when the visitor changes what they rest on, not when a lookup shows no plans', () => {
    expect(
      said([
        { kind: 'lookupEnded', count: 12, at: 1000 },
        { kind: 'estimatesStarted', at: 1000 + LOOKUP_ESTIMATES_MS },
        { kind: 'estimatesEnded' },
        { kind: 'lookupEnded', count: 0, at: 9000 },
      ]),
    ).toEqual([null, null, ESTIMATES_UPDATED_TEXT, null]);
  });

  it('says nothing for estimates before any plans', () => {
    expect(said([{ kind: 'estimatesStarted', at: 50_000 }, { kind: 'estimatesEnded' }])).toEqual([null, null]);
  });
});
