import { Hono } from 'hono';
import * as v from 'valibot';
import { COUNTRIES } from '../data/countries';
import { disclaimerByKey, GREEN_OPTIONS, globalConfig } from '../data/content';
import { errorResponse, isResponse, jsonBody, query } from '../http';

const Key = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));

/** Configuration, disclaimers and the field checks of spec 1 §7. */
export function configRoutes(): Hono {
  const app = new Hono();

  app.get('/qt2/app/getGlobalConfig', (c) => c.json(globalConfig()));

  app.get('/qt2/app/getConfig', (c) => {
    const q = query(c, v.object({ pageKey: Key }));
    if (isResponse(q)) return q;
    if (!/green/i.test(q.pageKey)) return errorResponse(c, 404, 'CONFIG_NOT_FOUND', `No configuration for page key ${q.pageKey}`);
    return c.json({ pageKey: q.pageKey, Options: GREEN_OPTIONS });
  });

  app.get('/qt2/app/getDisclaimers', (c) => {
    const q = query(c, v.object({ key: Key }));
    if (isResponse(q)) return q;
    const d = disclaimerByKey(q.key);
    if (!d) return errorResponse(c, 404, 'DISCLAIMER_NOT_FOUND', `No disclaimer with key ${q.key}`);
    return c.json(d);
  });

  app.get('/qt2/app/countries', (c) => c.json(COUNTRIES));

  app.get('/qt2/app/hasExpletives', (c) => {
    const q = query(c, v.object({ value: v.pipe(v.string(), v.maxLength(2000)) }));
    if (isResponse(q)) return q;
    return c.json(/\bdarn\b/i.test(q.value));
  });

  app.get('/qt2/app/quoteservice/qas-email/validate', (c) => {
    const q = query(c, v.object({ emailAddress: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(254)) }));
    if (isResponse(q)) return q;
    const wellFormed = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(q.emailAddress);
    const invalidDomain = /@invalid\.example$/i.test(q.emailAddress);
    return c.json({ emailAddress: q.emailAddress, verified: wellFormed && !invalidDomain ? 1 : -1 });
  });

  app.post('/qt2/app/clientError', async (c) => {
    const body = await jsonBody(c, v.object({ message: v.pipe(v.string(), v.minLength(1), v.maxLength(4000)) }));
    if (isResponse(body)) return body;
    return c.body(null, 204);
  });

  return app;
}
