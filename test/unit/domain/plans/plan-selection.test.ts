import { describe, expect, it } from 'vitest';
import { selectionAfterLookup } from '../../../../src/domain/plans/plan-selection';

const plans = (...codes: string[]) => codes.map((code) => ({ code }));

describe('selectionAfterLookup', () => {
  it('keeps a selected plan the lookup offers, and forgets one taken out before', () => {
    expect(selectionAfterLookup({ selected: 'FLEXI-A', takenOut: 'TOTAL-A' }, plans('FLEXI-A'), true)).toEqual({
      selected: 'FLEXI-A',
      takenOut: null,
    });
  });
  it('takes out a selected plan the lookup does not offer; remembers it on "Get started" only', () => {
    expect(selectionAfterLookup({ selected: 'FLEXI-A', takenOut: null }, plans('TOTAL-A'), true)).toEqual({
      selected: null,
      takenOut: 'FLEXI-A',
    });
    expect(selectionAfterLookup({ selected: 'FLEXI-A', takenOut: null }, plans('TOTAL-A'), false)).toEqual({
      selected: null,
      takenOut: null,
    });
  });
  it('puts a plan taken out back when a later lookup offers it, by its code or its code prefix (another network)', () => {
    expect(selectionAfterLookup({ selected: null, takenOut: 'FLEXI-A' }, plans('TOTAL-A', 'FLEXI-A'), true)).toEqual({
      selected: 'FLEXI-A',
      takenOut: null,
    });
    expect(selectionAfterLookup({ selected: null, takenOut: 'FLEXI-A' }, plans('FLEXI-B'), true)).toEqual({
      selected: 'FLEXI-B',
      takenOut: null,
    });
  });
  it('keeps remembering while the lookups offer nothing like it; outside "Get started" it forgets', () => {
    expect(selectionAfterLookup({ selected: null, takenOut: 'FLEXI-A' }, plans(), true)).toEqual({ selected: null, takenOut: 'FLEXI-A' });
    expect(selectionAfterLookup({ selected: null, takenOut: 'FLEXI-A' }, plans('FLEXI-A'), false)).toEqual({
      selected: null,
      takenOut: null,
    });
  });
  it('remembers the selection from before the lookup when the lookup (or its plan-change flow) already took it out', () => {
    expect(selectionAfterLookup({ selected: null, before: 'FLEXI-A', takenOut: null }, plans('TOTAL-A'), true)).toEqual({
      selected: null,
      takenOut: 'FLEXI-A',
    });
    expect(selectionAfterLookup({ selected: 'TOTAL-A', before: 'FLEXI-A', takenOut: null }, plans('TOTAL-A'), true)).toEqual({
      selected: 'TOTAL-A',
      takenOut: null,
    });
  });
});
