import { describe, it, expect } from 'vitest';
import { normaliseQuoteReference } from '../../../../src/domain/quote/quote-reference';
import { liveQuote } from '../../../../src/domain/quote';
import {
  replacedReferenceFrom,
  isDeadQuoteReference,
  referenceAfterFailedLoad,
  isNewConnection,
  shouldKeepQuoteCookie,
  pickQuoteReference,
  snapshotsDisabled,
  shouldSaveSnapshot,
  type SnapshotConditions,
} from '../../../../src/domain/quote/quote';

describe('quote references', () => {
  it('normalises', () => {
    expect(normaliseQuoteReference(' ABC123 ')).toBe('ABC123');
    expect(normaliseQuoteReference('null')).toBeUndefined();
    expect(normaliseQuoteReference('NULL')).toBeUndefined();
    expect(normaliseQuoteReference('')).toBeUndefined();
    expect(normaliseQuoteReference(undefined)).toBeUndefined();
  });
  it('picks URL (if trusted), cookie, then state', () => {
    expect(pickQuoteReference({ url: 'U', urlTrusted: true, cookie: 'C', state: 'S' })).toBe('U');
    expect(pickQuoteReference({ url: 'U', urlTrusted: false, cookie: 'C', state: 'S' })).toBe('C');
    expect(pickQuoteReference({ url: ' ', urlTrusted: true, cookie: null, state: 'S' })).toBe('S');
    expect(pickQuoteReference({ url: null, urlTrusted: true, cookie: 'null', state: '' })).toBeUndefined();
  });
});

describe('quote cookie', () => {
  it('is kept only outside the portal without campaign or new connection', () => {
    expect(shouldKeepQuoteCookie({ sourceSystem: undefined, campaignId: undefined, formId: 0 })).toBe(true);
    expect(shouldKeepQuoteCookie({ sourceSystem: 'EQ', campaignId: '', formId: null })).toBe(true);
    expect(shouldKeepQuoteCookie({ sourceSystem: 'MA', campaignId: undefined, formId: 0 })).toBe(false);
    expect(shouldKeepQuoteCookie({ sourceSystem: 'QT2', campaignId: 'C1', formId: 0 })).toBe(false);
    expect(shouldKeepQuoteCookie({ sourceSystem: 'QT2', campaignId: undefined, formId: 7 })).toBe(false);
  });
  it('new connection is formId > 0', () => {
    expect(isNewConnection(1)).toBe(true);
    expect(isNewConnection(0)).toBe(false);
    expect(isNewConnection(-1)).toBe(false);
    expect(isNewConnection(Number.NaN)).toBe(false);
    expect(isNewConnection(undefined)).toBe(false);
  });
});

describe('snapshots', () => {
  it('flag: absent or false means enabled', () => {
    expect(snapshotsDisabled(null)).toBe(false);
    expect(snapshotsDisabled(undefined)).toBe(false);
    expect(snapshotsDisabled('false')).toBe(false);
    expect(snapshotsDisabled(' FALSE ')).toBe(false);
    expect(snapshotsDisabled('true')).toBe(true);
    expect(snapshotsDisabled('')).toBe(true);
  });
  const ok: SnapshotConditions = {
    serviceReady: true,
    quoteCompleted: false,
    disabledFlag: null,
    sourceSystem: 'QT2',
    journey: 'PLANS',
    hasValidAddress: false,
    hasSelectedPlan: true,
  };
  it('saves when all conditions hold', () => {
    expect(shouldSaveSnapshot(ok)).toBe(true);
    expect(shouldSaveSnapshot({ ...ok, hasSelectedPlan: false, hasValidAddress: true })).toBe(true);
  });
  it.each([
    ['not ready', { serviceReady: false }],
    ['completed', { quoteCompleted: true }],
    ['disabled', { disabledFlag: 'true' }],
    ['quote tool', { sourceSystem: 'EQ' as const }],
    ['disconnection', { journey: 'DISCONNECTION' as const }],
    ['nothing to save', { hasSelectedPlan: false, hasValidAddress: false }],
  ])('does not save when %s', (_, patch) => {
    expect(shouldSaveSnapshot({ ...ok, ...patch })).toBe(false);
  });
});

describe('a live quote (just saved or loaded)', () => {
  it('is not expired; an expired stage goes back to the first, any other stays', () => {
    expect(liveQuote('expired')).toEqual({ quoteExpired: false, checkoutStage: 'plans' });
    expect(liveQuote('qualifier')).toEqual({ quoteExpired: false, checkoutStage: 'qualifier' });
    expect(liveQuote('complete')).toEqual({ quoteExpired: false, checkoutStage: 'complete' });
  });
});

describe('the reference state keeps after a failed load (spec 3 §8: a reference that failed is not used for the next load or save)', () => {
  it('404 and 410 mean the reference names no live quote; a server error does not', () => {
    expect(isDeadQuoteReference('badReference')).toBe(true);
    expect(isDeadQuoteReference('expired')).toBe(true);
    expect(isDeadQuoteReference('failed')).toBe(false);
    expect(isDeadQuoteReference('noReference')).toBe(false);
  });
  it.each(['expired', 'badReference'] as const)('%s: state loses the reference, or gets back the one the URL replaced', (failure) => {
    expect(referenceAfterFailedLoad({ failure, failed: 'EXP123', state: 'EXP123', beforeUrl: undefined })).toBe('');
    expect(referenceAfterFailedLoad({ failure, failed: 'EXP123', state: 'EXP123', beforeUrl: '' })).toBe('');
    expect(referenceAfterFailedLoad({ failure, failed: 'EXP123', state: 'EXP123', beforeUrl: 'OWN1' })).toBe('OWN1');
    expect(referenceAfterFailedLoad({ failure, failed: 'EXP123', state: ' EXP123 ', beforeUrl: undefined })).toBe('');
  });
  it.each(['expired', 'badReference'] as const)(
    '%s of a reference state does not hold (the cookie, an untaken URL): state keeps its own',
    (failure) => {
      expect(referenceAfterFailedLoad({ failure, failed: 'EXP123', state: 'OWN1', beforeUrl: undefined })).toBe('OWN1');
      expect(referenceAfterFailedLoad({ failure, failed: 'EXP123', state: '', beforeUrl: 'OWN1' })).toBe('');
    },
  );
  it('a server error keeps the reference (it may load on a retry); no reference tried changes nothing', () => {
    expect(referenceAfterFailedLoad({ failure: 'failed', failed: 'Q1', state: 'Q1', beforeUrl: 'OWN1' })).toBe('Q1');
    expect(referenceAfterFailedLoad({ failure: 'noReference', failed: undefined, state: '', beforeUrl: undefined })).toBe('');
  });
});

describe('the reference a URL replaced, read back from session storage', () => {
  it('gives the URL reference and the one before it (none as an empty string)', () => {
    expect(replacedReferenceFrom('{"url":"Q2","before":"Q1"}')).toEqual({ url: 'Q2', before: 'Q1' });
    expect(replacedReferenceFrom('{"url":"Q2","before":""}')).toEqual({ url: 'Q2', before: '' });
  });
  it.each([null, '', 'not json', '[]', '{"url":"Q2"}', '{"url":"Q2","before":"<script>"}', '{"url":"a b","before":"Q1"}'])(
    'gives nothing for %j (absent, or changed by hand)',
    (raw) => expect(replacedReferenceFrom(raw)).toBeNull(),
  );
});
