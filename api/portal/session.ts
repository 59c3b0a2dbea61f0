/**
 * Portal sessions and CSRF protection.
 * - A session is a random 256-bit token in an httpOnly, SameSite=Lax cookie (Secure over HTTPS); the
 *   store keeps only its SHA-256 digest, so a leaked database holds no usable session.
 * - Every form carries a CSRF token: the session's own synchronizer token once logged in; before that
 *   (sign up, log in) a double-submit token whose cookie is httpOnly and SameSite=Strict.
 * - Every POST must also come from this origin when the browser says where it comes from
 *   (Origin, Sec-Fetch-Site), as OWASP's CSRF cheat sheet recommends in depth.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Session, Store, User } from '../../shared/store/ports.js';

export const SESSION_COOKIE = 'orrery_session';
export const CSRF_COOKIE = 'orrery_csrf';
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function cookies(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  const header = req.headers.cookie;
  if (typeof header !== 'string') return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return out;
}

function setCookie(req: Request, res: Response, name: string, value: string, attrs: string[]): void {
  const parts = [`${name}=${value}`, 'HttpOnly', ...attrs];
  if (req.secure) parts.push('Secure');
  res.append('Set-Cookie', parts.join('; '));
}

export function sameToken(a: unknown, b: string): boolean {
  if (typeof a !== 'string' || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export interface Signed {
  session: Session;
  user: User;
  /** The cookie's raw token (the store has only its digest): it seals the session's flash. */
  token: string;
}

export async function loadSession(req: Request, store: Store, now: Date): Promise<Signed | null> {
  const token = cookies(req)[SESSION_COOKIE];
  if (!token || !TOKEN_RE.test(token)) return null;
  const session = await store.getSession(digest(token), now);
  if (!session) return null;
  const user = await store.getUser(session.userId);
  return user && user.accountId === session.accountId ? { session, user, token } : null;
}

export async function startSession(req: Request, res: Response, store: Store, user: User, now: Date, days: number): Promise<Signed> {
  const token = newToken();
  const session: Session = {
    idHash: digest(token), userId: user.id, accountId: user.accountId, csrfToken: newToken(),
    createdAt: now, expiresAt: new Date(now.getTime() + days * 86_400_000),
  };
  await store.createSession(session);
  setCookie(req, res, SESSION_COOKIE, token, ['Path=/', 'SameSite=Lax', `Max-Age=${days * 86_400}`]);
  return { session, user, token };
}

/**
 * Post/redirect/get: an action stores what its next page must show (a new key's secret, a notice) as the
 * session's flash, and redirects; the GET takes it (once) and shows it, so a reload repeats nothing and
 * shows nothing twice. The flash is sealed (AES-256-GCM) with a key derived from the session's cookie
 * token, which the store never holds: a copy of the database cannot read a secret waiting there.
 */
function flashKey(token: string): Buffer {
  return createHash('sha256').update(`orrery portal flash\0${token}`).digest();
}

export async function putFlash(store: Store, s: Signed, value: unknown): Promise<void> {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', flashKey(s.token), iv);
  const sealed = Buffer.concat([c.update(JSON.stringify(value), 'utf8'), c.final()]);
  await store.setSessionFlash(s.session.idHash, [iv, c.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.'));
}

export async function takeFlash(store: Store, s: Signed): Promise<unknown> {
  const sealed = await store.takeSessionFlash(s.session.idHash);
  if (!sealed) return null;
  try {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    const d = createDecipheriv('aes-256-gcm', flashKey(s.token), iv);
    d.setAuthTag(tag);
    return JSON.parse(Buffer.concat([d.update(body), d.final()]).toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

export async function endSession(req: Request, res: Response, store: Store): Promise<void> {
  const token = cookies(req)[SESSION_COOKIE];
  if (token && TOKEN_RE.test(token)) await store.deleteSession(digest(token));
  setCookie(req, res, SESSION_COOKIE, '', ['Path=/', 'SameSite=Lax', 'Max-Age=0']);
}

/** The double-submit token for forms shown before log-in, set as a cookie when the browser has none. */
export function anonymousCsrf(req: Request, res: Response): string {
  const have = cookies(req)[CSRF_COOKIE];
  if (have && TOKEN_RE.test(have)) return have;
  const token = newToken();
  setCookie(req, res, CSRF_COOKIE, token, ['Path=/portal', 'SameSite=Strict']);
  return token;
}

/** Whether a POST comes from a page of this origin, as far as the browser tells. */
export function sameOrigin(req: Request): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true; // not a browser, or one that does not say
  if (origin === 'null') return false; // an opaque origin (sandboxed frame, data: page)
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
