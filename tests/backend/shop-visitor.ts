/** A Store API visitor for the backend tests: a cookie jar and the last nonce, over fetch. */
const API = '/wp-json/wc/store/v1';

/** A visitor: a cookie jar, the last nonce, fetch calls with them. */
export class Visitor {
  cookies = new Map<string, string>();
  nonce = '';
  constructor(readonly base: string) {}
  async call(method: 'GET' | 'POST' | 'PUT', route: string, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { Accept: 'application/json', ...headers };
    if (this.cookies.size) h.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET') {
      h['Content-Type'] = 'application/json';
      if (this.nonce && !('Nonce' in headers) && !('Cart-Token' in headers)) h.Nonce = this.nonce;
    }
    const res = await fetch(this.base + API + route, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const [k, v = ''] = pair!.split('=') as [string, string?];
      if (attrs.some((a) => /max-age=0\b/i.test(a.trim())) || v === '') this.cookies.delete(k.trim());
      else this.cookies.set(k.trim(), v);
    }
    if (res.headers.get('Nonce')) this.nonce = res.headers.get('Nonce')!;
    const json = (await res.json()) as Record<string, any>;
    return { status: res.status, json, headers: res.headers };
  }
  async start() {
    return this.call('GET', '/cart');
  }
}

/** A visitor at `base` with `lines` ([product id, quantity]) in the cart (each add answered 201). */
export async function shopper(base: string, lines: [number, number][]): Promise<Visitor> {
  const v = new Visitor(base);
  await v.start();
  for (const [id, quantity] of lines) {
    const r = await v.call('POST', '/cart/add-item', { id, quantity });
    if (r.status !== 201) throw new Error(`add-item ${id} x ${quantity}: ${r.status}`);
  }
  return v;
}
