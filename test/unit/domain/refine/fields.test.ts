import { describe, it, expect } from 'vitest';
import { fieldTextAfter, isMeterId } from '../../../../src/domain/refine';
import { isMeterIdLength } from '../../../../src/domain/refine/meter-id-entry';
import { isPostcodeOrSuburbInput, acceptPostcodeOrSuburbInput } from '../../../../src/domain/refine/suburb-search';

describe('isPostcodeOrSuburbInput', () => {
  it('accepts postcodes and suburb names', () => {
    expect(isPostcodeOrSuburbInput('')).toBe(true);
    expect(isPostcodeOrSuburbInput('2')).toBe(true);
    expect(isPostcodeOrSuburbInput('2000')).toBe(true);
    expect(isPostcodeOrSuburbInput('Surry Hills')).toBe(true);
    expect(isPostcodeOrSuburbInput('S')).toBe(true);
  });
  it('blocks letters after a leading digit and digits after a leading letter', () => {
    expect(isPostcodeOrSuburbInput('2a')).toBe(false);
    expect(isPostcodeOrSuburbInput('20000')).toBe(false);
    expect(isPostcodeOrSuburbInput('Sydney 2000')).toBe(false);
    expect(isPostcodeOrSuburbInput(' Sydney')).toBe(false);
    expect(isPostcodeOrSuburbInput('<script>')).toBe(false);
  });
});

describe('acceptPostcodeOrSuburbInput', () => {
  it('keeps postcodes and suburb names as typed', () => {
    expect(acceptPostcodeOrSuburbInput('')).toBe('');
    expect(acceptPostcodeOrSuburbInput('2')).toBe('2');
    expect(acceptPostcodeOrSuburbInput('2000')).toBe('2000');
    expect(acceptPostcodeOrSuburbInput('0800')).toBe('0800');
    expect(acceptPostcodeOrSuburbInput('Surry Hills')).toBe('Surry Hills');
  });
  it('cuts a postcode to 4 digits instead of clearing it', () => {
    expect(acceptPostcodeOrSuburbInput('20001')).toBe('2000');
    expect(acceptPostcodeOrSuburbInput('200012345')).toBe('2000');
  });
  it('clears the field when a leading digit meets a letter, or a leading letter a digit', () => {
    expect(acceptPostcodeOrSuburbInput('2a')).toBe('');
    expect(acceptPostcodeOrSuburbInput('20001a')).toBe('');
    expect(acceptPostcodeOrSuburbInput('2000 ')).toBe('');
    expect(acceptPostcodeOrSuburbInput('Syd1')).toBe('');
    expect(acceptPostcodeOrSuburbInput(' Sydney')).toBe('');
    expect(acceptPostcodeOrSuburbInput('<script>')).toBe('');
  });
});

describe('isMeterIdLength (spec 2 §5: refine inputs accept only lengths 10 or 11)', () => {
  it('takes 10 or 11 characters only', () => {
    expect(isMeterIdLength('410200000')).toBe(false);
    expect(isMeterIdLength('4102000000')).toBe(true);
    expect(isMeterIdLength('52400000001')).toBe(true);
    expect(isMeterIdLength('524000000012')).toBe(false);
    expect(isMeterIdLength('')).toBe(false);
  });
});

describe('isMeterId (an NMI or MIRN to look plans up by)', () => {
  it('takes 10 or 11 letters and digits only', () => {
    expect(isMeterId('4102000000')).toBe(true);
    expect(isMeterId('VCCC0000001')).toBe(true);
    expect(isMeterId('410200000')).toBe(false);
    expect(isMeterId('41020-00000')).toBe(false);
    expect(isMeterId('524000000012')).toBe(false);
  });
});

describe('fieldTextAfter (a field mirroring the store, when the store changes)', () => {
  it('shows the new value in a field the visitor is not typing in', () => {
    expect(fieldTextAfter('2000', '2000', '3000', false)).toBe('3000');
    // Their own text in a field they have left: the new value replaces it.
    expect(fieldTextAfter('20', '2000', '3000', false)).toBe('3000');
  });
  it('shows it in a field with focus that still holds the value it showed', () => {
    expect(fieldTextAfter('2000', '2000', '3000', true)).toBe('3000');
  });
  it('keeps what the visitor is typing: focus, and text of theirs', () => {
    expect(fieldTextAfter('20', '2000', '3000', true)).toBe('20');
    expect(fieldTextAfter('12 Alb', '200 Collins Street', '', true)).toBe('12 Alb');
  });
});
