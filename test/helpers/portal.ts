/**
 * Drives the portal over HTTP as a browser would: a cookie jar, forms posted with the page's CSRF token;
 * with an inbox (the test server's mails, or a process's log) it also follows the mailed links.
 */

/** The text of the newest mail to an address, if any. */
export type Inbox = (to: string) => Promise<string | undefined>;

/**
 * An inbox over mails that arrive a moment after the page answered: each call waits (up to 2 s) for a
 * mail to `to` it has not returned before, else returns the newest one.
 */
function waitingInbox(all: (to: string) => string[]): Inbox {
  const seen = new Map<string, number>();
  return async (to) => {
    const before = seen.get(to) ?? 0;
    let got = all(to);
    for (let i = 0; i < 100 && got.length <= before; i++) {
      await new Promise((r) => setTimeout(r, 20));
      got = all(to);
    }
    seen.set(to, got.length);
    return got.at(-1);
  };
}

/** An inbox over a process's output: the mails it printed to its log (no SMTP_URL set). */
export function logInbox(output: () => string): Inbox {
  return waitingInbox((to) => {
    const texts: string[] = [];
    for (const line of output().split('\n')) {
      if (!line.includes('"mail"')) continue;
      try {
        const j = JSON.parse(line) as { mail?: { to?: string; text?: string } };
        if (j.mail?.to === to && j.mail.text) texts.push(j.mail.text);
      } catch {
        // not a JSON line
      }
    }
    return texts;
  });
}

/** The first link to `path…` in a mail's text. */
export function linkIn(text: string | undefined, path: string): string {
  const m = new RegExp(`https?://[^\\s]+(${path.replace(/[/]/g, '\\/')}[^\\s]*)`).exec(text ?? '');
  if (!m) throw new Error(`no ${path} link in the mail: ${text}`);
  return m[1];
}

export interface PortalResponse {
  status: number;
  headers: Headers;
  html: string;
  location: string | null;
}

export class PortalClient {
  readonly jar = new Map<string, string>();
  /** The CSRF token of the last page that had a form. */
  csrf = '';

  constructor(readonly base: string, readonly inbox?: Inbox) {}

  private cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  private async wrap(res: Response): Promise<PortalResponse> {
    this.remember(res);
    const html = await res.text();
    const m = /name="_csrf" value="([^"]*)"/.exec(html);
    if (m) this.csrf = m[1];
    return { status: res.status, headers: res.headers, html, location: res.headers.get('location') };
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<PortalResponse> {
    const res = await fetch(this.base + path, { redirect: 'manual', headers: { cookie: this.cookieHeader(), ...headers } });
    return this.wrap(res);
  }

  /** Posts a form; `_csrf` is the last page's token unless the fields set it. */
  async post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<PortalResponse> {
    const body = new URLSearchParams({ _csrf: this.csrf, ...fields });
    const res = await fetch(this.base + path, {
      method: 'POST', redirect: 'manual', body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: this.cookieHeader(), ...headers },
    });
    return this.wrap(res);
  }

  /**
   * Signs up; with an inbox, also opens the mailed confirmation link and confirms (the answer is then the
   * confirmation's 303 to /portal/keys). Refusals (4xx) and, without an inbox, the 303 to "check your
   * mail" are returned as they are.
   */
  async signup(email: string, password: string): Promise<PortalResponse> {
    await this.get('/portal/signup');
    const asked = await this.post('/portal/signup', { email, password });
    if (asked.status !== 303 || !this.inbox) return asked;
    const mail = await this.inbox(email.trim().toLowerCase());
    if (!mail?.includes('/portal/signup/confirm/')) return asked;
    const path = linkIn(mail, '/portal/signup/confirm/');
    await this.get(path);
    return this.post(path, {});
  }

  /** Asks for a reset link and returns its path (from the inbox). */
  async resetLink(email: string): Promise<string> {
    await this.get('/portal/password-reset');
    const r = await this.post('/portal/password-reset', { email });
    if (r.status !== 303) throw new Error(`reset request answered ${r.status}`);
    return linkIn(this.inbox ? await this.inbox(email) : undefined, '/portal/password-reset/');
  }

  async login(email: string, password: string): Promise<PortalResponse> {
    await this.get('/portal/login');
    return this.post('/portal/login', { email, password });
  }

  /** Posts a form and, when it answers 303, follows to the page it names (post/redirect/get). */
  async postAndFollow(path: string, fields: Record<string, string>): Promise<{ posted: PortalResponse; page: PortalResponse }> {
    const posted = await this.post(path, fields);
    const page = posted.status === 303 && posted.location ? await this.get(posted.location) : posted;
    return { posted, page };
  }

  /** Creates a key on the keys page; returns the raw key shown once (on the page after the redirect) and its id. */
  async createKey(label: string): Promise<{ raw: string; keyId: string; page: PortalResponse; posted: PortalResponse }> {
    await this.get('/portal/keys');
    const { posted, page } = await this.postAndFollow('/portal/keys', { label });
    return { ...shownKey(page.html), page, posted };
  }

  /** Rotates through the confirmation page; `grace` is none, 1h, 24h or 7d. */
  async rotate(keyId: string, grace = 'none'): Promise<{ raw: string; page: PortalResponse; posted: PortalResponse }> {
    await this.get(`/portal/keys/${keyId}/rotate`);
    const { posted, page } = await this.postAndFollow(`/portal/keys/${keyId}/rotate`, { confirm: 'yes', grace });
    return { raw: shownKey(page.html).raw, page, posted };
  }

  /** Revokes through the confirmation page; the answer is the page after the redirect. */
  async revoke(keyId: string): Promise<PortalResponse> {
    await this.get(`/portal/keys/${keyId}/revoke`);
    return (await this.postAndFollow(`/portal/keys/${keyId}/revoke`, { confirm: 'yes' })).page;
  }
}

