/**
 * The prose of the docs: the guide pages served at /docs/guide/<slug> (api/docs-guide.ts renders them) and the
 * short `info.description` of GET /openapi.json, which links to them. Getting started, keys, quota and
 * errors here; the conventions every endpoint shares, languages, batch, bulk jobs, usage and MCP in
 * ./guide/. Markdown. What an endpoint does is in its registry entry, never here, so no page lists
 * endpoints. This is the API's reference; the README only points to it.
 */
import { ERROR_CATALOGUE } from '../errors.js';
import { ACCOUNT, CHART_PICTURES } from './guide/account.js';
import { ASSISTANTS_GUIDE } from './guide/assistants.js';
import { BATCH_JOBS_USAGE } from './guide/batch.js';
import { CONVENTIONS } from './guide/conventions.js';
import { LANGUAGES_GUIDE } from './guide/languages.js';

/** One page of the guide: served at `/docs/guide/<slug>`, listed in the docs' navigation and in `info.description`. */
export interface GuidePage {
  slug: string;
  title: string;
  /** One line: what the page holds (the lists of pages show it). */
  summary: string;
  markdown: string;
}

export const guideUrl = (slug: string) => `/docs/guide/${slug}`;

const errorRows = Object.entries(ERROR_CATALOGUE)
  // each code's anchor is the `docUrl` of its answers (../errors.ts docUrlOf; /docs sends #errors-… here)
  .map(([code, e]) => `| ${e.status} | <a id="errors-${code}"></a>\`${code}\` | ${e.message} |`)
  .join('\n');

const GETTING_STARTED = `
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
   \`error\`, never on \`message\` ([the error codes](${guideUrl('errors')})). \`meta\` says what was used (UTC
   instant, zone, offset, Julian day, ayanamsa, house system, node type) and \`warnings\` (DST gap or overlap,
   local mean time, polar houses).
4. **Try it.** Every endpoint of the [API reference](/docs) has an example; press *Authorize*, paste your key,
   open an endpoint, *Try it out*, *Execute*. A typed TypeScript client is in the repository under \`client/\`.

${ACCOUNT}

${CHART_PICTURES}

## Quota, rate limits and headers

- Every call costs one unit of the account's monthly quota (a batch one per item, a bulk job one per item);
  bad input is never metered. Metered answers carry \`X-Quota-Limit\`, \`X-Quota-Remaining\` and
  \`X-Quota-Reset\` (Unix seconds of the next monthly reset; quotas run by UTC calendar month). A used-up quota
  is 429 \`QUOTA_EXCEEDED\` with \`Retry-After\`.
- Each key has a rate limit: a window of a few seconds that holds a burst of requests (the operator's
  settings: the burst, and a rate per second that sets the window's length). Every keyed answer carries
  \`RateLimit-Limit\` (requests per window), \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds until the next
  window); past it, 429 \`RATE_LIMITED\` with \`Retry-After\` (seconds). When the service runs with Redis the
  window is shared by all its web processes.
- An address that sends too many wrong keys in a minute (30 by default) gets 429 \`RATE_LIMITED\` for the rest
  of the minute, right keys included.
- A trial ends 14 days after sign-up or at 5,000 requests, whichever comes first: 402 \`TRIAL_EXPIRED\`. All keys
  of the account share the deadline.
- Every answer has \`X-Request-Id\`: quote it when you write to us.
- Heavy endpoints (shadbala, ashtakavarga, kundali, transits, Sade Sati, the moon calendar) keep their answers
  in a result cache, keyed by the prepared input and \`lang\`: \`X-Cache: HIT\` when the answer came from it
  (the same bytes; it still costs its unit), \`MISS\` when it was computed, \`BYPASS\` when the cache is off.
  Failures are not cached.
- \`GET /v1/usage\` gives the account's usage as JSON and costs nothing (see [Usage](${guideUrl('batch')}#usage)).
`.trim();

const ERRORS = `
| status | error | meaning |
|---|---|---|
${errorRows}

Notes: every error answer has \`docUrl\`, the link to its row here. A 400 \`VALIDATION_ERROR\` lists every
failing field at once in \`details\` (\`field\`, \`message\`, and \`path\`, the same as \`field\`), each message in
words (\`lat is required\`, \`lat must be between -90 and 90\`); \`message\` joins them. A 405 carries \`Allow\`.
408 \`REQUEST_TIMEOUT\`: the headers did not arrive within 20 s, or the whole request within 120 s. An HTTP/1.1
request needs a \`Host\` header (400); \`Expect\` may only be \`100-continue\` (417); HTTP/1.0 and HTTP/1.1 are
served, other versions get 505 (each of these closes the connection). 413: bodies
are limited to 1 MB, 16 MB on \`/v1/jobs\`. 431: the request line and headers together, a query string included,
are limited to 16 KB. 429 answers carry \`Retry-After\`. A 500 carries no stack: it is logged with the request id.
A 504 \`TIMEOUT\`: a heavy call did not finish within the service's deadline (30 s by default); its unit is given
back.
`.trim();

/** The guide, in reading order. */
export const GUIDE_PAGES: readonly GuidePage[] = [
  { slug: 'getting-started', title: 'Getting started', summary: 'A key, a first call, the envelope, the portal, quota, rate limits and headers', markdown: GETTING_STARTED },
  { slug: 'errors', title: 'Errors', summary: 'Every error code with its status and meaning', markdown: ERRORS },
  { slug: 'conventions', title: 'Conventions', summary: 'Input, time and zones, positions, ayanamsa, houses, aspects, dashas, and which text each Vedic rule follows', markdown: CONVENTIONS },
  { slug: 'languages', title: 'Languages', summary: 'What `lang` changes and the usage each language follows', markdown: LANGUAGES_GUIDE },
  { slug: 'batch', title: 'Batch, bulk jobs and usage', summary: 'Many calls in one, bulk jobs with webhooks, idempotency keys and the usage report', markdown: BATCH_JOBS_USAGE },
  { slug: 'mcp', title: 'Connecting an AI assistant (MCP)', summary: 'Orrery as a Model Context Protocol server: tools, metering, connectors', markdown: ASSISTANTS_GUIDE },
];

/** What every endpoint does unless its description says otherwise (so that no operation repeats it). */
export const ENDPOINT_DEFAULTS = 'Unless its description or its group\'s says otherwise, an endpoint runs inline (not on the worker pool), can be batched and costs one unit.';

/** `info.description` of the OpenAPI document: what Orrery is, and the guide's pages. */
export const GUIDE_SUMMARY = `
Orrery computes astrological data over HTTPS: western charts, Vedic astrology, numerology and a lunar calendar,
from the Swiss Ephemeris (1800–2399). Send an \`ak_…\` key from the [key portal](/portal) as \`X-API-Key\` or
\`Authorization: Bearer\`. Success is \`{ "success": true, "data", "meta" }\`, failure
\`{ "success": false, "error", "message", "docUrl" }\`. ${ENDPOINT_DEFAULTS}

The guide:

${GUIDE_PAGES.map((p) => `- [${p.title}](${guideUrl(p.slug)}): ${p.summary}`).join('\n')}
`.trim();
