/**
 * Admin CLI: `npm run admin -- <command> [options]`, on the configured store (embedded SQLite under
 * DATA_DIR, MongoDB when MONGODB_URL is set). Prints one pretty JSON object per command on stdout;
 * errors are one line on stderr with exit code 1 (2 for usage errors). Raw API keys are printed once
 * and never stored: the store only ever sees their SHA-256 digest.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../shared/config.js';
import { createStore } from '../shared/store/index.js';
import { issueKey, revokeKey, rotateSecret, type Actor } from '../shared/store/key-actions.js';
import { issueResetToken, resetLink } from './portal/tokens.js';
import { MAX_ACTIVE_KEYS, periodOf, StoreError, type Account, type KeyRecord, type Store } from '../shared/store/ports.js';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-account --name NAME [--plan trial|paid] [--quota N]  create an account (plan default: trial)
  list-accounts                                              accounts with their active key count
  create-key --account ACC_ID [--label LABEL]                new API key for an account (shown once)
  list-keys --account ACC_ID                                 an account's keys (never the secrets)
  rotate-key --key KEY_ID                                    new secret for a key; the old one stops working
  revoke-key --key KEY_ID                                    revoke a key
  usage --account ACC_ID [--period YYYY-MM]                  usage report (default: current UTC month)
  audit --account ACC_ID [--limit N]                         security log: key and secret changes, newest first (default 50)
  reset-password --email EMAIL                               a one-time password-reset link for a portal user (30 minutes)
  help                                                       this text
`;

const OPTIONS = {
  name: { type: 'string' }, plan: { type: 'string' }, quota: { type: 'string' }, account: { type: 'string' },
  label: { type: 'string' }, key: { type: 'string' }, period: { type: 'string' }, limit: { type: 'string' }, email: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;
type OptName = Exclude<keyof typeof OPTIONS, 'help'>;
type Values = Partial<Record<OptName, string>>;
type Action = (store: Store, config: Config) => Promise<unknown>;
interface Command { options: readonly OptName[]; prepare(v: Values): Action }

class UsageError extends Error {
  constructor(message: string, readonly showUsage = false) { super(message); }
}

const ONCE = 'shown once: store this API key now; only its SHA-256 digest is kept and it cannot be shown again';
const MAX_QUOTA = 1_000_000_000;
const ADMIN: Actor = { actor: 'admin-cli', ip: null };
const AUDIT_MAX = 1000;

function required(v: Values, name: OptName): string {
  const s = v[name]?.trim();
  if (!s) throw new UsageError(`--${name} is required`);
  return s;
}

function idOpt(v: Values, name: 'account' | 'key'): string {
  const prefix = name === 'account' ? 'acc' : 'key';
  const id = required(v, name);
  if (!new RegExp(`^${prefix}_[A-Za-z0-9]{1,64}$`).test(id)) throw new UsageError(`--${name} must look like ${prefix}_…, got "${id}"`);
  return id;
}

function textOpt(v: Values, name: 'name' | 'label', fallback?: string): string {
  const s = v[name] === undefined && fallback !== undefined ? fallback : required(v, name);
  if (s.length > 200) throw new UsageError(`--${name} is too long (at most 200 characters)`);
  return s;
}

function planOpt(v: Values): 'trial' | 'paid' {
  const p = v.plan ?? 'trial';
  if (p !== 'trial' && p !== 'paid') throw new UsageError(`--plan must be trial or paid, got "${p}"`);
  return p;
}

function quotaOpt(v: Values): number | undefined {
  if (v.quota === undefined) return undefined;
  const n = /^[1-9][0-9]*$/.test(v.quota) ? Number(v.quota) : NaN;
  if (!(n <= MAX_QUOTA)) throw new UsageError(`--quota must be a positive integer up to ${MAX_QUOTA}, got "${v.quota}"`);
  return n;
}

function periodOpt(v: Values): string {
  const p = v.period ?? periodOf(new Date());
  if (!/^[0-9]{4}-(0[1-9]|1[0-2])$/.test(p)) throw new UsageError(`--period must be YYYY-MM, got "${p}"`);
  return p;
}

async function mustAccount(store: Store, id: string): Promise<Account> {
  const a = await store.getAccount(id);
  if (!a) throw new StoreError('NOT_FOUND', `no account ${id}`);
  return a;
}

const shownOnce = (key: KeyRecord, apiKey: string) => ({ key, apiKey, note: ONCE });

const COMMANDS: Record<string, Command> = {
  'create-account': {
    options: ['name', 'plan', 'quota'],
    prepare(v) {
      const name = textOpt(v, 'name');
      const plan = planOpt(v);
      const quota = quotaOpt(v);
      return (store, c) => store.createAccount(
        { name, plan, monthlyQuota: quota ?? c.quota[plan], ...(plan === 'trial' ? { trialDays: c.trialDays, trialCap: c.trialCap } : {}) },
        new Date(),
      );
    },
  },
  'list-accounts': { options: [], prepare: () => async (store) => ({ accounts: await store.listAccounts() }) },
  'create-key': {
    options: ['account', 'label'],
    prepare(v) {
      const accountId = idOpt(v, 'account');
      const label = textOpt(v, 'label', 'default');
      return async (store) => {
        const { record, raw } = await issueKey(store, accountId, label, new Date(), ADMIN);
        return shownOnce(record, raw);
      };
    },
  },
  'list-keys': {
    options: ['account'],
    prepare(v) {
      const accountId = idOpt(v, 'account');
      return async (store) => {
        await mustAccount(store, accountId);
        return { accountId, keys: await store.listKeys(accountId) };
      };
    },
  },
  'rotate-key': {
    options: ['key'],
    prepare(v) {
      const keyId = idOpt(v, 'key');
      return async (store) => {
        const { record, raw } = await rotateSecret(store, keyId, new Date(), ADMIN);
        return shownOnce(record, raw);
      };
    },
  },
  'revoke-key': {
    options: ['key'],
    prepare(v) {
      const keyId = idOpt(v, 'key');
      return async (store) => ({ key: await revokeKey(store, keyId, new Date(), ADMIN) });
    },
  },
  audit: {
    options: ['account', 'limit'],
    prepare(v) {
      const accountId = idOpt(v, 'account');
      const limit = v.limit === undefined ? 50 : /^[1-9][0-9]{0,3}$/.test(v.limit) ? Number(v.limit) : NaN;
      if (!(limit <= AUDIT_MAX)) throw new UsageError(`--limit must be an integer from 1 to ${AUDIT_MAX}, got "${v.limit}"`);
      return async (store) => {
        await mustAccount(store, accountId);
        return { accountId, entries: await store.auditLog(accountId, limit) };
      };
    },
  },
  'reset-password': {
    options: ['email'],
    prepare(v) {
      const email = required(v, 'email').toLowerCase();
      if (email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`--email must be an email address, got "${email}"`);
      return async (store, c) => {
        const user = await store.userByEmail(email);
        if (!user) throw new StoreError('NOT_FOUND', `no portal user with the email ${email}`);
        const { token, expiresAt } = await issueResetToken(store, user, new Date());
        return {
          email: user.email, accountId: user.accountId, link: resetLink(c.publicUrl ?? `http://localhost:${c.port}`, token), expiresAt,
          note: 'shown once: give this link to the user; it works once, for 30 minutes, and replaces any earlier reset link',
        };
      };
    },
  },
  usage: {
    options: ['account', 'period'],
    prepare(v) {
      const accountId = idOpt(v, 'account');
      const period = periodOpt(v);
      return async (store) => {
        await mustAccount(store, accountId);
        return store.usage(accountId, period);
      };
    },
  },
};

function isParseArgsError(e: unknown): e is Error {
  return e instanceof Error && 'code' in e && typeof e.code === 'string' && e.code.startsWith('ERR_PARSE_ARGS');
}

/** Validates the whole command line before any store is opened; null means "print help". */
function prepare(argv: string[]): Action | null {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    throw isParseArgsError(e) ? new UsageError(e.message.split(/\.\s|\n/)[0] ?? 'bad option') : e;
  }
  const { positionals, values } = parsed;
  const name = positionals[0];
  if (name === undefined || name === 'help' || values.help) return null;
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) throw new UsageError(`unknown command "${name}"`, true);
  if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
  const given = (Object.keys(values) as (keyof typeof values)[]).filter((k) => k !== 'help');
  const stray = given.find((k) => !(command.options as readonly string[]).includes(k));
  if (stray) throw new UsageError(`--${stray} does not apply to ${name}`);
  return command.prepare(values);
}

function describe(e: unknown): string {
  if (e instanceof StoreError && e.code === 'KEY_LIMIT') {
    return `the account already has ${MAX_ACTIVE_KEYS} active keys (the limit); revoke one first with revoke-key --key KEY_ID`;
  }
  if (e instanceof ConfigError) return `invalid configuration: ${e.problems.join('; ')}`;
  return (e instanceof Error ? e.message : String(e)).replace(/\s*\n\s*/g, ' ');
}

async function runAction(action: Action): Promise<number> {
  const config = loadConfig();
  const store = createStore(config);
  try {
    await store.init();
    process.stdout.write(`${JSON.stringify(await action(store, config), null, 2)}\n`);
    return 0;
  } finally {
    await store.close().catch(() => undefined);
  }
}

async function main(argv: string[]): Promise<number> {
  try {
    const action = prepare(argv);
    if (!action) {
      process.stdout.write(USAGE);
      return 0;
    }
    return await runAction(action);
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`error: ${e.message}${e.showUsage ? `\n\n${USAGE}` : ' (see: npm run admin -- help)\n'}`);
      return 2;
    }
    process.stderr.write(`error: ${describe(e)}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
