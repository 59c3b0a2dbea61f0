/**
 * The key portal under /portal, served by the API process on either store: sign up (a 14-day trial,
 * confirmed by mail), log in and out, password reset by mailed link, keys (create, rotate with an
 * optional grace period, revoke), usage, the request log, account; and the root page `/`.
 * Server-rendered HTML with one CSS and one JS asset of our own. Every page is no-store and framed by a
 * strict Content-Security-Policy; every POST needs a CSRF token and a same-origin browser; every key
 * action checks the key belongs to the session's account (someone else's key id is a 404, as if it did
 * not exist). Every successful action answers 303 to a page (post/redirect/get): a reload repeats no
 * action, and what the action made (a new key's secret) travels in the session's sealed flash to be
 * shown once.
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Config } from '../../shared/config.js';
import type { Logger } from '../../shared/log.js';
import { issueKey, record, revokeKey, rotateSecret, type Actor } from '../../shared/store/key-actions.js';
import type { Notice } from './pages.js';
import { periodOf, StoreError, type KeyRecord, type Store } from '../../shared/store/ports.js';
import type { Limits } from '../limits.js';
import { PERIOD_RE, usageView } from '../usage.js';
import { ASSETS } from './assets.js';
import { sendLater, type Mailer } from './mail.js';
import {
  accountPage, GRACE_CHOICES, keysPage, loginPage, messagePage, requestsPage, resetPage, resetRequestPage, resetSentPage, revokePage, rootPage,
  rotatePage, signupConfirmPage, signupPage, signupSentPage, usagePage, type PageCtx,
} from './pages.js';
import { hashPassword, oneAtATime, PASSWORD_MAX, passwordProblem, verifyNothing, verifyPassword } from './passwords.js';
import { anonymousCsrf, digest, endSession, loadSession, putFlash, sameOrigin, sameToken, startSession, takeFlash, type Signed } from './session.js';
import { issuePortalToken, issueResetToken, resetLink, resetMail, TOKEN_RE } from './tokens.js';

export interface PortalDeps {
  config: Config;
  store: Store;
  limits: Limits;
  logger: Logger;
  clock: () => number;
  mailer: Mailer;
  version: string;
}

/** What a session's flash carries to the next page (see session.ts). */
type Flash =
  | { kind: 'key'; raw: string; keyId: string; rotated: boolean; graceUntil: string | null }
  | { kind: 'notice'; notice: NonNullable<Notice> };

/** Failed log-ins allowed per email and per client address in a window (OWASP: throttle, then lock out). */
const LOGIN_WINDOW_S = 15 * 60;
const LOGIN_MAX_PER_EMAIL = 5;
const LOGIN_MAX_PER_ADDRESS = 30;
const SIGNUP_WINDOW_S = 60 * 60;
/** Mails about one address (sign-up, reset) per hour: no one can fill someone's mailbox through us. */
const MAILS_PER_EMAIL_PER_HOUR = 3;
const RESETS_PER_ADDRESS_PER_HOUR = 10;
const REQUEST_ROWS = 100;
const REQUEST_ID_RE = /^[A-Za-z0-9._-]{1,64}$/;
const SECURITY_LOG_ROWS = 20;