/** The raw key on a page that shows one, and the id of the key it belongs to. */
export function shownKey(html: string): { raw: string; keyId: string } {
  const raw = /<code id="new-key">(ak_[A-Za-z0-9]{40})<\/code>/.exec(html)?.[1];
  if (!raw) throw new Error('no key shown on the page');
  const prefix = raw.slice(0, 8);
  const row = new RegExp(`data-key-id="(key_[A-Za-z0-9]+)">(?:(?!</tr>)[\\s\\S])*?<code>${prefix}…</code>`).exec(html);
  if (!row) throw new Error(`no key row with prefix ${prefix}`);
  return { raw, keyId: row[1] };
}

/** A mail an SMTP sink received: the recipient and the decoded body. */
export interface SunkMail {
  to: string;
  text: string;
}

/**
 * A minimal SMTP server (RFC 5321's plain dialogue, no TLS, no auth) that accepts every mail and keeps
 * it, so a process configured with `SMTP_URL=smtp://127.0.0.1:<port>` really sends through nodemailer.
 */
export async function startSmtpSink(): Promise<{ url: string; mails: SunkMail[]; inbox: Inbox; close: () => Promise<void> }> {
  const { createServer } = await import('node:net');
  const mails: SunkMail[] = [];
  const server = createServer((sock) => {
    let buf = '';
    let rcpt = '';
    let inData = false;
    const reply = (line: string) => sock.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    sock.on('data', (d: Buffer) => {
      buf += d.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buf.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = buf.slice(0, end);
          buf = buf.slice(end + 5);
          inData = false;
          const split = raw.indexOf('\r\n\r\n');
          const head = raw.slice(0, split);
          let body = raw.slice(split + 4).replace(/^\.\./gm, '.');
          if (/content-transfer-encoding:\s*base64/i.test(head)) body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
          else if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
            body = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
          }
          mails.push({ to: rcpt, text: body });
          reply('250 OK queued');
          continue;
        }
        const i = buf.indexOf('\r\n');
        if (i < 0) return;
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-sink\r\n250 8BITMIME');
        else if (verb === 'RCPT') {
          rcpt = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          sock.end();
        } else reply('250 OK');
      }
    });
    sock.on('error', () => undefined);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const a = server.address();
  const port = typeof a === 'object' && a ? a.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    inbox: waitingInbox((to) => mails.filter((m) => m.to === to).map((m) => m.text)),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
