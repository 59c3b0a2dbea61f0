/** The guide's "Keys, accounts and the portal" (on /docs/guide/getting-started). Markdown. */
export const ACCOUNT = `
## Keys, accounts and the portal

Keys are \`ak_\` + 40 base62 characters, stored only as SHA-256 digests and shown once. An account has a plan
(\`trial\`, \`paid\`; \`marketplace\` for the resale channel), a monthly quota shared by its keys, and at most 5 active
keys. Usage is recorded per account, key and endpoint.

The [key portal](/portal) has its own log-in (server-rendered pages, nothing loaded from another site):

- **Sign up** (an email and a password of 10–200 characters) creates a trial account (14 days, 5,000 requests)
  and logs in. An operator may close sign-up; accounts then come from the operator.
- **Keys**: label, key id, the first characters of the key, created, last used (one-minute resolution), this
  month's requests, status. *Create* shows the raw key once, with a copy button. *Rotate* keeps the id and label
  and shows the new secret once; the old secret is refused from the next request on. *Revoke* asks for
  confirmation first and is permanent. A sixth active key is refused with a message; keys made later share the
  account's original trial deadline.
- **Usage**: a month's total against the quota, the trial's days and requests left, requests per key and per
  endpoint, and a bar chart of requests per day (UTC).
- **Account**: plan, quota, trial end, the security log (who created, rotated or revoked which key, from
  where); change password (ends every other session).

\`/health\`, \`/ready\`, \`/openapi.json\`, \`/docs\` and the portal's pages need no key; every \`/v1\` request does.
**Call Orrery from your server, never from a web page**: no CORS header is ever sent, and a key in a page is a
key given to every visitor.
`.trim();

/** The guide's "Charts as pictures": Accept: image/svg+xml and the signed chart URLs (issue 24). Markdown. */
export const CHART_PICTURES = `
## Charts as pictures: \`Accept: image/svg+xml\` and signed chart URLs

The chart endpoints (\`/v1/western\`, \`/v1/chart/north-indian\`, \`/v1/western/astrocartography\`) draw SVG with
\`format: "svg"\`, its words (angles, sign and planet names, abbreviations, titles) in \`lang\`; Arabic drawings
carry \`direction="rtl"\`. Sent with \`Accept: image/svg+xml\` (\`format\` then implied), they answer the drawing
itself, \`image/svg+xml; charset=utf-8\`, metered, cached and compressed as the JSON answer; errors stay JSON.

**Signed chart URLs** show a chart in an \`<img>\` without a key, as presigned storage URLs do:
\`GET /v1/chart/<name>.svg?<request fields>&keyId=<key id>&expires=<unix s>&signature=<hex>\`, \`<name>\` one of
\`western\`, \`chart-north-indian\`, \`western-astrocartography\`; request fields as in the POST body (lists
comma-separated; objects such as \`orbs\` cannot be given). \`POST /v1/chart-urls\` makes one for the calling key
(\`{ "endpoint": "western", "request": {…}, "expiresIn": 3600 }\`, at most 7 days). Each use costs one unit of
the key's account, counted in usage; 403 \`SIGNATURE_INVALID\` when anything was changed, 403 \`URL_EXPIRED\`
after \`expires\`, 400 when a parameter is missing.

To sign one yourself (your server, never the page): the key of the HMAC-SHA256 is your account's signing secret,
the \`whsec_…\` string of \`GET /v1/webhooks/secret\` as it is (rotating it ends every URL signed before). The
string to sign is four lines joined by \`\\n\`: \`ORRERY-CHART-URL-V1\`, \`GET\`, the path, and the canonical
query: every parameter but \`signature\`, name and value percent-encoded as RFC 3986 (all but \`A–Z a–z 0–9 - . _ ~\`,
upper-case hex), sorted by name, \`name=value\` joined with \`&\`. \`signature\` is the HMAC in lower-case hex.

Worked example: secret \`whsec_3f1a9c0e5b7d2468ace13579bdf02468ace13579bdf02468ace13579bdf0246\`, key id
\`key_7Hq2xT\`, \`/v1/western\` fields \`date=1990-05-15T14:30:00 lat=40.7128 lng=-74.006 size=400 lang=hi\`,
\`expires=1767225600\`. The string to sign:

\`\`\`
ORRERY-CHART-URL-V1
GET
/v1/chart/western.svg
date=1990-05-15T14%3A30%3A00&expires=1767225600&keyId=key_7Hq2xT&lang=hi&lat=40.7128&lng=-74.006&size=400
\`\`\`

signature \`e93ce42324d12a193ee12a51c54cac39c4ec347db42901aa380a945ce807f26a\`, so the URL is
\`/v1/chart/western.svg?date=1990-05-15T14%3A30%3A00&expires=1767225600&keyId=key_7Hq2xT&lang=hi&lat=40.7128&lng=-74.006&size=400&signature=e93ce42324d12a193ee12a51c54cac39c4ec347db42901aa380a945ce807f26a\`.
In Node: \`createHmac('sha256', secret).update(stringToSign).digest('hex')\`; in Python:
\`hmac.new(secret.encode(), string_to_sign.encode(), hashlib.sha256).hexdigest()\`.
`.trim();
