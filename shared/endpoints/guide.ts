/**
 * The prose of the docs (GET /docs, and `info.description` of GET /openapi.json): getting started and
 * the conventions every endpoint shares. Markdown. What an endpoint does is in its registry entry, never
 * here, so this page lists no endpoints.
 */
import { LANGUAGES } from '../i18n/languages.js';
import { ERROR_CATALOGUE } from '../errors.js';
import { HOUSE_SYSTEM_NAMES } from '../core/western/houses.js';
import { AYANAMSAS } from '../core/ephemeris.js';

const errorRows = Object.entries(ERROR_CATALOGUE)
  .map(([code, e]) => `| ${e.status} | \`${code}\` | ${e.message} |`)
  .join('\n');

export const GUIDE = `
Orrery computes astrological data over HTTPS for your app: western charts, Vedic astrology, numerology and a
lunar calendar. Positions come from the Swiss Ephemeris (1800–2399).

## Getting started

1. **Get a key.** Sign up in the [key portal](/portal/signup) (a 14-day trial of 5,000 requests starts at
   once) and create a key on the Keys page. It is shown once: store it on your server. Keys must never ship
   in browser or app code; call Orrery from your backend.
2. **Call an endpoint.** Send the key as \`X-API-Key: ak_…\` or \`Authorization: Bearer ak_…\`:

   \`\`\`sh
   curl -s -X POST https://YOUR-HOST/v1/natal \\
     -H "X-API-Key: $ORRERY_KEY" -H 'Content-Type: application/json' \\
     -d '{"date":"1990-05-15T14:30:00","lat":40.7128,"lng":-74.006}'
   \`\`\`
3. **Read the envelope.** Success is \`{ "success": true, "data": …, "meta": … }\`; failure is
   \`{ "success": false, "error": "CODE", "message": "…", "details"?: [{ "path", "message" }] }\`. Branch on
   \`error\`, never on \`message\`. \`meta\` says what was used (UTC instant, zone, offset, Julian day,
   ayanamsa, house system, node type) and \`warnings\` (DST gap or overlap, local mean time, polar houses).
4. **Try it here.** Every endpoint below has an example; press *Authorize*, paste your key, open an
   endpoint, *Try it out*, *Execute*. A typed TypeScript client is in the repository under \`client/\`.

## Quota, rate limits and headers

- Every call costs one unit of the account's monthly quota (a batch one per item); bad input is never
  metered. Metered answers carry \`X-Quota-Limit\`, \`X-Quota-Remaining\` and \`X-Quota-Reset\` (Unix
  seconds of the next monthly reset, UTC). A used-up quota is 429 \`QUOTA_EXCEEDED\` with \`Retry-After\`.
- Each key has a token bucket. Every keyed answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and
  \`RateLimit-Reset\`; past it, 429 \`RATE_LIMITED\` with \`Retry-After\` (seconds).
- A trial ends 14 days after sign-up or at 5,000 requests, whichever comes first: 402 \`TRIAL_EXPIRED\`.
- Every answer has \`X-Request-Id\`: quote it when you write to us.
- Heavy endpoints (shadbala, ashtakavarga, kundali, transits, Sade Sati, the moon calendar) keep their answers
  in a result cache: \`X-Cache: HIT\` when the answer came from it (the same bytes; it still costs its unit),
  \`MISS\` when it was computed.
- \`GET /v1/usage\` gives the account's usage as JSON and costs nothing.

## Errors

| status | error | meaning |
|---|---|---|
${errorRows}

## Conventions

**Time.** \`date\` is the local wall time at the place, \`YYYY-MM-DDTHH:MM[:SS]\`, never UTC and never with a zone
designator. It becomes UTC once: with \`utcOffset\` if given, else the IANA \`timezone\` (given, or looked up
from \`lat\`/\`lng\`) and the tz database's history for that instant. A wall time in a DST gap moves forward by
the gap; one in an overlap takes the earlier (summer) offset; both add a warning. Before a zone's first
standard time the local mean time of the longitude is used. Dates run from 1800-01-01 to 2399-12-31
(422 \`DATE_OUT_OF_RANGE\` outside). Computed instants are ISO 8601 UTC with milliseconds and \`Z\`.

**Positions.** Apparent geocentric (light-time, aberration, nutation). \`sign\` is 0 = Aries … 11 = Pisces;
longitudes are degrees 0 to below 360; \`speed\` is degrees per day, negative when retrograde.

**Ayanamsa.** Vedic results are sidereal: apparent tropical longitude minus the true (nutation-including)
ayanamsa. \`ayanamsa\`: ${AYANAMSAS.map((a) => `\`${a}\``).join(', ')} (default \`lahiri\`, as the Indian
Astronomical Ephemeris).

**Node type.** \`nodeType\` \`mean\` (default, as the spec's Vedic results) or \`true\`. Ketu and the South
Node are exactly opposite.

**House systems.** Western \`houseSystem\`: ${HOUSE_SYSTEM_NAMES.map((h) => `\`${h}\``).join(', ')}, or a Swiss
Ephemeris letter (default \`placidus\`). Inside the polar circles Placidus and Koch fall back to Porphyry
with a warning. Vedic houses are whole-sign from the sidereal ascendant.

**Sunrise.** \`sunriseMode\` \`upper-limb\` (default: the almanac sunrise, upper limb with standard refraction)
or \`centre\` (the Hindu definition: the disc centre on the horizon, no refraction). The Vedic day, its vara
and the muhurta periods run from sunrise to sunrise; shadbala uses the Hindu sunrise. A place without a
sunrise or sunset that day (polar day or night) is a 422.

**Aspects.** 11 types; default orbs Conjunction, Opposition, Trine 8°, Square 7°, Sextile 6°, Quincunx 3°,
others 2° (\`orbs\` overrides per type). \`applying\` comes from the bodies' speeds.

**Which text each Vedic rule follows.**

| topic | source |
|---|---|
| dignity, natural relationships, temporary friends | BPHS ch. 3 (Rahu and Ketu as Jagannatha Hora and PyJHora) |
| divisional charts D1–D60 | BPHS ch. 6 (Parashari schemes, Jagannatha Hora's defaults) |
| avasthas (baladi, jagradadi) | BPHS ch. 45 |
| shadbala | BPHS ch. 27 with Jagannatha Hora's conventions |
| ashtakavarga | BPHS ch. 66 (the tables Jagannatha Hora uses) |
| Vimshottari dasha | BPHS ch. 46 |
| yogas | BPHS, Phaladeepika, Saravali, B.V. Raman's *Three Hundred Important Combinations* (each yoga names its source) |
| gochara (transits from the Moon) | Phaladeepika ch. 26 |
| nakshatra gana, yoni; tithi deities and groups | Muhurta Chintamani |
| ashtakoot matching, Manglik cancellations | the tables and sources each result names |

**Languages.** \`lang\`: ${LANGUAGES.map((l) => `\`${l}\``).join(' ')} (default \`en\`). Display names
(\`signName\`, \`nakshatra\`, \`planetName\`, moon \`phase\` …) and generated sentences come in that language;
identifiers (\`planet\`, aspect \`type\`, \`dignity\`, \`element\`, enum values) stay English so your code can
branch on them.

**Batch.** \`POST /v1/batch\` runs up to 50 calls in one request; each item is validated like a direct call and
answers with its own status and envelope. The bundles (\`/v1/kundali\`, \`/v1/kundali/full\`) cannot be batched.
`.trim();
