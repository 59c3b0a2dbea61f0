/**
 * The security log of an account: who created, rotated or revoked which key, rotated the webhook
 * secret or changed the password, from where and when. Append-only; read newest first (the portal's
 * Account page, the admin CLI). Held to the store contract suite like every port.
 */

export type AuditAction = 'key.created' | 'key.rotated' | 'key.revoked' | 'webhook_secret.rotated' | 'password.changed' | 'password.reset';

export interface AuditEntry {
  accountId: string;
  action: AuditAction;
  /** The key acted on, when the action is about a key. */
  keyId: string | null;
  /** Who did it: `portal:<user id>`, `admin-cli`, `api:<key id>`. */
  actor: string;
  /** The client address, when the action came over HTTP. */
  ip: string | null;
  at: Date;
}

export interface AuditStore {
  audit(entry: AuditEntry): Promise<void>;
  /** The account's entries, newest first, at most `limit`. */
  auditLog(accountId: string, limit: number): Promise<AuditEntry[]>;
}
