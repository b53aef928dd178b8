import { describe, expect, it } from 'vitest';
import {
  isAlternativeMovingFlow,
  lookupCompletedDetail,
  moveInDateToCheck,
  moveLostItsAddress,
  movingLandingView,
  restoredLocation,
} from '../../../../src/domain/moving-home/moving-home';
import { landingSaysQueensland } from '../../../../src/domain/plans/table-messages';

const answered = { failed: false, electricityStatus: 'SUCCESS', gasStatus: 'SUCCESS', electricityPlans: 3, gasPlans: 2 };

describe('moving-home rules (spec 3 §2.4, §4.6)', () => {
  it('reports each fuel as the lookup said it, blocked only when neither fuel has a plan', () => {
    expect(lookupCompletedDetail(answered)).toEqual({ blocked: false, electricityStatus: 'SUCCESS', gasStatus: 'SUCCESS' });
    expect(lookupCompletedDetail({ ...answered, gasStatus: 'ADDRESS_NOT_SERVICED', gasPlans: 0 })).toEqual({
      blocked: false,
      electricityStatus: 'SUCCESS',
      gasStatus: 'ADDRESS_NOT_SERVICED',
    });
    expect(
      lookupCompletedDetail({
        ...answered,
        electricityStatus: 'STATE_NOT_SERVICED',
        gasStatus: 'STATE_NOT_SERVICED',
        electricityPlans: 0,
        gasPlans: 0,
      }),
    ).toEqual({ blocked: true, electricityStatus: 'STATE_NOT_SERVICED', gasStatus: 'STATE_NOT_SERVICED' });
  });

  it('a lookup that failed outright is SYSTEM_ERROR for both fuels and blocked', () => {
    expect(lookupCompletedDetail({ ...answered, failed: true })).toEqual({
      blocked: true,
      electricityStatus: 'SYSTEM_ERROR',
      gasStatus: 'SYSTEM_ERROR',
    });
  });

  it('the landing asks for an address, then loads, then shows the date picker or the failure', () => {
    expect(movingLandingView({ hasAddress: false, loading: true, plans: 4, failed: false })).toBe('prompt');
    expect(movingLandingView({ hasAddress: true, loading: true, plans: 0, failed: false })).toBe('loading');
    expect(movingLandingView({ hasAddress: true, loading: false, plans: 4, failed: false })).toBe('dates');
    expect(movingLandingView({ hasAddress: true, loading: false, plans: 0, failed: true })).toBe('failed');
    expect(movingLandingView({ hasAddress: true, loading: false, plans: 0, failed: false })).toBe('failed');
  });

  it('the alternative flow is the DG69917 experiment only', () => {
    expect(isAlternativeMovingFlow('DG69917')).toBe(true);
    expect(isAlternativeMovingFlow('dg69917')).toBe(false);
    expect(isAlternativeMovingFlow(null)).toBe(false);
  });

  it('the landing says the Queensland switched-off text only for an address with no plans whose leading message is it', () => {
    const off = { hasAddress: true, loading: false, plans: 0, leading: 'QLD_DEENERGISED' };
    expect(landingSaysQueensland(off)).toBe(true);
    // Gas plans to choose: the date picker shows, so the plans table must say it.
    expect(landingSaysQueensland({ ...off, plans: 2 })).toBe(false);
    expect(landingSaysQueensland({ ...off, loading: true })).toBe(false);
    expect(landingSaysQueensland({ ...off, hasAddress: false })).toBe(false);
    expect(landingSaysQueensland({ ...off, leading: 'SYSTEM_ERROR' })).toBe(false);
    expect(landingSaysQueensland({ ...off, leading: null })).toBe(false);
    // It is the landing's failed view, whatever the lookup: checked against movingLandingView for every case.
    for (const hasAddress of [true, false])
      for (const loading of [true, false])
        for (const plans of [0, 1])
          for (const failed of plans === 0 ? [true, false] : [false])
            for (const leading of ['QLD_DEENERGISED', 'SYSTEM_ERROR']) {
              const view = movingLandingView({ hasAddress, loading, plans, failed });
              expect(landingSaysQueensland({ hasAddress, loading, plans, leading })).toBe(
                view === 'failed' && leading === 'QLD_DEENERGISED',
              );
            }
  });

  it('a move loses its place when the address a lookup could use gives way to none, or to a postcode alone', () => {
    const martin = { id: 'ADR-0001', streetNumber: '1', streetName: 'Martin Place', postcode: '2000' };
    expect(moveLostItsAddress(martin, {})).toBe(true);
    expect(moveLostItsAddress(martin, { postcode: '3000' })).toBe(true);
    expect(moveLostItsAddress(martin, { postcode: '2000' })).toBe(true);
    expect(moveLostItsAddress(martin, { ...martin, streetNumber: '14', streetName: 'Kent Street' })).toBe(false);
    expect(moveLostItsAddress({}, { postcode: '3000' })).toBe(false);
    expect(moveLostItsAddress({ postcode: '2000' }, {})).toBe(false);
  });

  it("a restored move's location is its address's postcode; without an address a lookup can use, none", () => {
    expect(restoredLocation({ id: 'ADR-0001', streetName: 'Martin Place', postcode: '2000' })).toBe('2000');
    expect(restoredLocation({ postcode: '2000' })).toBeNull();
    expect(restoredLocation({})).toBeNull();
  });
});

describe('a move-in date after the address changes (docs/decisions/moving-home.md)', () => {
  const martin = { id: 'ADR-0001', streetNumber: '1', streetName: 'Martin Place', suburb: 'Sydney', state: 'NSW', postcode: '2000' };
  const kent = { id: 'ADR-0002', streetNumber: '14', streetName: 'Kent Street', suburb: 'Millers Point', state: 'NSW', postcode: '2000' };

  it('is checked again when a different address replaces the one it was chosen at', () => {
    expect(moveInDateToCheck(martin, kent, '2026-12-10')).toBe(true);
    expect(moveInDateToCheck(martin, { ...martin, id: 'ADR-0003', unitNumber: '3' }, '2026-12-10')).toBe(true);
    const { id: _id, ...noId } = martin;
    expect(moveInDateToCheck(noId, { ...noId, streetNumber: '3' }, '2026-12-10')).toBe(true);
  });

  it('stands when the same address comes again (a reload, a host repeating it), even with another label or a copy', () => {
    expect(moveInDateToCheck(martin, { ...martin }, '2026-12-10')).toBe(false);
    expect(moveInDateToCheck(martin, { ...martin, label: '1 Martin Place, Sydney NSW 2000' }, '2026-12-10')).toBe(false);
    // The same address id with fewer parts (a saved address without its suburb): the same place.
    expect(moveInDateToCheck({ ...martin, suburb: undefined }, martin, '2026-12-10')).toBe(false);
  });

  it('has nothing to check without a date, or without an address before (a restored move) or after (the move is forgotten)', () => {
    expect(moveInDateToCheck(martin, kent, '')).toBe(false);
    expect(moveInDateToCheck({}, kent, '2026-12-10')).toBe(false);
    expect(moveInDateToCheck(martin, { postcode: '3000' }, '2026-12-10')).toBe(false);
  });
});
