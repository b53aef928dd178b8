import { Hono } from 'hono';
import * as v from 'valibot';
import { errorResponse, isResponse, jsonBody } from '../http';

export const VALID_OTP = '123456';
export const ACTIVE_ABN = '51824753556';

const QuoteId = v.pipe(v.string(), v.minLength(1), v.maxLength(40));

/** ABN checksum (ATO): subtract 1 from the first digit, weight, sum, divisible by 89. */
export function isValidAbn(abn: string): boolean {
  if (!/^\d{11}$/.test(abn)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const digits = abn.split('').map(Number);
  digits[0] = (digits[0] ?? 0) - 1;
  return digits.reduce((s, d, i) => s + d * (weights[i] ?? 0), 0) % 89 === 0;
}

/** OTP and ABN lookup of the sales BFF (spec 3 §7). */
export function bffRoutes(): Hono {
  const app = new Hono();
  const base = '/apis/bff/sales/api/v1';

  app.post(`${base}/otp/generate`, async (c) => {
    const body = await jsonBody(c, v.object({ quoteId: QuoteId }));
    if (isResponse(body)) return body;
    return c.json({ quoteId: body.quoteId, status: 'SENT', expiresInSeconds: 300 });
  });

  app.post(`${base}/otp/resend`, async (c) => {
    const body = await jsonBody(c, v.object({ quoteId: QuoteId }));
    if (isResponse(body)) return body;
    return c.json({ quoteId: body.quoteId, status: 'SENT', expiresInSeconds: 300 });
  });

  app.post(`${base}/otp/validate`, async (c) => {
    const body = await jsonBody(c, v.object({ quoteId: QuoteId, otp: v.pipe(v.string(), v.regex(/^\d{6}$/, 'otp must be 6 digits')) }));
    if (isResponse(body)) return body;
    if (body.otp !== VALID_OTP) return errorResponse(c, 400, 'OTP_INVALID', 'The code entered is incorrect.');
    return c.json({ quoteId: body.quoteId, valid: true });
  });

  app.get(`${base}/search-by-abn/:abn`, (c) => {
    const abn = c.req.param('abn').replace(/\s+/g, '');
    if (!/^\d{11}$/.test(abn)) return errorResponse(c, 400, 'BAD_REQUEST', 'ABN must be 11 digits');
    if (!isValidAbn(abn)) return errorResponse(c, 404, 'ABN_NOT_FOUND', 'No business with that ABN');
    if (abn === ACTIVE_ABN) {
      return c.json({
        abn,
        acn: '824753556',
        abnStatus: 'Active',
        entityName: 'Citizen Trading Pty Ltd',
        entityType: 'Australian Private Company',
        businessType: 'PROPRIETARY_LTD',
        anzsic: 'G',
        gstRegistered: true,
        state: 'NSW',
        postcode: '2000',
      });
    }
    return c.json({
      abn,
      acn: null,
      abnStatus: 'Active',
      entityName: `Demo Business ${abn.slice(-4)}`,
      entityType: 'Individual/Sole Trader',
      businessType: 'SOLE_TRADER',
      anzsic: '-',
      gstRegistered: false,
      state: null,
      postcode: null,
    });
  });

  return app;
}
