/** What both SEOAIC page objects record: the REST calls a widget sends, and its outbox in localStorage. */
import type { Page, Request } from '@playwright/test';

export interface SentCall {
  method: string;
  path: string;
  body: unknown;
  key: string | undefined;
  nonce: string | undefined;
  contentType: string | undefined;
}

/** Pushes every POST and PUT under `pathPrefix` onto `calls`, in the order the browser sends them (retries included). */
export function recordRestCalls(page: Page, pathPrefix: string, calls: SentCall[]): void {
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (!path.startsWith(pathPrefix) || r.method() === 'GET') return;
    const h = r.headers();
    calls.push({ method: r.method(), path, body: JSON.parse(r.postData() ?? 'null'), key: h['idempotency-key'], nonce: h['x-wp-nonce'], contentType: h['content-type'] });
  });
}

/** Operations still waiting in the outbox stored under `key`. */
export function outboxSize(page: Page, key: string): Promise<number> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw ? (JSON.parse(raw).ops?.length ?? 0) : 0;
  }, key);
}
