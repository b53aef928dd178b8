import { describe, expect, it } from 'vitest';
import {
  dropOverLongExdatFields,
  EXDAT_ADDRESS_MAX_LENGTH,
  EXDAT_EMAIL_MAX_LENGTH,
  EXDAT_MAX_LENGTH,
  EXDAT_NAME_MAX_LENGTH,
  EXDAT_PHONE_MAX_LENGTH,
  EXDAT_TEXT_MAX_LENGTH,
  exdatBase64,
  exdatFieldMaxLength,
  isExdatTooLong,
  searchWithout,
} from '../../../../src/domain/page/exdat';

describe('exdat length caps (issue 22)', () => {
  it('caps the whole parameter at 8 KB of base64 text', () => {
    expect(EXDAT_MAX_LENGTH).toBe(8192);
    expect(isExdatTooLong('a'.repeat(8192))).toBe(false);
    expect(isExdatTooLong('a'.repeat(8193))).toBe(true);
  });

  it('caps each text by its field: names 100, e-mail 254, phone 20, address parts 200, anything else 500', () => {
    expect([
      EXDAT_NAME_MAX_LENGTH,
      EXDAT_EMAIL_MAX_LENGTH,
      EXDAT_PHONE_MAX_LENGTH,
      EXDAT_ADDRESS_MAX_LENGTH,
      EXDAT_TEXT_MAX_LENGTH,
    ]).toEqual([100, 254, 20, 200, 500]);
    for (const f of ['firstName', 'lastName', 'c1FirstName', 'name', 'c1BusinessName', 'accountName', 'cardName'])
      expect(exdatFieldMaxLength(f)).toBe(100);
    for (const f of ['email', 'employeeEmail']) expect(exdatFieldMaxLength(f)).toBe(254);
    for (const f of ['phoneNumber', 'landlineNumber']) expect(exdatFieldMaxLength(f)).toBe(20);
    for (const f of ['label', 'providerDescription', 'streetName', 'suburb', 'unitNumber', 'streetNumber'])
      expect(exdatFieldMaxLength(f)).toBe(200);
    expect(exdatFieldMaxLength('savedQuoteReference')).toBe(500);
  });

  it('drops each over-long text, at any depth and in lists, and names what it dropped (never the value)', () => {
    const data: Record<string, unknown> = {
      person: { firstName: 'x'.repeat(101), lastName: 'y'.repeat(100), email: `${'e'.repeat(250)}@b.co`, phoneNumber: '0'.repeat(21) },
      address: { streetName: 's'.repeat(201), suburb: 'Carlton' },
      signupCustomer: { mailingAddress: { label: 'l'.repeat(201), postcode: '3000' } },
      plans: { compared: ['TOT', 'c'.repeat(501), 'BAL'] },
      quote: { campaignId: 'c'.repeat(500) },
    };
    expect(dropOverLongExdatFields(data)).toEqual([
      'address.streetName',
      'person.email',
      'person.firstName',
      'person.phoneNumber',
      'plans.compared[1]',
      'signupCustomer.mailingAddress.label',
    ]);
    expect(data).toEqual({
      person: { lastName: 'y'.repeat(100) },
      address: { suburb: 'Carlton' },
      signupCustomer: { mailingAddress: { postcode: '3000' } },
      plans: { compared: ['TOT', 'BAL'] },
      quote: { campaignId: 'c'.repeat(500) },
    });
  });

  it('walks a deeply nested payload without running out of stack', () => {
    let deep: unknown = 'x'.repeat(600);
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(dropOverLongExdatFields({ deep })).toHaveLength(1);
  });
});

describe('exdatBase64 (issue 22: a raw + in exdat)', () => {
  const standard = btoa('{"person":{"firstName":"Jo>?~"}}');

  it('reads a space as the + the query string turned into one', () => {
    expect(standard).toContain('+');
    expect(atob(exdatBase64(standard.replace(/\+/g, ' ')))).toBe('{"person":{"firstName":"Jo>?~"}}');
  });

  it('reads base64url (- and _, without padding) as standard base64', () => {
    const url = standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(url).not.toMatch(/[+/=]/);
    expect(exdatBase64(url)).toBe(standard);
    expect(exdatBase64(standard)).toBe(standard);
  });
});

describe('searchWithout (issue 22: exdat leaves the address bar)', () => {
  it('removes the parameter in any case and keeps the others exactly as written', () => {
    expect(searchWithout('?postcode=3000&exdat=abc&ref=a%20b+c', 'exdat')).toBe('?postcode=3000&ref=a%20b+c');
    expect(searchWithout('?EXDAT=abc&fuel=gas&exdat', 'exdat')).toBe('?fuel=gas');
    expect(searchWithout('?exdat=abc', 'exdat')).toBe('');
    expect(searchWithout('?exdatx=1&x=%E0%A4%A', 'exdat')).toBe('?exdatx=1&x=%E0%A4%A');
  });
});