// eslint-disable-next-line no-control-regex
const EMAIL_RE = /^[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const KEY_ID_RE = /^key_[A-Za-z0-9]{1,64}$/;
// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u001f\u007f]/;

const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
  + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function normaliseEmail(v: unknown): string {
  return typeof v === 'string' ? v.trim().toLowerCase() : '';
}

function field(body: unknown, name: string): string {
  const v = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof v === 'string' ? v : '';
}

function minutes(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} minute${m === 1 ? '' : 's'}`;
}

function recentPeriods(now: Date, since: Date): string[] {
  const out: string[] = [];
  for (let i = 0; i < 12; i++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    if (i > 0 && d.getTime() < Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), 1)) break;
    out.push(periodOf(d));
  }
  return out;
}

export function portalRouter(deps: PortalDeps): Router {
  const { store, config, limits, logger: log } = deps;
  const r = express.Router();
  const now = () => new Date(deps.clock());
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });

  const send = (res: Response, status: number, page: string) => {
    res.status(status).type('html').send(page);
  };
  /** Where links in mails point: PUBLIC_URL (required with SMTP), else this request's own origin (log-only mail). */
  const base = (req: Request) => config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const mail = (m: Parameters<Mailer['send']>[0]) => sendLater(deps.mailer, m, log);

  // The root page: what Orrery is, the way to the docs and the portal.
  r.get('/', (req: Request, res: Response) => {
    res.setHeader('Content-Security-Policy', CSP);
    res.setHeader('Cache-Control', 'public, max-age=300');
    send(res, 200, rootPage({ csrf: '' }, deps.version));
  });

  // Assets: hashed names, cached for a year; nothing else is served from /portal/assets.
  for (const a of Object.values(ASSETS)) {
    r.get(a.url, (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.type(a.type).send(a.body);
    });
  }

  r.use('/portal', (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', CSP);
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('Cache-Control', 'no-store');
    void (async () => {
      const signed = await loadSession(req, store, now());
      res.locals.signed = signed;
      if (signed) res.locals.accountId = signed.user.accountId;
      if (req.method === 'POST') {
        await new Promise<void>((resolve, reject) => form(req, res, (err?: unknown) => (err ? reject(err instanceof Error ? err : new Error('the form could not be read')) : resolve())));
        const expected = signed ? signed.session.csrfToken : anonymousCsrf(req, res);
        if (!sameOrigin(req) || !sameToken(field(req.body, '_csrf'), expected)) {
          send(res, 403, messagePage(pageCtx(req, res), 'Form expired', 'This form could not be verified (it may be stale, or sent from another site). Reload the page and try again.'));
          return;
        }
      }
      next();
    })().catch((err: unknown) => portalError(res, err));
  });

  function pageCtx(req: Request, res: Response): PageCtx {
    const signed = res.locals.signed as Signed | null;
    return signed ? { csrf: signed.session.csrfToken, user: signed.user } : { csrf: anonymousCsrf(req, res) };
  }

  function portalError(res: Response, err: unknown): void {
    const status = typeof err === 'object' && err && 'status' in err ? Number(err.status) : 500;
    if (status >= 400 && status < 500) {
      send(res, status, messagePage({ csrf: '' }, 'Bad request', 'The form could not be read.'));
      return;
    }
    log.error({ err, reqId: res.getHeader('X-Request-Id') }, 'portal request failed');
    if (!res.headersSent) send(res, 500, messagePage({ csrf: '' }, 'Something went wrong', 'It has been logged. Please try again.'));
  }

  /** Wraps a handler that needs a logged-in user: others go to the log-in page. */
  const authed = (fn: (req: Request, res: Response, s: Signed) => Promise<void>) =>
    (req: Request, res: Response) => {
      const signed = res.locals.signed as Signed | null;
      if (!signed) {
        res.redirect(303, '/portal/login');
        return;
      }
      fn(req, res, signed).catch((err: unknown) => portalError(res, err));
    };
  const open = (fn: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response) => {
      fn(req, res).catch((err: unknown) => portalError(res, err));
    };

  r.get('/portal', (_req, res) => res.redirect(303, res.locals.signed ? '/portal/keys' : '/portal/login'));

  r.get('/portal/signup', open(async (req, res) => {
    if (!config.portal.signup) return send(res, 404, messagePage(pageCtx(req, res), 'Sign-up is closed', 'Ask the operator of this service for an account.'));
    send(res, 200, signupPage(pageCtx(req, res)));
  }));

  /**
   * Sign-up answers the same whether or not the email has an account (issue 25): "check your mail". A new
   * address gets a confirmation link (the account is made when it is opened, with the password chosen
   * here); a taken one gets a note that someone tried to sign up with it. The password is hashed either
   * way and the mail is sent after the answer, so the timing tells nothing either.
   */
  r.post('/portal/signup', open(async (req, res) => {
    const ctx = pageCtx(req, res);
    if (!config.portal.signup) return send(res, 404, messagePage(ctx, 'Sign-up is closed', 'Ask the operator of this service for an account.'));
    const email = normaliseEmail(field(req.body, 'email'));
    const password = field(req.body, 'password');
    if (email.length > 254 || !EMAIL_RE.test(email)) return send(res, 400, signupPage(ctx, { kind: 'error', text: 'Enter a valid email address.' }, email));
    if (password.toLowerCase() === email) return send(res, 400, signupPage(ctx, { kind: 'error', text: 'The password cannot be your email.' }, email));
    const weak = passwordProblem(password, [email, email.split('@')[0]]);
    if (weak) return send(res, 400, signupPage(ctx, { kind: 'error', text: weak }, email));
    const gate = await limits.hit(`signup:addr:${req.ip}`, SIGNUP_WINDOW_S, config.portal.signupsPerHour);
    if (!gate.allowed) {
      res.setHeader('Retry-After', String(gate.retryAfterSeconds));
      return send(res, 429, signupPage(ctx, { kind: 'error', text: `Too many sign-ups from your address. Try again in ${minutes(gate.retryAfterSeconds)}.` }, email));
    }
    const hash = await hashPassword(password, config.portal.scryptLog2N);
    const [existing, mailGate] = await Promise.all([store.userByEmail(email), limits.hit(`mail:email:${email}`, SIGNUP_WINDOW_S, MAILS_PER_EMAIL_PER_HOUR)]);
    if (existing) {
      if (mailGate.allowed) {
        mail({
          to: email, subject: 'Someone tried to sign up to Orrery with your address',
          text: `Someone (perhaps you) tried to create an Orrery account with ${email}, which already has one. No new account was made.\n\n`
            + `Log in: ${base(req)}/portal/login\nForgot your password? ${base(req)}/portal/password-reset\n\nIf it was not you, you need do nothing.\n`,
        });
      }
    } else {
      const { token } = await issuePortalToken(store, 'signup', { email, passwordHash: hash }, now());
      if (mailGate.allowed) {
        mail({
          to: email, subject: 'Confirm your Orrery account',
          text: `Welcome to Orrery. Your account is ready to be confirmed: open this link to start the 14-day trial (it works once, for 24 hours):\n`
            + `${base(req)}/portal/signup/confirm/${token}\n\nIf you did not sign up, ignore this mail: no account is made without the link.\n`,
        });
      }
    }
    log.info({ reqId: res.getHeader('X-Request-Id') }, 'portal sign-up asked');
    res.redirect(303, '/portal/signup/sent');
  }));

  r.get('/portal/signup/sent', open(async (req, res) => send(res, 200, signupSentPage(pageCtx(req, res)))));

  const linkGone = (req: Request, res: Response, what: string, again: string) =>
    send(res, 410, messagePage(pageCtx(req, res), 'This link no longer works', `This ${what} link has expired or was already used. ${again}`));

  r.get('/portal/signup/confirm/:token', open(async (req, res) => {
    const token = String(req.params.token);
    const t = TOKEN_RE.test(token) ? await store.peekPortalToken(digest(token), 'signup', now()) : null;
    if (!t) return linkGone(req, res, 'confirmation', 'Sign up again to get a new one.');
    // Opening the link changes nothing (mail scanners open links): the button below confirms.
    send(res, 200, signupConfirmPage(pageCtx(req, res), token, t.email));
  }));

  r.post('/portal/signup/confirm/:token', open(async (req, res) => {
    const token = String(req.params.token);
    const t = TOKEN_RE.test(token) ? await store.takePortalToken(digest(token), 'signup', now()) : null;
    if (!t?.passwordHash) return linkGone(req, res, 'confirmation', 'Sign up again to get a new one.');
    let made;
    try {
      made = await store.createUser(t.email, t.passwordHash, {
        name: t.email, plan: 'trial', monthlyQuota: config.quota.trial, trialDays: config.trialDays, trialCap: config.trialCap,
      }, now());
    } catch (e) {
      if (e instanceof StoreError && e.code === 'CONFLICT') {
        return send(res, 409, messagePage(pageCtx(req, res), 'Already confirmed', 'This address already has an account. Log in instead.'));
      }
      throw e;
    }
    await store.dropPortalTokens(t.email, 'signup');
    log.info({ account: made.account.id, user: made.user.id }, 'portal sign-up');
    await startSession(req, res, store, made.user, now(), config.portal.sessionDays);
    res.redirect(303, '/portal/keys');
  }));

  r.get('/portal/login', open(async (req, res) => {
    if (res.locals.signed) return res.redirect(303, '/portal/keys');
    const done = req.query.done === 'reset' ? { kind: 'ok' as const, text: 'Your password is changed and every session was logged out. Log in with the new password.' } : undefined;
    send(res, 200, loginPage(pageCtx(req, res), done));
  }));

  /**
   * Reserve, then judge (issue 25): the attempt takes its slot in the email's and the address's window
   * atomically BEFORE the password hash, so of a concurrent burst only the first LOGIN_MAX_PER_EMAIL are
   * ever judged; the others are refused at once and their slots given back. A failure keeps its slot, a
   * success clears the email's window and gives the address's slot back. The hashing of one email's
   * attempts runs one at a time (`oneAtATime`), so one email's burst holds at most one of libuv's threads
   * and other users' log-ins do not queue behind it.
   */
  r.post('/portal/login', open(async (req, res) => {
    const ctx = pageCtx(req, res);
    const email = normaliseEmail(field(req.body, 'email')).slice(0, 254);
    const password = field(req.body, 'password').slice(0, PASSWORD_MAX + 1);
    const byEmail = `login:email:${email}`;
    const byAddr = `login:addr:${req.ip}`;
    const [e, a] = await Promise.all([limits.hit(byEmail, LOGIN_WINDOW_S, LOGIN_MAX_PER_EMAIL), limits.hit(byAddr, LOGIN_WINDOW_S, LOGIN_MAX_PER_ADDRESS)]);
    if (!e.allowed || !a.allowed) {
      await Promise.all([limits.unhit(byEmail, LOGIN_WINDOW_S), limits.unhit(byAddr, LOGIN_WINDOW_S)]);
      const wait = Math.max(e.allowed ? 0 : e.retryAfterSeconds, a.allowed ? 0 : a.retryAfterSeconds);
      res.setHeader('Retry-After', String(wait));
      return send(res, 429, loginPage(ctx, { kind: 'error', text: `Too many failed log-ins. Try again in ${minutes(wait)}.` }, email));
    }
    const user = email ? await store.userByEmail(email) : null;
    const ok = await oneAtATime(byEmail, () => (user ? verifyPassword(password, user.passwordHash) : verifyNothing(password, config.portal.scryptLog2N)));
    if (!user || !ok) {
      log.info({ reqId: res.getHeader('X-Request-Id') }, 'portal log-in failed');
      return send(res, 401, loginPage(ctx, { kind: 'error', text: 'The email or the password is wrong.' }, email));
    }
    await Promise.all([limits.clear(byEmail, LOGIN_WINDOW_S), limits.unhit(byAddr, LOGIN_WINDOW_S)]);
    await startSession(req, res, store, user, now(), config.portal.sessionDays);
    res.redirect(303, '/portal/keys');
  }));

  r.post('/portal/logout', open(async (req, res) => {
    await endSession(req, res, store);
    res.redirect(303, '/portal/login');
  }));

  async function renderKeys(req: Request, res: Response, s: Signed, status: number, extra: Partial<Parameters<typeof keysPage>[1]> = {}) {
    const accountId = s.user.accountId;
    const [keys, report] = await Promise.all([store.listKeys(accountId), store.usage(accountId, periodOf(now()))]);
    const unitsByKey = new Map(report.byKey.map((k) => [k.keyId, k.total]));
    send(res, status, keysPage({ csrf: s.session.csrfToken, user: s.user }, { keys, unitsByKey, base: config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`, now: now(), ...extra }));
  }

  /** Ends a successful action: what its page must show goes in the flash, then 303 to that page. */
  async function done(res: Response, s: Signed, to: string, flash: Flash): Promise<void> {
    await putFlash(store, s, flash);
    res.redirect(303, to);
  }
  const ok = (text: string): Flash => ({ kind: 'notice', notice: { kind: 'ok', text } });

  /** The key named in the path if it belongs to the session's account. */
  async function ownKey(req: Request, s: Signed): Promise<KeyRecord | null> {
    const id = String(req.params.id ?? '');
    if (!KEY_ID_RE.test(id)) return null;
    const key = await store.getKey(id);
    return key && key.accountId === s.user.accountId ? key : null;
  }
  const actor = (req: Request, s: Signed): Actor => ({ actor: `portal:${s.user.id}`, ip: req.ip ?? null });
  const noSuchKey = (res: Response, s: Signed) =>
    send(res, 404, messagePage({ csrf: s.session.csrfToken, user: s.user }, 'No such key', 'This account has no key with that id.'));

  r.get('/portal/keys', authed(async (req, res, s) => {
    const flash = (await takeFlash(store, s)) as Flash | null;
    if (flash?.kind === 'key') {
      const key = await store.getKey(flash.keyId);
      if (key && key.accountId === s.user.accountId) {
        return renderKeys(req, res, s, 200, { shown: { raw: flash.raw, key, rotated: flash.rotated, graceUntil: flash.graceUntil ? new Date(flash.graceUntil) : null } });
      }
    }
    return renderKeys(req, res, s, 200, flash?.kind === 'notice' ? { notice: flash.notice } : {});
  }));

  r.post('/portal/keys', authed(async (req, res, s) => {
    const label = field(req.body, 'label').trim();
    if (!label || label.length > 60 || CONTROL_RE.test(label)) {
      return renderKeys(req, res, s, 400, { notice: { kind: 'error', text: 'A label has 1 to 60 characters (no control characters).' }, label: label.slice(0, 60) });
    }
    try {
      const issued = await issueKey(store, s.user.accountId, label, now(), actor(req, s));
      log.info({ account: s.user.accountId, key: issued.record.id }, 'portal key created');
      return await done(res, s, '/portal/keys', { kind: 'key', raw: issued.raw, keyId: issued.record.id, rotated: false, graceUntil: null });
    } catch (e) {
      if (e instanceof StoreError && e.code === 'KEY_LIMIT') {
        return renderKeys(req, res, s, 409, { notice: { kind: 'error', text: 'This account already has 5 active keys, the most it can hold. Revoke one before creating another.' }, label });
      }
      throw e;
    }
  }));

  r.get('/portal/keys/:id/rotate', authed(async (req, res, s) => {
    const key = await ownKey(req, s);
    if (!key) return noSuchKey(res, s);
    if (key.status !== 'active') return res.redirect(303, '/portal/keys');
    send(res, 200, rotatePage({ csrf: s.session.csrfToken, user: s.user }, key));
  }));

  r.post('/portal/keys/:id/rotate', authed(async (req, res, s) => {
    const key = await ownKey(req, s);
    if (!key) return noSuchKey(res, s);
    const grace = GRACE_CHOICES.find((g) => g.value === field(req.body, 'grace'));
    if (field(req.body, 'confirm') !== 'yes' || !grace) {
      return send(res, 400, rotatePage({ csrf: s.session.csrfToken, user: s.user }, key, { kind: 'error', text: 'Choose how long the old secret keeps working, then confirm.' }));
    }
    if (key.status !== 'active') return renderKeys(req, res, s, 409, { notice: { kind: 'error', text: `Key ${key.id} is revoked; it cannot be rotated.` } });
    const t = now();
    const graceUntil = grace.ms > 0 ? new Date(t.getTime() + grace.ms) : null;
    const issued = await rotateSecret(store, key.id, t, actor(req, s), graceUntil);
    log.info({ account: s.user.accountId, key: key.id, graceSeconds: grace.ms / 1000 }, 'portal key rotated');
    return done(res, s, '/portal/keys', { kind: 'key', raw: issued.raw, keyId: key.id, rotated: true, graceUntil: graceUntil?.toISOString() ?? null });
  }));

  r.get('/portal/keys/:id/revoke', authed(async (req, res, s) => {
    const key = await ownKey(req, s);
    if (!key) return noSuchKey(res, s);
    if (key.status !== 'active') return res.redirect(303, '/portal/keys');
    send(res, 200, revokePage({ csrf: s.session.csrfToken, user: s.user }, key));
  }));

  r.post('/portal/keys/:id/revoke', authed(async (req, res, s) => {
    const key = await ownKey(req, s);
    if (!key) return noSuchKey(res, s);
    if (field(req.body, 'confirm') !== 'yes') return send(res, 400, revokePage({ csrf: s.session.csrfToken, user: s.user }, key));
    if (key.status !== 'active') return renderKeys(req, res, s, 409, { notice: { kind: 'error', text: `Key ${key.id} was already revoked.` } });
    await revokeKey(store, key.id, now(), actor(req, s));
    log.info({ account: s.user.accountId, key: key.id }, 'portal key revoked');
    return done(res, s, '/portal/keys', ok(`Key “${key.label}” (${key.id}) is revoked. It no longer works anywhere.`));
  }));

  r.get('/portal/requests', authed(async (req, res, s) => {
    const keys = await store.listKeys(s.user.accountId);
    const askedKey = typeof req.query.key === 'string' ? req.query.key : '';
    const keyId = keys.some((k) => k.id === askedKey) ? askedKey : '';
    const asked = typeof req.query.requestId === 'string' ? req.query.requestId.trim() : '';
    const requestId = REQUEST_ID_RE.test(asked) ? asked : '';
    const notice: Notice = asked && !requestId ? { kind: 'error', text: 'A request id has 1 to 64 of A–Z a–z 0–9 . _ -' } : undefined;
    const entries = await store.requestLog(s.user.accountId, { keyId: keyId || undefined, requestId: requestId || undefined, limit: REQUEST_ROWS });
    send(res, notice ? 400 : 200, requestsPage({ csrf: s.session.csrfToken, user: s.user }, { entries, keys, keyId, requestId: requestId || asked.slice(0, 64), notice }));
  }));

  r.get('/portal/usage', authed(async (req, res, s) => {
    const t = now();
    const asked = typeof req.query.period === 'string' ? req.query.period : periodOf(t);
    const period = PERIOD_RE.test(asked) && asked <= periodOf(t) ? asked : periodOf(t);
    const [view, account] = await Promise.all([usageView(store, s.user.accountId, period, t), store.getAccount(s.user.accountId)]);
    send(res, 200, usagePage({ csrf: s.session.csrfToken, user: s.user }, view, recentPeriods(t, account?.createdAt ?? t)));
  }));

  async function renderAccount(res: Response, s: Signed, status: number, notice?: Parameters<typeof accountPage>[1]['notice']) {
    const [account, security] = await Promise.all([store.getAccount(s.user.accountId), store.auditLog(s.user.accountId, SECURITY_LOG_ROWS)]);
    if (!account) throw new Error(`user ${s.user.id} has no account`);
    send(res, status, accountPage({ csrf: s.session.csrfToken, user: s.user }, {
      user: s.user, plan: account.plan, monthlyQuota: account.monthlyQuota, trialEndsAt: account.trialEndsAt, accountId: account.id, security, notice,
    }));
  }

  r.get('/portal/account', authed(async (_req, res, s) => {
    const flash = (await takeFlash(store, s)) as Flash | null;
    return renderAccount(res, s, 200, flash?.kind === 'notice' ? flash.notice : undefined);
  }));

  r.post('/portal/account/password', authed(async (req, res, s) => {
    const current = field(req.body, 'current').slice(0, PASSWORD_MAX + 1);
    const next = field(req.body, 'next');
    const gateKey = `password:user:${s.user.id}`;
    // Reserve, then judge, as for the log-in.
    const gate = await limits.hit(gateKey, LOGIN_WINDOW_S, LOGIN_MAX_PER_EMAIL);
    if (!gate.allowed) {
      await limits.unhit(gateKey, LOGIN_WINDOW_S);
      return renderAccount(res, s, 429, { kind: 'error', text: `Too many wrong passwords. Try again in ${minutes(gate.retryAfterSeconds)}.` });
    }
    if (!(await oneAtATime(gateKey, () => verifyPassword(current, s.user.passwordHash)))) {
      return renderAccount(res, s, 400, { kind: 'error', text: 'The current password is wrong.' });
    }
    await limits.unhit(gateKey, LOGIN_WINDOW_S);
    const weak = passwordProblem(next, [s.user.email, s.user.email.split('@')[0]]);
    if (weak) return renderAccount(res, s, 400, { kind: 'error', text: weak.replace('The password', 'The new password') });
    const changedAt = now();
    await store.setPassword(s.user.id, await hashPassword(next, config.portal.scryptLog2N), changedAt);
    await record(store, actor(req, s), s.user.accountId, 'password.changed', null, changedAt);
    // Every session ended with the change; this browser gets a fresh one.
    const user = (await store.getUser(s.user.id)) ?? s.user;
    const fresh = await startSession(req, res, store, user, now(), config.portal.sessionDays);
    log.info({ account: user.accountId }, 'portal password changed');
    await done(res, fresh, '/portal/account', ok('Password changed. Other sessions have been logged out.'));
  }));

  // Password reset (OWASP Forgot Password cheat sheet): the same answer whether or not the address has
  // an account; a random single-use token, stored as a digest, valid 30 minutes; a new password ends
  // every session and every other reset link.
  r.get('/portal/password-reset', open(async (req, res) => send(res, 200, resetRequestPage(pageCtx(req, res)))));

  r.post('/portal/password-reset', open(async (req, res) => {
    const ctx = pageCtx(req, res);
    const email = normaliseEmail(field(req.body, 'email'));
    if (email.length > 254 || !EMAIL_RE.test(email)) return send(res, 400, resetRequestPage(ctx, { kind: 'error', text: 'Enter a valid email address.' }, email));
    const gate = await limits.hit(`reset:addr:${req.ip}`, SIGNUP_WINDOW_S, RESETS_PER_ADDRESS_PER_HOUR);
    if (!gate.allowed) {
      res.setHeader('Retry-After', String(gate.retryAfterSeconds));
      return send(res, 429, resetRequestPage(ctx, { kind: 'error', text: `Too many requests from your address. Try again in ${minutes(gate.retryAfterSeconds)}.` }, email));
    }
    const [user, mailGate] = await Promise.all([store.userByEmail(email), limits.hit(`mail:email:${email}`, SIGNUP_WINDOW_S, MAILS_PER_EMAIL_PER_HOUR)]);
    if (user && mailGate.allowed) {
      const { token } = await issueResetToken(store, user, now());
      mail(resetMail(user.email, resetLink(base(req), token)));
    }
    log.info({ reqId: res.getHeader('X-Request-Id') }, 'portal password reset asked');
    res.redirect(303, '/portal/password-reset/sent');
  }));

  r.get('/portal/password-reset/sent', open(async (req, res) => send(res, 200, resetSentPage(pageCtx(req, res)))));

  r.get('/portal/password-reset/:token', open(async (req, res) => {
    const token = String(req.params.token);
    const t = TOKEN_RE.test(token) ? await store.peekPortalToken(digest(token), 'reset', now()) : null;
    if (!t) return linkGone(req, res, 'password reset', 'Ask for a new one on the log-in page.');
    send(res, 200, resetPage(pageCtx(req, res), token, t.email));
  }));

  r.post('/portal/password-reset/:token', open(async (req, res) => {
    const token = String(req.params.token);
    const hashOf = TOKEN_RE.test(token) ? digest(token) : null;
    const t = hashOf ? await store.peekPortalToken(hashOf, 'reset', now()) : null;
    if (!t || !hashOf || !t.userId) return linkGone(req, res, 'password reset', 'Ask for a new one on the log-in page.');
    const next = field(req.body, 'next');
    const weak = passwordProblem(next, [t.email, t.email.split('@')[0]]);
    if (weak) return send(res, 400, resetPage(pageCtx(req, res), token, t.email, { kind: 'error', text: weak }));
    const hash = await hashPassword(next, config.portal.scryptLog2N);
    // Taken only now (single use, atomic): of two concurrent posts one sets the password.
    const taken = await store.takePortalToken(hashOf, 'reset', now());
    const user = taken?.userId ? await store.getUser(taken.userId) : null;
    if (!taken || !user) return linkGone(req, res, 'password reset', 'Ask for a new one on the log-in page.');
    const at = now();
    await store.setPassword(user.id, hash, at);
    await store.dropPortalTokens(user.email, 'reset');
    await record(store, { actor: `portal:${user.id}`, ip: req.ip ?? null }, user.accountId, 'password.reset', null, at);
    // The mailbox is proven: the log-in lockout of this email starts afresh.
    await limits.clear(`login:email:${user.email}`, LOGIN_WINDOW_S);
    log.info({ account: user.accountId }, 'portal password reset');
    res.redirect(303, '/portal/login?done=reset');
  }));

  r.use('/portal', (req: Request, res: Response) => {
    send(res, 404, messagePage(pageCtx(req, res), 'Not found', 'There is no such page in the portal.'));
  });

  return r;
}
