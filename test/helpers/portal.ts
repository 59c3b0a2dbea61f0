/**
 * Drives the portal over HTTP as a browser would: a cookie jar, forms posted with the page's CSRF token;
 * with an inbox (the test server's mails, or a process's log) it also follows the mailed links.
 */

/** The text of the newest mail to an address, if any. */
export type Inbox = (to: string) => Promise<string | undefined>;

/** An inbox over a process's output: the mails it printed to its log (no SMTP_URL set). */
export function logInbox(output: () => string): Inbox {
  return async (to) => {
    let text: string | undefined;
    for (const line of output().split('\n')) {
      if (!line.includes('"mail"')) continue;
      try {
        const j = JSON.parse(line) as { mail?: { to?: string; text?: string } };
        if (j.mail?.to === to) text = j.mail.text;
      } catch {
        // not a JSON line
      }
    }
    return text;
  };
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
