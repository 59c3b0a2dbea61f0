import { endpointByName } from '../dist/shared/endpoints/registry.js';
import { births } from './lib.mjs';
const ep = endpointByName('natal');
const src = births({ seed: 9 });
const bodies = Array.from({ length: 600 }, () => src.next());
for (const round of [1, 2]) {
  const t0 = performance.now();
  for (const b of bodies) ep.prepare(ep.schema.parse(b), { nowMs: Date.now() });
  console.log(`round ${round}: ${((performance.now() - t0) / bodies.length).toFixed(3)} ms/prepare`);
}
// variants: fixed place random date; random place fixed date
const src2 = births({ seed: 10 });
let t0 = performance.now();
for (let i = 0; i < 300; i++) { const b = src2.next(); ep.prepare(ep.schema.parse({ ...b, lat: 40.7128, lng: -74.006 }), { nowMs: Date.now() }); }
console.log('random date, NYC:', ((performance.now() - t0) / 300).toFixed(3), 'ms');
t0 = performance.now();
for (let i = 0; i < 300; i++) { const b = src2.next(); ep.prepare(ep.schema.parse({ ...b, date: '1990-05-15T14:30:00' }), { nowMs: Date.now() }); }
console.log('random place, fixed date:', ((performance.now() - t0) / 300).toFixed(3), 'ms');
t0 = performance.now();
for (let i = 0; i < 300; i++) { const b = src2.next(); ep.prepare(ep.schema.parse({ ...b, date: '1990-05-15T14:30:00' }), { nowMs: Date.now() }); }
console.log('random place, fixed date (again):', ((performance.now() - t0) / 300).toFixed(3), 'ms');
console.log('rss MiB', (process.memoryUsage().rss / 2 ** 20).toFixed(0));
