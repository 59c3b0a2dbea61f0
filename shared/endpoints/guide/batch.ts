/** The guide page "Batch, bulk jobs and usage" (/docs/guide/batch): the account routes beside the registry. Markdown. */
export const BATCH_JOBS_USAGE = `
## Batch

\`POST /v1/batch\` runs up to 50 calls in one request:

\`\`\`json
{ "requests": [ { "method": "POST", "path": "/v1/natal", "body": { … } },
                { "method": "GET", "path": "/v1/moon-phase/calendar", "query": { "from": "2027-01-01", "to": "2027-03-01" } } ] }
\`\`\`

\`method\` defaults to POST. \`data\` is \`[ { "status", "body" } ]\` in request order, each \`body\` a full envelope.
How units are reserved and given back, and the per-item errors, are under the operation
[\`POST /v1/batch\`](/docs#/Batch%20and%20account/batch) of the API reference; the bundles (\`/v1/kundali\`, \`/v1/kundali/full\`) cannot be batched, so batch their pieces instead. The
valid items run together as one task: one job on the queue when the service runs with workers, one pool task
per thread otherwise (up to 4 cheap items run inline, where a thread hop would cost more than the work). Items
are serialised where they are computed and spliced into the response unchanged.

**\`Idempotency-Key\`** (on \`POST /v1/batch\` and \`POST /v1/jobs\`; its rules are in the parameter's description):
the first answer is kept per account and replayed byte for byte. Answers a retry could improve on (429, 5xx)
are not kept, so retrying after them runs the request again.

## Bulk jobs and webhooks

\`POST /v1/jobs\` takes \`{ "requests": [ …batch items… ], "callbackUrl"?: "https://…" }\`, up to 10,000 items (the
operator's \`BULK_MAX_ITEMS\`; bodies up to 16 MB), and answers **202** at once with the job and
\`Location: /v1/jobs/<id>\`:

\`\`\`json
{ "success": true, "data": { "id": "job_…", "status": "queued", "total": 600,
  "progress": { "succeeded": 0, "failed": 0, "cancelled": 0, "pending": 600 },
  "createdAt": "…", "startedAt": null, "finishedAt": null, "expiresAt": "…", "callbackUrl": "https://…",
  "webhook": null, "links": { "self": "/v1/jobs/job_…" } } }
\`\`\`

- Items are validated at once like a batch's; the job is split into chunks of 50 stored with it. Each chunk is
  taken by any worker of the fleet; a worker that dies mid-chunk loses its lock and another takes the chunk
  again: a chunk's results count once, whatever the retries. On a single server without workers the chunks run
  on the server's pool, and chunks a stopped process left are resumed at the next start.
- **Quota**: the N items reserve N units up front, counted under the endpoint \`/v1/jobs\` (429 and nothing runs
  if fewer remain); every item that does not answer 2xx (invalid, or an error when run) and every item a
  cancellation stops is given back, once.
- \`GET /v1/jobs/:id?offset=0&limit=100\` (limit ≤ 1000): the job, and \`results { offset, limit, nextOffset,
  items: [{ index, status, body }] }\`, the finished items in order, each with its full envelope. Free
  (rate-limited). Jobs and results are kept 7 days by default, then 404 \`JOB_NOT_FOUND\`. Another account's job
  is 404.
- \`DELETE /v1/jobs/:id\` cancels: chunks not started never run and their units come back (\`refunded\`); chunks
  already running finish and count.
- **Webhook**: with \`callbackUrl\` (https, on a public address), the finished job is POSTed there as
  \`{ "event": "job.completed" | "job.cancelled", "job": … }\` with \`Orrery-Event\`, \`Orrery-Delivery\` (unique per
  attempt) and \`Orrery-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">\` keyed by the
  account's secret (\`GET /v1/webhooks/secret\`, \`whsec_…\`; \`POST /v1/webhooks/secret/rotate\` replaces it). Check
  the signature over the raw body in constant time and refuse old timestamps (the typed client has
  \`verifyWebhookSignature\`). Anything but a 2xx within the timeout (10 s by default) is retried with exponential
  backoff (10 s × 2ⁿ by default) up to 8 times; the job's \`webhook\` field shows the attempts, and \`lastError\`
  says only "could not be delivered" with "HTTP 4xx" / "HTTP 5xx", "timeout" or "connection failed" (a name that
  does not resolve and one that resolves to a refused address read the same). The callback's host is resolved at
  connection time and every address must be public (no loopback, private, link-local or metadata ranges, also
  inside IPv6: IPv4-mapped, IPv4-translated, 6to4 and NAT64 addresses are judged by the IPv4 address they carry,
  Teredo is refused), so a DNS answer cannot redirect a webhook into a private network.

## Usage

\`GET /v1/usage[?period=YYYY-MM]\` with any key of the account (it costs no unit; it is rate-limited like any call):

\`\`\`json
{ "success": true, "data": {
  "accountId": "acc_…", "plan": "trial", "period": "2026-11", "isCurrentPeriod": true,
  "quota": { "limit": 5000, "used": 4, "remaining": 4996, "resetAt": "2026-12-01T00:00:00.000Z" },
  "trial": { "endsAt": "2026-12-08T18:28:00.000Z", "daysLeft": 14, "cap": 5000, "used": 4, "requestsLeft": 4996, "expired": false },
  "byKey": [ { "keyId": "key_…", "label": "web", "prefix": "ak_j1Uj2", "status": "active", "units": 4,
               "byEndpoint": [ { "endpoint": "/v1/natal", "units": 3 }, { "endpoint": "/v1/planets", "units": 1 } ] } ],
  "byEndpoint": [ { "endpoint": "/v1/natal", "units": 3 }, { "endpoint": "/v1/planets", "units": 1 } ],
  "daily": [ { "date": "2026-11-01", "units": 0 }, …, { "date": "2026-11-24", "units": 4 } ] } }
\`\`\`

\`remaining\` is what can still be spent: the smaller of what the month and (for a trial) the lifetime cap leave;
\`trial\` is null for paid accounts. \`daily\` has every day of the month, up to today for the current one. A
malformed or future \`period\`, or another parameter, is a 400.
`.trim();
