/**
 * One-time links of the portal (sign-up confirmation, password reset): a random 256-bit token in the
 * link, only its SHA-256 digest in the store, single use (taken atomically), short-lived. Shared by the
 * portal and the admin CLI's `reset-password`.
 */
import type { PortalTokenPurpose, Store } from '../../shared/store/ports.js';
import { digest, newToken } from './session.js';

export const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
/** A reset link works for 30 minutes (OWASP Forgot Password cheat sheet: short-lived, single use). */
export const RESET_TTL_MS = 30 * 60_000;
/** A sign-up confirmation link works for a day. */
export const SIGNUP_TTL_MS = 24 * 3_600_000;

export interface TokenFields {
  email: string;
  userId?: string | null;
  passwordHash?: string | null;
}

/** Stores a new token's digest and returns the raw token (for the link only: never stored or logged). */
export async function issuePortalToken(store: Store, purpose: PortalTokenPurpose, f: TokenFields, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + (purpose === 'reset' ? RESET_TTL_MS : SIGNUP_TTL_MS));
  await store.createPortalToken({
    tokenHash: digest(token), purpose, email: f.email, userId: f.userId ?? null, passwordHash: f.passwordHash ?? null, createdAt: now, expiresAt,
  });
  return { token, expiresAt };
}

/** A new reset link for a user replaces any earlier one. */
export async function issueResetToken(store: Store, user: { id: string; email: string }, now: Date): Promise<{ token: string; expiresAt: Date }> {
  await store.dropPortalTokens(user.email, 'reset');
  return issuePortalToken(store, 'reset', { email: user.email, userId: user.id }, now);
}

export function resetLink(base: string, token: string): string {
  return `${base}/portal/password-reset/${token}`;
}

export function resetMail(to: string, link: string): { to: string; subject: string; text: string } {
  return {
    to,
    subject: 'Reset your Orrery password',
    text: `Someone (we hope you) asked to reset the password of your Orrery account.\n\nChoose a new password here (the link works once, for 30 minutes):\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
  };
}
