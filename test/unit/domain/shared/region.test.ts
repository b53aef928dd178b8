import { describe, it, expect } from 'vitest';
import { benchmarkName, rateReviewMonth, connectionTimeText, governmentSchemeNoteApplies } from '../../../../src/domain/shared';

describe('state texts', () => {
  it('benchmark name', () => {
    expect(benchmarkName('VIC')).toBe('Victorian Default Offer');
    expect(benchmarkName(' vic ')).toBe('Victorian Default Offer');
    expect(benchmarkName('NSW')).toBe('reference price');
    expect(benchmarkName(undefined)).toBe('reference price');
    expect(benchmarkName('')).toBe('reference price');
  });
  it('rate review month', () => {
    expect(rateReviewMonth('VIC')).toBe('January');
    expect(rateReviewMonth('QLD')).toBe('July');
    expect(rateReviewMonth(null)).toBe('July');
  });
  it('connection time', () => {
    expect(connectionTimeText('SA')).toBe('7am-11:59pm');
    expect(connectionTimeText('sa')).toBe('7am-11:59pm');
    expect(connectionTimeText('NSW')).toBe('7am-9pm');
    expect(connectionTimeText(undefined)).toBe('7am-9pm');
  });
  it('government scheme note', () => {
    expect(governmentSchemeNoteApplies('NSW')).toBe(false);
    expect(governmentSchemeNoteApplies('VIC')).toBe(false);
    expect(governmentSchemeNoteApplies('QLD')).toBe(true);
    expect(governmentSchemeNoteApplies('ACT')).toBe(true);
  });
});
