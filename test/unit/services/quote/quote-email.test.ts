import { afterEach, describe, expect, it } from 'vitest';
import { loadQuote } from '../../../../src/api/quotes';
import { QUOTE_EMAILED_URL_KEY } from '../../../../src/domain/quote/quote-reference';
import { emailSavedQuote } from '../../../../src/services/quote/quote-email';
import { forgetQuoteLoad } from '../../../../src/services/quote/quote-events';
import { quoteReferenceToLoad } from '../../../../src/services/quote/quote-load';
import { store } from '../../../../src/store';
import { json } from '../../api/fake-fetch';
import { referenceApi } from './reference-api';

afterEach(() => forgetQuoteLoad());

describe('emailSavedQuote (spec 3 §4.7, §7)', () => {
  it('saves first, then e-mails that reference; from then on the URL’s reference is not trusted', async () => {
    const { paths } = referenceApi();
    store.getState().patch('plans', { selectedElectricityPlanCode: 'E1' });
    const reference = await emailSavedQuote({ email: 'sam@example.com' }, { search: '?r=FROMLINK1' });
    expect(paths).toEqual(['POST /qt2/app/v1/quotes', `POST /qt2/app/v1/quotes/${reference}/email`]);
    expect((await loadQuote(reference)).status).toBe('emailed');
    expect(sessionStorage.getItem(QUOTE_EMAILED_URL_KEY)).toBe('FROMLINK1');
    expect(quoteReferenceToLoad('?r=FROMLINK1')).toBe(reference);
  });

  it('a failed save sends no e-mail and still trusts the URL', async () => {
    const { paths } = referenceApi((request) => (request.method === 'POST' ? json({}, 500) : undefined));
    const error = await emailSavedQuote({ email: 'sam@example.com' }, { search: '?r=FROMLINK1' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'failed' });
    expect(paths).toEqual(['POST /qt2/app/v1/quotes']);
    expect(sessionStorage.getItem(QUOTE_EMAILED_URL_KEY)).toBeNull();
  });
});
