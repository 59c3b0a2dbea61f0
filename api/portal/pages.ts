/** The portal's pages, rendered on the server. Every value from a request or the store is escaped by `html`. */
import type { AuditAction, AuditEntry } from '../../shared/store/audit-ports.js';
import type { KeyRecord, User } from '../../shared/store/ports.js';
import { MAX_ACTIVE_KEYS } from '../../shared/store/ports.js';
import type { UsageView } from '../usage.js';
import { ASSETS } from './assets.js';
import { dailyChart } from './chart.js';
import { html, type Html } from './html.js';

export interface PageCtx {
  csrf: string;
  user?: User;
  current?: 'keys' | 'usage' | 'account';
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
        <a href="/portal/account" class="${ctx.current === 'account' ? 'current' : ''}">Account</a>
      </nav>
      <div class="who"><span>${ctx.user.email}</span>
        <form class="inline" method="post" action="/portal/logout">${csrfField(ctx)}<button class="link" type="submit">Log out</button></form>
      </div>`
    : html`<div class="who"><a href="/portal/login">Log in</a><a href="/portal/signup">Sign up</a></div>`;
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Orrery</title><link rel="icon" href="data:,"><link rel="stylesheet" href="${ASSETS.css.url}"></head>
<body><header class="top"><div class="inner"><a class="brand" href="/portal">Orrery</a>${nav}</div></header>
<main>${body}</main><script src="${ASSETS.js.url}"></script></body></html>`.text;
}

export function signupPage(ctx: PageCtx, n?: Notice, email = ''): string {
  return layout('Sign up', ctx, html`<div class="card narrow"><h1>Create your account</h1>
  <p class="muted">A 14-day trial with up to 5,000 requests. No card needed.</p>${notice(n)}
  <form method="post" action="/portal/signup">${csrfField(ctx)}
    <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${email}">
    <label for="password">Password (at least 10 characters)</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="10" maxlength="200">
    <p><button type="submit">Start the trial</button></p>
  </form><p class="muted">Have an account? <a href="/portal/login">Log in</a>.</p></div>`);
}

export function loginPage(ctx: PageCtx, n?: Notice, email = ''): string {
  return layout('Log in', ctx, html`<div class="card narrow"><h1>Log in</h1>${notice(n)}
  <form method="post" action="/portal/login">${csrfField(ctx)}
    <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${email}">
    <label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
    <p><button type="submit">Log in</button></p>
  </form><p class="muted">New here? <a href="/portal/signup">Create an account</a>.</p></div>`);
}

function keyRow(ctx: PageCtx, k: KeyRecord, units: number): Html {
  const active = k.status === 'active';
  return html`<tr data-key-id="${k.id}">
    <td>${k.label}</td><td><code>${k.id}</code></td><td><code>${k.prefix ? `${k.prefix}…` : 'ak_…'}</code></td>
    <td>${fmtDate(k.createdAt)}</td><td>${fmtDate(k.lastUsedAt)}</td><td class="num">${fmtInt(units)}</td>
    <td class="status-${k.status}">${k.status}</td>
    <td class="actions">${active ? html`<form class="inline" method="post" action="/portal/keys/${k.id}/rotate">${csrfField(ctx)}<button class="secondary" type="submit">Rotate</button></form>
      <a class="button danger" href="/portal/keys/${k.id}/revoke">Revoke</a>` : ''}</td></tr>`;
}

export interface KeysModel {
  keys: KeyRecord[];
  unitsByKey: Map<string, number>;
  /** A secret to show once (just created or rotated). */
  shown?: { raw: string; key: KeyRecord; rotated: boolean };
  notice?: Notice;
  label?: string;
}

export function keysPage(ctx: PageCtx, m: KeysModel): string {
  const active = m.keys.filter((k) => k.status === 'active').length;
  const secret = m.shown
    ? html`<div class="card" id="new-key-card"><h2>${m.shown.rotated ? `New secret for “${m.shown.key.label}”` : `Your new key “${m.shown.key.label}”`}</h2>
      <div class="notice warn"><strong>Copy it now: you will not see this again.</strong> We keep only a digest of it.${m.shown.rotated ? ' The old secret has stopped working.' : ''}</div>
      <div class="secret"><code id="new-key">${m.shown.raw}</code><button type="button" class="secondary" data-copy="new-key">Copy</button></div>
      <p class="muted">Send it as <code>X-API-Key</code> or <code>Authorization: Bearer</code> from your server; never ship it in browser or app code.</p></div>`
    : '';
  return layout('API keys', { ...ctx, current: 'keys' }, html`<h1>API keys</h1>${notice(m.notice)}${secret}
  <div class="card"><form method="post" action="/portal/keys" class="row">${csrfField(ctx)}
    <div class="grow"><label for="label">New key label</label><input id="label" name="label" type="text" maxlength="60" required placeholder="e.g. production" value="${m.label ?? ''}"></div>
    <div><button type="submit">Create key</button></div></form>
    <p class="muted">${active} of ${MAX_ACTIVE_KEYS} active keys. All keys share the account's quota and trial deadline.</p></div>
  <div class="card"><table><thead><tr><th>Label</th><th>Key id</th><th>Key</th><th>Created</th><th>Last used</th><th class="num">This month</th><th>Status</th><th></th></tr></thead>
  <tbody>${m.keys.length ? m.keys.map((k) => keyRow(ctx, k, m.unitsByKey.get(k.id) ?? 0)) : html`<tr><td colspan="8" class="muted">No keys yet: create one above.</td></tr>`}</tbody></table></div>`);
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
    <label for="next">New password (at least 10 characters)</label><input id="next" name="next" type="password" autocomplete="new-password" required minlength="10" maxlength="200">
    <p><button type="submit">Change password</button></p></form></div>
  <div class="card"><h2>Security log</h2><p class="muted">Changes to this account's keys and secrets, newest first.</p>${securityLog(m)}</div>`);
}

export function messagePage(ctx: PageCtx, title: string, text: string): string {
  return layout(title, ctx, html`<div class="card narrow"><h1>${title}</h1><p>${text}</p><p><a href="/portal">Back to the portal</a></p></div>`);
}
