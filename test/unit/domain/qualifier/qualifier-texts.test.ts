import { describe, expect, it } from 'vitest';
import { MOVING_OPTIONS } from '../../../../src/domain/qualifier/moving-answer';
import { CONNECTION_TIME_TEXT, MOVING_OPTION_TEXTS } from '../../../../src/domain/qualifier/qualifier-texts';

describe('qualifier texts of our own (spec 3 §2.2, §3.1)', () => {
  it('gives the connection window of the day', () => {
    expect(CONNECTION_TIME_TEXT('7am-9pm')).toBe('Connection happens between 7am-9pm on the day you choose.');
  });

  it('words every variant B option, each differently', () => {
    const texts = MOVING_OPTIONS.map((o) => MOVING_OPTION_TEXTS[o]);
    expect(texts.every((t) => typeof t === 'string' && t.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(MOVING_OPTIONS.length);
  });
});
