/** The portal's pages, rendered on the server. Every value from a request or the store is escaped by `html`. */
import type { AuditAction, AuditEntry } from '../../shared/store/audit-ports.js';
import type { KeyRecord, RequestLogEntry, User } from '../../shared/store/ports.js';
import { MAX_ACTIVE_KEYS } from '../../shared/store/ports.js';
import type { UsageView } from '../usage.js';
import { ASSETS } from './assets.js';
import { dailyChart } from './chart.js';
import { html, type Html } from './html.js';

export interface PageCtx {
  csrf: string;
  user?: User;
  current?: 'keys' | 'usage' | 'requests' | 'account';
}

export type Notice = { kind: 'error' | 'ok' | 'warn'; text: string } | undefined;

const fmtDate = (d: Date | string | null) => (d ? new Date(d).toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : '—');
const fmtInt = (n: number) => n.toLocaleString('en-US');

function csrfField(ctx: PageCtx): Html {
  return html`<input type="hidden" name="_csrf" value="${ctx.csrf}">`;
}

function notice(n: Notice): Html | '' {
  return n ? html`<div class="notice ${n.kind}" role="${n.kind === 'error' ? 'alert' : 'status'}">${n.text}</div>` : '';
}

export function layout(title: string, ctx: PageCtx, body: Html): string {
  const nav = ctx.user
    ? html`<nav>
        <a href="/portal/keys" class="${ctx.current === 'keys' ? 'current' : ''}">Keys</a>
        <a href="/portal/usage" class="${ctx.current === 'usage' ? 'current' : ''}">Usage</a>
        <a href="/portal/requests" class="${ctx.current === 'requests' ? 'current' : ''}">Requests</a>
        <a href="/portal/account" class="${ctx.current === 'account' ? 'current' : ''}">Account</a>
        <a href="/docs">Docs</a>
      </nav>
      <div class="who"><span>${ctx.user.email}</span>
        <form class="inline" method="post" action="/portal/logout">${csrfField(ctx)}<button class="link" type="submit">Log out</button></form>
      </div>`
    : html`<nav><a href="/docs">Docs</a></nav><div class="who"><a href="/portal/login">Log in</a><a href="/portal/signup">Sign up</a></div>`;
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Orrery</title><link rel="icon" href="data:,"><link rel="stylesheet" href="${ASSETS.css.url}"></head>
<body><header class="top"><div class="inner"><a class="brand" href="/portal">Orrery</a>${nav}</div></header>
<main>${body}</main>
<footer class="foot"><div class="inner"><a href="/docs">API documentation</a> · <a href="/openapi.json">OpenAPI</a> · <a href="/">About Orrery</a></div></footer><script src="${ASSETS.js.url}"></script></body></html>`.text;
}

export function signupPage(ctx: PageCtx, n?: Notice, email = ''): string {
  return layout('Sign up', ctx, html`<div class="card narrow"><h1>Create your account</h1>
  <p class="muted">A 14-day trial with up to 5,000 requests. No card needed.</p>${notice(n)}
  <form method="post" action="/portal/signup">${csrfField(ctx)}
    <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${email}">
    <label for="password">Password (at least 10 characters, not a common one)</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="10" maxlength="200">
    <p class="muted small">A phrase of several unrelated words is strong and easy to remember.</p>
    <p><button type="submit">Start the trial</button></p>
  </form><p class="muted">Have an account? <a href="/portal/login">Log in</a>.</p></div>`);
}

export function loginPage(ctx: PageCtx, n?: Notice, email = ''): string {
  return layout('Log in', ctx, html`<div class="card narrow"><h1>Log in</h1>${notice(n)}
  <form method="post" action="/portal/login">${csrfField(ctx)}
    <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${email}">
    <label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
    <p><button type="submit">Log in</button></p>
  </form><p class="muted"><a href="/portal/password-reset">Forgot your password?</a></p>
  <p class="muted">New here? <a href="/portal/signup">Create an account</a>.</p></div>`);
}

function keyRow(ctx: PageCtx, k: KeyRecord, units: number, now: Date): Html {
  const active = k.status === 'active';
  return html`<tr data-key-id="${k.id}">
    <td>${k.label}</td><td><code>${k.id}</code></td><td><code>${k.prefix ? `${k.prefix}…` : 'ak_…'}</code></td>
    <td>${fmtDate(k.createdAt)}</td><td>${fmtDate(k.lastUsedAt)}</td><td class="num">${fmtInt(units)}</td>
    <td class="status-${k.status}">${k.status}${active && k.previousExpiresAt && k.previousExpiresAt.getTime() > now.getTime()
      ? html`<div class="small muted grace">previous secret works until ${fmtDate(k.previousExpiresAt)}</div>` : ''}</td>
    <td class="actions">${active ? html`<a class="button secondary" href="/portal/keys/${k.id}/rotate">Rotate</a>
      <a class="button danger" href="/portal/keys/${k.id}/revoke">Revoke</a>` : ''}</td></tr>`;
}

/**
 * The ready-to-paste first call (POST /v1/natal) in curl, JavaScript (fetch) and Python (requests): with
 * `key` written in when given (just shown), else read from the environment variable ORRERY_API_KEY.
 */
export function firstCall(base: string, key: string | null, idPrefix: string): Html {
  const body = '{"date": "1990-05-15T14:30:00", "lat": 40.7128, "lng": -74.006}';
  const shKey = key ?? '$ORRERY_API_KEY';
  const jsKey = key ? `"${key}"` : 'process.env.ORRERY_API_KEY';
  const pyKey = key ? `"${key}"` : 'os.environ["ORRERY_API_KEY"]';
  const curl = `curl -s ${base}/v1/natal \\\n  -H "X-API-Key: ${shKey}" \\\n  -H "Content-Type: application/json" \\\n  -d '${body}'`;
  const js = `const res = await fetch("${base}/v1/natal", {\n  method: "POST",\n  headers: { "X-API-Key": ${jsKey}, "Content-Type": "application/json" },\n  body: JSON.stringify(${body}),\n});\nconsole.log((await res.json()).data);`;
  const py = `${key ? '' : 'import os\n'}import requests\n\nres = requests.post(\n    "${base}/v1/natal",\n    headers={"X-API-Key": ${pyKey}},\n    json=${body},\n    timeout=30,\n)\nprint(res.json()["data"])`;
  const block = (name: string, id: string, code: string) => html`<div class="snippet"><div class="row"><strong class="grow">${name}</strong>
    <button type="button" class="secondary small" data-copy="${id}">Copy</button></div><pre><code id="${id}">${code}</code></pre></div>`;
  return html`${block('curl', `${idPrefix}-curl`, curl)}${block('JavaScript (fetch)', `${idPrefix}-js`, js)}${block('Python (requests)', `${idPrefix}-py`, py)}
  <p class="muted">Every endpoint, its fields and examples: <a href="/docs">the API documentation</a>.</p>`;
}

export interface KeysModel {
  keys: KeyRecord[];
  unitsByKey: Map<string, number>;
  /** A secret to show once (just created or rotated); `graceUntil`: the old secret works until then. */
  shown?: { raw: string; key: KeyRecord; rotated: boolean; graceUntil: Date | null };
  notice?: Notice;
  label?: string;
  /** The service's origin for the first-call examples. */
  base: string;
  now: Date;
}

export function keysPage(ctx: PageCtx, m: KeysModel): string {
  const active = m.keys.filter((k) => k.status === 'active').length;
  const oldSecret = (s: NonNullable<KeysModel['shown']>) => (s.graceUntil ? ` The old secret keeps working until ${fmtDate(s.graceUntil)}.` : ' The old secret has stopped working.');
  const secret = m.shown
    ? html`<div class="card" id="new-key-card"><h2>${m.shown.rotated ? `New secret for “${m.shown.key.label}”` : `Your new key “${m.shown.key.label}”`}</h2>
      <div class="notice warn"><strong>Copy it now: you will not see this again.</strong> We keep only a digest of it.${m.shown.rotated ? oldSecret(m.shown) : ''}</div>
      <div class="secret"><code id="new-key">${m.shown.raw}</code><button type="button" class="secondary" data-copy="new-key">Copy</button></div>
      <p class="muted">Send it as <code>X-API-Key</code> or <code>Authorization: Bearer</code> from your server; never ship it in browser or app code.</p>
      <h3>Your first call with this key</h3>${firstCall(m.base, m.shown.raw, 'first')}</div>`
    : '';
  const started = !m.shown && active > 0
    ? html`<div class="card" id="first-call"><h2>Your first call</h2><p class="muted">Put one of your keys in <code>ORRERY_API_KEY</code> (the secret is shown only when a key is created or rotated).</p>
      ${firstCall(m.base, null, 'first')}</div>`
    : '';
  return layout('API keys', { ...ctx, current: 'keys' }, html`<h1>API keys</h1>${notice(m.notice)}${secret}
  <div class="card"><form method="post" action="/portal/keys" class="row">${csrfField(ctx)}
    <div class="grow"><label for="label">New key label</label><input id="label" name="label" type="text" maxlength="60" required placeholder="e.g. production" value="${m.label ?? ''}"></div>
    <div><button type="submit">Create key</button></div></form>
    <p class="muted">${active} of ${MAX_ACTIVE_KEYS} active keys. All keys share the account's quota and trial deadline.</p></div>
  <div class="card"><table><thead><tr><th>Label</th><th>Key id</th><th>Key</th><th>Created</th><th>Last used</th><th class="num">This month</th><th>Status</th><th></th></tr></thead>
  <tbody>${m.keys.length ? m.keys.map((k) => keyRow(ctx, k, m.unitsByKey.get(k.id) ?? 0, m.now)) : html`<tr><td colspan="8" class="muted">No keys yet: create one above.</td></tr>`}</tbody></table></div>${started}`);
}

/** Grace periods offered on rotation (as Stripe's roll: the old secret keeps working meanwhile). */
export const GRACE_CHOICES: { value: string; label: string; ms: number }[] = [
  { value: 'none', label: 'None: the old secret stops now', ms: 0 },
  { value: '1h', label: '1 hour', ms: 3_600_000 },
  { value: '24h', label: '24 hours', ms: 86_400_000 },
  { value: '7d', label: '7 days', ms: 7 * 86_400_000 },
];

export function rotatePage(ctx: PageCtx, k: KeyRecord, n?: Notice): string {
  return layout('Rotate key', { ...ctx, current: 'keys' }, html`<div class="card narrow"><h1>Rotate “${k.label}”?</h1>${notice(n)}
  <p>Key <code>${k.id}</code> (<code>${k.prefix ?? 'ak_'}…</code>) gets a new secret, shown once. Its id, label and usage stay.</p>
  <form method="post" action="/portal/keys/${k.id}/rotate">${csrfField(ctx)}<input type="hidden" name="confirm" value="yes">
    <fieldset><legend>Keep the old secret working for</legend>
    ${GRACE_CHOICES.map((g, i) => html`<label class="choice"><input type="radio" name="grace" value="${g.value}" ${i === 0 ? html`checked` : ''}> ${g.label}</label>`)}
    </fieldset>
    <p class="muted">A grace period lets you deploy the new secret before the old one stops. Revoking the key ends both at once.</p>
    <button type="submit">Rotate the secret</button> <a class="button secondary" href="/portal/keys">Cancel</a></form></div>`);
}

export interface RequestsModel {
  entries: RequestLogEntry[];
  keys: KeyRecord[];
  keyId: string;
  requestId: string;
  notice?: Notice;
}

export function requestsPage(ctx: PageCtx, m: RequestsModel): string {
  const labels = new Map(m.keys.map((k) => [k.id, k.label]));
  const searching = m.keyId || m.requestId;
  return layout('Requests', { ...ctx, current: 'requests' }, html`<h1>Requests</h1>${notice(m.notice)}
  <div class="card"><form method="get" action="/portal/requests" class="row">
    <div class="grow"><label for="request-id">Request id</label><input id="request-id" name="requestId" type="text" maxlength="64" placeholder="the X-Request-Id of an answer" value="${m.requestId}"></div>
    <div><label for="key">Key</label><select id="key" name="key"><option value="">All keys</option>
      ${m.keys.map((k) => html`<option value="${k.id}" ${k.id === m.keyId ? html`selected` : ''}>${k.label} (${k.id})</option>`)}</select></div>
    <div><button type="submit" class="secondary">Search</button></div>${searching ? html`<div><a class="button secondary" href="/portal/requests">Clear</a></div>` : ''}</form>
  <p class="muted">The newest API calls of this account (the last 1,000 are kept), newest first. Every answer carries its id in <code>X-Request-Id</code>.</p></div>
  <div class="card"><table id="requests"><thead><tr><th>Time</th><th>Key</th><th>Endpoint</th><th class="num">Status</th><th>Request id</th><th class="num">Duration</th></tr></thead><tbody>
  ${m.entries.length ? m.entries.map((e) => html`<tr data-request-id="${e.requestId}"><td>${new Date(e.at).toISOString().replace('T', ' ').slice(0, 19)} UTC</td>
    <td>${labels.get(e.keyId) ?? e.keyId}</td><td><code>${e.method} ${e.endpoint}</code></td><td class="num status-code s${Math.floor(e.status / 100)}xx">${e.status}</td>
    <td><code>${e.requestId}</code></td><td class="num">${e.durationMs < 10 ? e.durationMs.toFixed(1) : Math.round(e.durationMs)} ms</td></tr>`)
    : html`<tr><td colspan="6" class="muted">${searching ? 'No request matches.' : 'No API calls yet: make your first call from the Keys page.'}</td></tr>`}</tbody></table></div>`);
}

/** GET /: what Orrery is, with the way to the docs and the portal. */
export function rootPage(ctx: PageCtx, version: string): string {
  return layout('Astrology calculations over HTTP', ctx, html`<div class="card hero"><h1>Orrery</h1>
  <p class="lead">An HTTP/JSON API for astrology calculations: natal charts, houses and aspects, transits, progressions and
  returns, Vedic charts, vargas, dashas, panchanga, yogas and compatibility, numerology, with chart images.</p>
  <p>Positions come from the Swiss Ephemeris; every figure is tested against independent references.</p>
  <p class="row"><a class="button" href="/docs">Read the API documentation</a> <a class="button secondary" href="/portal">Get an API key</a></p>
  <p class="muted small">Version ${version} · <a href="/openapi.json">OpenAPI description</a> · <a href="/health">health</a></p></div>`);
}

export function signupSentPage(ctx: PageCtx): string {
  return layout('Check your mail', ctx, html`<div class="card narrow"><h1>Check your mail</h1>
  <p>We have sent a message to the address you gave. Open the link in it to finish: it works for 24 hours.</p>
  <p class="muted">Nothing arrived? Look in the spam folder, or <a href="/portal/signup">try again</a>.</p></div>`);
}

export function signupConfirmPage(ctx: PageCtx, token: string, email: string): string {
  return layout('Confirm your account', ctx, html`<div class="card narrow"><h1>Confirm your account</h1>
  <p>Start the 14-day trial for <strong>${email}</strong>?</p>
  <form method="post" action="/portal/signup/confirm/${token}">${csrfField(ctx)}<button type="submit">Confirm and start the trial</button></form></div>`);
}

export function resetRequestPage(ctx: PageCtx, n?: Notice, email = ''): string {
  return layout('Reset your password', ctx, html`<div class="card narrow"><h1>Reset your password</h1>${notice(n)}
  <p class="muted">We will mail you a link to choose a new password. It works once, for 30 minutes.</p>
  <form method="post" action="/portal/password-reset">${csrfField(ctx)}
    <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${email}">
    <p><button type="submit">Send the link</button></p></form>
  <p class="muted"><a href="/portal/login">Back to log in</a></p></div>`);
}

export function resetSentPage(ctx: PageCtx): string {
  return layout('Check your mail', ctx, html`<div class="card narrow"><h1>Check your mail</h1>
  <p>If an account uses that address, a link to reset its password is on its way. It works once, for 30 minutes.</p>
  <p class="muted"><a href="/portal/login">Back to log in</a></p></div>`);
}

export function resetPage(ctx: PageCtx, token: string, email: string, n?: Notice): string {
  return layout('Choose a new password', ctx, html`<div class="card narrow"><h1>Choose a new password</h1>${notice(n)}
  <p class="muted">For <strong>${email}</strong>. Every session of this account is logged out.</p>
  <form method="post" action="/portal/password-reset/${token}">${csrfField(ctx)}
    <label for="next">New password (at least 10 characters, not a common one)</label><input id="next" name="next" type="password" autocomplete="new-password" required minlength="10" maxlength="200">
    <p><button type="submit">Set the new password</button></p></form></div>`);
}

export function revokePage(ctx: PageCtx, k: KeyRecord): string {
  return layout('Revoke key', { ...ctx, current: 'keys' }, html`<div class="card narrow"><h1>Revoke “${k.label}”?</h1>
  <p>Key <code>${k.id}</code> (<code>${k.prefix ?? 'ak_'}…</code>) will stop working at once, on every server. This cannot be undone.</p>
  <form method="post" action="/portal/keys/${k.id}/revoke">${csrfField(ctx)}<input type="hidden" name="confirm" value="yes">
    <button class="danger" type="submit">Revoke permanently</button> <a class="button secondary" href="/portal/keys">Cancel</a></form></div>`);
}

function pct(used: number, limit: number): number {
  return limit > 0 ? Math.min(100, Math.round((used / limit) * 1000) / 10) : 100;
}

export function usagePage(ctx: PageCtx, v: UsageView, periods: string[]): string {
  const t = v.trial;
  const trialCard = t
    ? html`<div class="card stat"><div class="small">Trial</div>
      <div class="big">${t.expired ? 'Ended' : `${t.daysLeft} day${t.daysLeft === 1 ? '' : 's'} left`}</div>
      <div class="small">${fmtInt(t.requestsLeft)} of ${fmtInt(t.cap)} trial requests left · ends ${fmtDate(t.endsAt)}</div>
      <div class="meter"><span class="w0" data-pct="${pct(t.used, t.cap)}"></span></div></div>`
    : '';
  return layout('Usage', { ...ctx, current: 'usage' }, html`<div class="row"><h1 class="grow">Usage</h1>
  <form method="get" action="/portal/usage" class="row"><div><label for="period">Month</label>
    <select id="period" name="period">${periods.map((p) => html`<option value="${p}" ${p === v.period ? html`selected` : ''}>${p}</option>`)}</select></div>
    <div><button class="secondary" type="submit">Show</button></div></form></div>
  <div class="stats"><div class="card stat"><div class="small">Requests in ${v.period}</div>
      <div class="big" id="usage-total">${fmtInt(v.quota.used)}</div>
      <div class="small">of ${fmtInt(v.quota.limit)} this month${v.isCurrentPeriod ? html` · ${fmtInt(v.quota.remaining)} left · resets ${fmtDate(v.quota.resetAt)}` : ''}</div>
      <div class="meter"><span class="w0" data-pct="${pct(v.quota.used, v.quota.limit)}"></span></div></div>${trialCard}</div>
  <div class="card"><h2>Requests per day</h2>${dailyChart(v.daily)}</div>
  <div class="card"><h2>By key</h2><table id="by-key"><thead><tr><th>Label</th><th>Key id</th><th>Status</th><th class="num">Requests</th></tr></thead><tbody>
    ${v.byKey.length ? v.byKey.map((k) => html`<tr data-key-id="${k.keyId}"><td>${k.label ?? '—'}</td><td><code>${k.keyId}</code></td><td class="status-${k.status}">${k.status}</td><td class="num">${fmtInt(k.units)}</td></tr>`)
    : html`<tr><td colspan="4" class="muted">No requests in this month.</td></tr>`}</tbody></table></div>
  <div class="card"><h2>By endpoint</h2><table id="by-endpoint"><thead><tr><th>Endpoint</th><th class="num">Requests</th></tr></thead><tbody>
    ${v.byEndpoint.length ? v.byEndpoint.map((e) => html`<tr><td><code>${e.endpoint}</code></td><td class="num">${fmtInt(e.units)}</td></tr>`)
    : html`<tr><td colspan="2" class="muted">No requests in this month.</td></tr>`}</tbody></table>
  <p class="muted">The same figures as JSON: <code>GET /v1/usage</code> with any of your keys (it costs no request).</p></div>`);
}

export interface AccountModel {
  user: User;
  plan: string;
  monthlyQuota: number;
  trialEndsAt: Date | null;
  accountId: string;
  /** The newest entries of the account's security log. */
  security: AuditEntry[];
  notice?: Notice;
}

const ACTIONS: Record<AuditAction, string> = {
  'key.created': 'Key created',
  'key.rotated': 'Key secret rotated',
  'key.revoked': 'Key revoked',
  'webhook_secret.rotated': 'Webhook secret rotated',
  'password.changed': 'Password changed',
  'password.reset': 'Password reset by mailed link',
};

function actorText(actor: string, self: User): string {
  if (actor === `portal:${self.id}`) return 'You, in the portal';
  if (actor.startsWith('portal:')) return 'Another portal user';
  if (actor.startsWith('api:')) return `The API, with key ${actor.slice(4)}`;
  if (actor === 'admin-cli') return 'The operator (admin CLI)';
  if (actor === 'bootstrap') return 'First start of the service';
  return actor;
}

function securityLog(m: AccountModel): Html {
  if (m.security.length === 0) return html`<p class="muted">Nothing yet.</p>`;
  return html`<table><thead><tr><th>When</th><th>What</th><th>Key</th><th>By</th><th>From</th></tr></thead><tbody>
    ${m.security.map((e) => html`<tr><td>${fmtDate(e.at)}</td><td>${ACTIONS[e.action] ?? e.action}</td><td>${e.keyId ? html`<code>${e.keyId}</code>` : '—'}</td>
      <td>${actorText(e.actor, m.user)}</td><td>${e.ip ?? '—'}</td></tr>`)}</tbody></table>`;
}

export function accountPage(ctx: PageCtx, m: AccountModel): string {
  return layout('Account', { ...ctx, current: 'account' }, html`<h1>Account</h1>${notice(m.notice)}
  <div class="card"><table><tbody>
    <tr><th>Email</th><td>${m.user.email}</td></tr><tr><th>Account id</th><td><code>${m.accountId}</code></td></tr>
    <tr><th>Plan</th><td>${m.plan}</td></tr><tr><th>Monthly quota</th><td>${fmtInt(m.monthlyQuota)} requests</td></tr>
    ${m.trialEndsAt ? html`<tr><th>Trial ends</th><td>${fmtDate(m.trialEndsAt)}</td></tr>` : ''}
    <tr><th>Member since</th><td>${fmtDate(m.user.createdAt)}</td></tr></tbody></table></div>
  <div class="card"><h2>Change password</h2><p class="muted">Logs out every other session.</p>
  <form method="post" action="/portal/account/password">${csrfField(ctx)}
    <label for="current">Current password</label><input id="current" name="current" type="password" autocomplete="current-password" required maxlength="200">
    <label for="next">New password (at least 10 characters, not a common one)</label><input id="next" name="next" type="password" autocomplete="new-password" required minlength="10" maxlength="200">
    <p><button type="submit">Change password</button></p></form></div>
  <div class="card"><h2>Security log</h2><p class="muted">Changes to this account's keys and secrets, newest first.</p>${securityLog(m)}</div>`);
}

export function messagePage(ctx: PageCtx, title: string, text: string): string {
  return layout(title, ctx, html`<div class="card narrow"><h1>${title}</h1><p>${text}</p><p><a href="/portal">Back to the portal</a></p></div>`);
}
