/**
 * Compile-time guarantees of the typed client. Every `@ts-expect-error` below must be an error, or the
 * build fails (tsc reports an unused directive); test/integration/client.test.ts also compiles this file
 * with the directives removed and checks that each marked line fails for the reason given after
 * `expect:`. Nothing here runs: the function is never called.
 */
import { Orrery, OrreryError, type BatchItem, type ResponseData } from '../src/index.js';

const NYC = { date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 };

export async function typeChecks(orrery: Orrery): Promise<unknown[]> {
  // What compiles: typed answers.
  const natal = await orrery.post('/v1/natal', NYC);
  const sunSign: string = natal.planets[0].signName;
  const panchanga = await orrery.get('/v1/vedic/panchanga', { date: '2026-06-01', lat: 19.076, lng: 72.8777 });
  const tithi: number = panchanga.panchanga.tithi.number;
  const usage = await orrery.usage('2026-01');
  const left: number = usage.quota.remaining;
  const [a, b] = await orrery.batch([
    { path: '/v1/planets', body: NYC },
    { method: 'GET', path: '/v1/moon-phase/calendar', query: { from: '2027-01-01', to: '2027-03-01' } },
  ]);
  const items: BatchItem[] = [{ path: '/v1/numerology/destiny', body: { name: 'Ada Lovelace' } }];
  const more = await orrery.batch(items);
  const chart: ResponseData<'/v1/western'> = await orrery.post('/v1/western', { ...NYC, format: 'svg', size: 500 });
  const caught = new OrreryError({ status: 400, code: 'VALIDATION_ERROR', message: 'x' }).details?.[0]?.path;

  // @ts-expect-error -- a wrong path (expect: "/v1/natl")
  await orrery.post('/v1/natl', NYC);
  // @ts-expect-error -- a GET path with post (expect: "/v1/vedic/panchanga")
  await orrery.post('/v1/vedic/panchanga', NYC);
  // @ts-expect-error -- a required field missing (expect: Property 'lng' is missing)
  await orrery.post('/v1/natal', { date: '1990-05-15T14:30:00', lat: 40.7128 });
  // @ts-expect-error -- a field of the wrong type (expect: Type 'string' is not assignable to type 'number')
  await orrery.post('/v1/natal', { ...NYC, lat: '40.7128' });
  // @ts-expect-error -- an unknown field, which the API would refuse (expect: 'houseSytem' does not exist)
  await orrery.post('/v1/natal', { ...NYC, houseSytem: 'koch' });
  // @ts-expect-error -- a value outside an enum (expect: "sidereal")
  await orrery.post('/v1/planets', { ...NYC, nodeType: 'sidereal' });
  // @ts-expect-error -- a field the answer does not have (expect: Property 'planetz' does not exist)
  void natal.planetz;
  // @ts-expect-error -- a required query parameter missing (expect: Property 'date' is missing)
  await orrery.get('/v1/vedic/panchanga', { lat: 19.076, lng: 72.8777 });
  // @ts-expect-error -- a GET endpoint called without its query (expect: Expected 2-3 arguments)
  await orrery.get('/v1/moon-phase/calendar');
  // @ts-expect-error -- a POST path with get (expect: "/v1/natal")
  await orrery.get('/v1/natal', NYC);
  // @ts-expect-error -- a batch item missing a field (expect: Property 'lng' is missing)
  await orrery.batch([{ path: '/v1/natal', body: { date: '1990-05-15T14:30:00', lat: 1 } }]);
  // @ts-expect-error -- a bundle cannot be batched (expect: "/v1/kundali")
  await orrery.batch([{ path: '/v1/kundali', body: NYC }]);
  // @ts-expect-error -- a GET item needs method 'GET' (expect: Property 'method' is missing)
  await orrery.batch([{ path: '/v1/moon-phase/calendar', query: { from: '2027-01-01', to: '2027-03-01' } }]);
  // @ts-expect-error -- an unknown error code (expect: "NOPE")
  void new OrreryError({ status: 400, code: 'NOPE', message: 'x' });

  return [sunSign, tithi, left, a, b, more, chart, caught];
}
