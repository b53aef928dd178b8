import { describe, it, expect } from 'vitest';
import { negativeMessages, closeMessage, upsertDisclaimer } from '../../../../src/domain/plans';

describe('negativeMessages', () => {
  it('keeps error, warning, info in that order, stable within a level', () => {
    const msgs = [
      { code: 'a', level: 'info' },
      { code: 'b', level: 'success' },
      { code: 'c', level: 'warning' },
      { code: 'd', level: 'error' },
      { code: 'e', level: 'warning' },
      { code: 'f', level: 'error' },
    ];
    expect(negativeMessages(msgs).map((m) => m.code)).toEqual(['d', 'f', 'c', 'e', 'a']);
  });
  it('drops unknown levels and wrong case', () => {
    const msgs = [
      { code: 'x', level: 'ERROR' },
      { code: 'y', level: 'fatal' },
      { code: 'z', level: '' },
      { code: 'p', level: 'toString' },
    ];
    expect(negativeMessages(msgs)).toEqual([]);
    expect(negativeMessages([])).toEqual([]);
  });
  it('does not mutate its input', () => {
    const msgs = [
      { code: 'a', level: 'info' },
      { code: 'b', level: 'error' },
    ];
    negativeMessages(msgs);
    expect(msgs.map((m) => m.code)).toEqual(['a', 'b']);
  });
});

describe('closeMessage', () => {
  it('hides only the message matching both code and fuel', () => {
    const msgs = [
      { code: 'X', fuel: 'ELE', level: 'error', visible: true },
      { code: 'X', fuel: 'GAS', level: 'error', visible: true },
      { code: 'Y', fuel: 'ELE', level: 'error', visible: true },
    ];
    const out = closeMessage(msgs, 'X', 'ELE');
    expect(out.map((m) => m.visible)).toEqual([false, true, true]);
    expect(msgs[0]?.visible).toBe(true);
  });
  it('matches a message without fuel when no fuel is given', () => {
    const msgs = [
      { code: 'X', level: 'info', visible: true },
      { code: 'X', fuel: 'GAS', level: 'info', visible: true },
    ];
    expect(closeMessage(msgs, 'X', undefined).map((m) => m.visible)).toEqual([false, true]);
    expect(closeMessage(msgs, 'X', null).map((m) => m.visible)).toEqual([false, true]);
  });
});

describe('upsertDisclaimer', () => {
  it('adds once per key, replacing in place', () => {
    let list = upsertDisclaimer([], { key: 'a', text: '1' });
    list = upsertDisclaimer(list, { key: 'b', text: '2' });
    list = upsertDisclaimer(list, { key: 'a', text: '3' });
    expect(list).toEqual([
      { key: 'a', text: '3' },
      { key: 'b', text: '2' },
    ]);
  });
});
