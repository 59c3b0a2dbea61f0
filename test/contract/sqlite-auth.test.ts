/**
 * The embedded store remembers authenticated keys, but never past a change: a key revoked or rotated
 * by another connection (another web process, the admin CLI) or by this one is refused on the next call.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../shared/store/embedded/sqlite-store.js';
import { hashKey } from '../../shared/store/keys.js';

const dir = mkdtempSync(join(tmpdir(), 'orrery-auth-'));
const file = join(dir, 's.sqlite');
const web = new SqliteStore(file);
const admin = new SqliteStore(file);
afterAll(async () => {
  await web.close();
  await admin.close();
  rmSync(dir, { recursive: true, force: true });
});
const T0 = new Date('2026-11-01T00:00:00Z');

describe('embedded store: authentication cache', () => {
  it('a key revoked by another connection is refused on the very next lookup', async () => {
    const acc = await admin.createAccount({ name: 'a', plan: 'paid', monthlyQuota: 10 }, T0);
    const k = await admin.createKey(acc.id, 'k', hashKey('ak_one'), T0);
    expect((await web.authenticate(hashKey('ak_one')))?.key.id).toBe(k.id);
    expect((await web.authenticate(hashKey('ak_one')))?.key.id).toBe(k.id); // served from memory
    await admin.revokeKey(k.id, T0);
    expect(await web.authenticate(hashKey('ak_one'))).toBeNull();
  });

  it('a key rotated by another connection: the old digest is refused, the new one accepted', async () => {
    const acc = await admin.createAccount({ name: 'b', plan: 'paid', monthlyQuota: 10 }, T0);
    const k = await admin.createKey(acc.id, 'k', hashKey('ak_two'), T0);
    expect(await web.authenticate(hashKey('ak_two'))).not.toBeNull();
    await admin.rotateKey(k.id, hashKey('ak_three'), T0);
    expect(await web.authenticate(hashKey('ak_two'))).toBeNull();
    expect((await web.authenticate(hashKey('ak_three')))?.key.id).toBe(k.id);
  });

  it('a key revoked through the same connection is refused at once too', async () => {
    const acc = await web.createAccount({ name: 'c', plan: 'paid', monthlyQuota: 10 }, T0);
    const k = await web.createKey(acc.id, 'k', hashKey('ak_four'), T0);
    expect(await web.authenticate(hashKey('ak_four'))).not.toBeNull();
    await web.revokeKey(k.id, T0);
    expect(await web.authenticate(hashKey('ak_four'))).toBeNull();
  });
});
