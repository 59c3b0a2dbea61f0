/** Drives the portal over HTTP as a browser would: a cookie jar, forms posted with the page's CSRF token. */
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

  constructor(readonly base: string) {}

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

  async signup(email: string, password: string): Promise<PortalResponse> {
    await this.get('/portal/signup');
    return this.post('/portal/signup', { email, password });
  }

  async login(email: string, password: string): Promise<PortalResponse> {
    await this.get('/portal/login');
    return this.post('/portal/login', { email, password });
  }

  /** Creates a key on the keys page; returns the raw key shown once and its id. */
  async createKey(label: string): Promise<{ raw: string; keyId: string; page: PortalResponse }> {
    await this.get('/portal/keys');
    const page = await this.post('/portal/keys', { label });
    return { ...shownKey(page.html), page };
  }

  async rotate(keyId: string): Promise<{ raw: string; page: PortalResponse }> {
    await this.get('/portal/keys');
    const page = await this.post(`/portal/keys/${keyId}/rotate`, {});
    return { raw: shownKey(page.html).raw, page };
  }

  async revoke(keyId: string): Promise<PortalResponse> {
    await this.get(`/portal/keys/${keyId}/revoke`);
    return this.post(`/portal/keys/${keyId}/revoke`, { confirm: 'yes' });
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
