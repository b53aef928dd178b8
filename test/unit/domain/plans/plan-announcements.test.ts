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
      said([
        { kind: 'plansChanged', count: 12, at: 1000 },
        { kind: 'estimatesStarted', at: 1100, busy: false },
        { kind: 'estimatesEnded', ok: true },
      ]),
    ).toEqual([null, null, null]);
  });

  it("says how many plans a later lookup shows, and not again for that lookup's own estimates", () => {
    expect(
      said([
        { kind: 'plansChanged', count: 12, at: 1000 },
        { kind: 'plansChanged', count: 1, at: 5000 },
        { kind: 'estimatesStarted', at: 5100, busy: false },
        { kind: 'estimatesEnded', ok: true },
        { kind: 'plansChanged', count: 92, at: 9000 },
      ]),
    ).toEqual([null, '1 plan found.', null, null, '92 plans found.']);
  });

  it('says the estimates were updated when the visitor changes what they rest on; a lookup that shows no plans clears what was said', () => {
    expect(
      said([
        { kind: 'plansChanged', count: 12, at: 1000 },
        { kind: 'estimatesStarted', at: 1000 + LOOKUP_ESTIMATES_MS, busy: false },
        { kind: 'estimatesEnded', ok: true },
        { kind: 'plansChanged', count: 0, at: 9000 },
      ]),
    ).toEqual([null, null, ESTIMATES_UPDATED_TEXT, '']);
  });

  it('a count said for plans no longer shown does not stay to be read: none shown clears it, even on the first', () => {
    expect(
      said([
        { kind: 'plansChanged', count: 7, at: 1000 },
        { kind: 'plansChanged', count: 8, at: 5000 },
        { kind: 'plansChanged', count: 0, at: 9000 },
      ]),
    ).toEqual([null, '8 plans found.', '']);
    expect(said([{ kind: 'plansChanged', count: 0, at: 1000 }])).toEqual(['']);
  });

  it('says nothing for estimates before any plans', () => {
    expect(
      said([
        { kind: 'estimatesStarted', at: 50_000, busy: false },
        { kind: 'estimatesEnded', ok: true },
      ]),
    ).toEqual([null, null]);
  });

  it('says nothing for estimates that started while the table was still loading its plans, nor for estimates that failed', () => {
    expect(
      said([
        { kind: 'plansChanged', count: 12, at: 1000 },
        { kind: 'estimatesStarted', at: 5000, busy: true },
        { kind: 'estimatesEnded', ok: true },
        { kind: 'estimatesStarted', at: 9000, busy: false },
        { kind: 'estimatesEnded', ok: false },
      ]),
    ).toEqual([null, null, null, null, null]);
  });
});
