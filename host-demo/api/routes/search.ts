import { Hono } from 'hono';
import * as v from 'valibot';
import { ADDRESS_BOOK, AddressSchema, findAddress, searchAddresses, type BookAddress } from '../data/addresses';
import { regionOf } from '../data/regions';
import { searchSuburbs } from '../data/suburbs';
import { errorResponse, isResponse, jsonBody, Mirn, Nmi, query } from '../http';
import { findGasMeter, findMeter } from '../scenarios/meters';

const Query = v.pipe(v.string(), v.trim(), v.minLength(1, 'query is required'), v.maxLength(100));

const publicAddress = (a: BookAddress) => ({
  id: a.id,
  label: a.label,
  unitNumber: a.unitNumber,
  streetNumber: a.streetNumber,
  streetName: a.streetName,
  suburb: a.suburb,
  state: a.state,
  postcode: a.postcode,
});

/** Suburb search, address search and plan discovery by address / NMI / MIRN (paths ours, see docs/reference-api.md). */
export function searchRoutes(): Hono {
  const app = new Hono();

  app.get('/qt2/app/postcode/suburbs', (c) => {
    const q = query(c, v.object({ query: Query, includePOBox: v.optional(v.picklist(['true', 'false']), 'false') }));
    if (isResponse(q)) return q;
    const results = searchSuburbs(q.query, q.includePOBox === 'true').map(({ postcode, suburb, state, label }) => ({
      postcode,
      suburb,
      state,
      label,
    }));
    return c.json({ results });
  });

  app.get('/apis/address/v1/search', (c) => {
    const q = query(c, v.object({ query: Query }));
    if (isResponse(q)) return q;
    return c.json({ results: searchAddresses(q.query).map(publicAddress) });
  });

  app.post('/qt2/app/v1/discovery/address', async (c) => {
    const body = await jsonBody(c, v.object({ address: AddressSchema }));
    if (isResponse(body)) return body;
    const found = findAddress(body.address);
    if (!found) {
      if (!regionOf(body.address.postcode)) return errorResponse(c, 404, 'ADDRESS_NOT_FOUND', 'Address not found');
      return c.json({
        address: body.address,
        postcode: body.address.postcode,
        accuracy: 'POSTCODE',
        electricity: { nmi: null },
        gas: { mirn: null },
      });
    }
    return c.json({
      address: publicAddress(found),
      postcode: found.postcode,
      accuracy: found.ratesAccuracy ?? 'ADDRESS',
      electricity: { nmi: found.nmi },
      gas: { mirn: found.mirn },
    });
  });

  app.get('/qt2/app/v1/discovery/nmi/:nmi', (c) => {
    const nmi = v.safeParse(Nmi, c.req.param('nmi'));
    if (!nmi.success) return errorResponse(c, 400, 'BAD_REQUEST', nmi.issues[0].message);
    const meter = findMeter(nmi.output);
    if (!meter) return errorResponse(c, 404, 'NMI_NOT_FOUND', 'NMI not found');
    const address = ADDRESS_BOOK.find((a) => a.nmi === meter.nmi);
    return c.json({
      address: address ? publicAddress(address) : null,
      postcode: meter.postcode,
      electricity: { nmi: meter.nmi },
      gas: { mirn: address?.mirn ?? null },
    });
  });

  app.get('/qt2/app/v1/discovery/mirn/:mirn', (c) => {
    const mirn = v.safeParse(Mirn, c.req.param('mirn'));
    if (!mirn.success) return errorResponse(c, 400, 'BAD_REQUEST', mirn.issues[0].message);
    const meter = findGasMeter(mirn.output);
    if (!meter) return errorResponse(c, 404, 'MIRN_NOT_FOUND', 'MIRN not found');
    const address = ADDRESS_BOOK.find((a) => a.mirn === meter.mirn);
    return c.json({
      address: address ? publicAddress(address) : null,
      postcode: meter.postcode,
      electricity: { nmi: address?.nmi ?? null },
      gas: { mirn: meter.mirn },
    });
  });

  return app;
}
