import { describe, expect, it } from 'vitest';
import { CUSTOM_USAGE_DEBOUNCE_MS, settleCustomUsageInput } from '../../../src/domain';

describe('custom usage input once typing pauses (spec 2 §5)', () => {
  it('waits 500 ms', () => {
    expect(CUSTOM_USAGE_DEBOUNCE_MS).toBe(500);
  });

  it('clamps above the maximum to it and says so', () => {
    expect(settleCustomUsageInput('electricity', '600')).toEqual({ text: '499.99', capped: true });
    expect(settleCustomUsageInput('gas', '30000')).toEqual({ text: '27398', capped: true });
  });

  it('clamps a negative number to 0 without the maximum text', () => {
    expect(settleCustomUsageInput('electricity', '-5')).toEqual({ text: '0', capped: false });
  });

  it('clears what is not a number', () => {
    expect(settleCustomUsageInput('electricity', 'abc')).toEqual({ text: '', capped: false });
    expect(settleCustomUsageInput('electricity', '12abc')).toEqual({ text: '', capped: false });
    expect(settleCustomUsageInput('electricity', '-')).toEqual({ text: '', capped: false });
    expect(settleCustomUsageInput('electricity', '1e3')).toEqual({ text: '', capped: false });
    expect(settleCustomUsageInput('electricity', '')).toEqual({ text: '', capped: false });
  });

  it('keeps a number within the range as typed', () => {
    expect(settleCustomUsageInput('electricity', '12.5')).toEqual({ text: '12.5', capped: false });
    expect(settleCustomUsageInput('electricity', '1.')).toEqual({ text: '1.', capped: false });
    expect(settleCustomUsageInput('electricity', '499.99')).toEqual({ text: '499.99', capped: false });
    expect(settleCustomUsageInput('gas', '0')).toEqual({ text: '0', capped: false });
  });
});
