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
