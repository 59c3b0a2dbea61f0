/**
 * Example: the Sun and Moon signs and the ascendant of a birth, and today's tithi.
 *
 *   npm run build
 *   ORRERY_URL=http://localhost:3000 ORRERY_KEY=ak_… node dist/client/examples/natal.js
 *
 * `main` is exported so a test can run it against a test server.
 */
import { pathToFileURL } from 'node:url';
import { Orrery, OrreryError } from '../src/index.js';

export interface ExampleOptions {
  baseUrl: string;
  apiKey: string;
  /** The birth (local wall time at the place). Default: 15 May 1990, 14:30, New York. */
  birth?: { date: string; lat: number; lng: number };
  /** Where and when the panchanga is for. Default: Mumbai, today (UTC date). */
  place?: { lat: number; lng: number; timezone: string };
  today?: string;
  /** Where the lines go (default console.log). */
  print?: (line: string) => void;
}

export interface ExampleResult {
  sun: string;
  moon: string;
  ascendant: string;
  tithi: { name: string; paksha: string; number: number; endTime: string };
  quotaRemaining: number | undefined;
}

const degrees = (d: number) => `${Math.floor(d)}°${String(Math.floor((d % 1) * 60)).padStart(2, '0')}′`;

export async function main(opts: ExampleOptions): Promise<ExampleResult> {
  const print = opts.print ?? ((line: string) => console.log(line));
  const orrery = new Orrery({ baseUrl: opts.baseUrl, apiKey: opts.apiKey, retry: { maxRetries: 2 } });
  const birth = opts.birth ?? { date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 };
  const place = opts.place ?? { lat: 19.076, lng: 72.8777, timezone: 'Asia/Kolkata' };
  const today = opts.today ?? new Date().toISOString().slice(0, 10);

  // A POST with the whole answer: data, and the quota left after the call.
  const natal = await orrery.postWithResponse('/v1/natal', birth);
  const planet = (name: 'Sun' | 'Moon') => {
    const found = natal.data.planets.find((p) => p.planet === name);
    if (!found) throw new Error(`the answer has no ${name}`);
    return found;
  };
  const sun = planet('Sun');
  const moon = planet('Moon');
  const firstHouse = natal.data.houses.houses[0];
  const ascInSign = natal.data.houses.ascendant % 30;

  // A GET with a query: the panchanga at today's sunrise.
  const { panchanga } = await orrery.get('/v1/vedic/panchanga', { date: today, ...place });

  const result: ExampleResult = {
    sun: sun.signName,
    moon: moon.signName,
    ascendant: firstHouse.signName,
    tithi: { name: panchanga.tithi.name, paksha: panchanga.tithi.paksha, number: panchanga.tithi.number, endTime: panchanga.tithi.endTime },
    quotaRemaining: natal.quota?.remaining,
  };
  print(`Birth ${birth.date} at ${birth.lat}, ${birth.lng}:`);
  print(`  Sun        ${sun.signName} ${degrees(sun.degreeInSign)}`);
  print(`  Moon       ${moon.signName} ${degrees(moon.degreeInSign)}`);
  print(`  Ascendant  ${firstHouse.signName} ${degrees(ascInSign)}`);
  print(`Panchanga ${today} (${place.timezone}): tithi ${panchanga.tithi.name} (${panchanga.tithi.paksha}, ${panchanga.tithi.number}), ends ${panchanga.tithi.endTime}`);
  if (result.quotaRemaining !== undefined) print(`Quota left this month: ${result.quotaRemaining}`);
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const baseUrl = process.env.ORRERY_URL ?? 'http://localhost:3000';
  const apiKey = process.env.ORRERY_KEY;
  if (!apiKey) {
    console.error('Set ORRERY_KEY (an ak_… key) and ORRERY_URL (default http://localhost:3000)');
    process.exit(2);
  }
  main({ baseUrl, apiKey }).catch((err: unknown) => {
    if (err instanceof OrreryError) console.error(`Orrery: ${err.status} ${err.code}: ${err.message}${err.requestId ? ` (request ${err.requestId})` : ''}`);
    else console.error(err);
    process.exit(1);
  });
}
