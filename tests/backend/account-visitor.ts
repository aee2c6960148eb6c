/** A browser without script for the account pages: a cookie jar, form posts, redirects not followed. */
export class AccountVisitor {
  cookies = new Map<string, string>();
  last = '';
  constructor(readonly base: string) {}

  private remember(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const i = pair!.indexOf('=');
      const k = pair!.slice(0, i).trim();
      const v = pair!.slice(i + 1);
      if (attrs.some((a) => /max-age=0\b/i.test(a.trim())) || v === '') this.cookies.delete(k);
      else this.cookies.set(k, v);
    }
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const h: Record<string, string> = { ...extra };
    if (this.cookies.size) h.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return h;
  }

  async get(path: string, extra: Record<string, string> = {}) {
    const res = await fetch(this.base + path, { headers: this.headers(extra), redirect: 'manual' });
    this.remember(res);
    const text = await res.text();
    if (res.status === 200) this.last = text;
    return { status: res.status, text, headers: res.headers };
  }

  async post(path: string, fields: Record<string, string>, extra: Record<string, string> = {}) {
    const res = await fetch(this.base + path, {
      method: 'POST',
      headers: this.headers({ 'Content-Type': 'application/x-www-form-urlencoded', ...extra }),
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    this.remember(res);
    const text = await res.text();
    if (res.status === 200) this.last = text;
    return { status: res.status, text, headers: res.headers };
  }

  /** The value of a hidden nonce field on the last page. */
  nonce(field: string, html = this.last): string {
    const m = new RegExp(`name="${field}" value="([0-9a-f]{10})"`).exec(html);
    if (!m) throw new Error(`no ${field} on the page`);
    return m[1]!;
  }

  /** The logout link of the last page (entities decoded). */
  logoutLink(html = this.last): string {
    const m = /href="(\/mijn-account\/customer-logout\/\?[^"]+)"/.exec(html);
    if (!m) throw new Error('no logout link on the page');
    return m[1]!.replace(/&amp;/g, '&');
  }

  async login(email: string, password: string, extra: Record<string, string> = {}) {
    await this.get('/mijn-account/');
    return this.post('/mijn-account/', { username: email, password, 'woocommerce-login-nonce': this.nonce('woocommerce-login-nonce'), login: 'Inloggen' }, extra);
  }

  async register(email: string, password: string) {
    await this.get('/mijn-account/');
    return this.post('/mijn-account/', { email, password, 'woocommerce-register-nonce': this.nonce('woocommerce-register-nonce'), register: 'Registreren' });
  }
}

/** The text of the page's error notice, or ''. */
export const errorNotice = (html: string): string => /<ul class="woocommerce-error" role="alert">([\s\S]*?)<\/ul>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim() ?? '';
/** True when the page is the logged-out login form. */
export const isLoginPage = (html: string): boolean => html.includes('woocommerce-form-login') && !html.includes('woocommerce-MyAccount-navigation');
