/**
 * The reference backend's router: WordPress ajax actions (`admin-ajax.php` + `action`), REST
 * routes under `/wp-json/` (also reachable as `/?rest_route=`), `/?gf_page=` pages and plain paths.
 * Each route may set its limits (RouteOptions): a public write route is registered with
 * `{ publicWrite: true }` and so counts against the per-IP rate limit; `maxBody` caps its body.
 */
import type { IncomingMessage } from 'node:http';
import type { Fields } from './http';
import type { MailSettings } from './mail/config';
import type { Store } from './storage';

export interface Ctx {
  req: IncomingMessage;
  url: URL;
  method: string;
  fields: Fields;
  json: unknown;
  params: Record<string, string>;
  cookies: Record<string, string>;
  /** The client's address (from X-Forwarded-For when TRUST_PROXY says how many proxies to trust). */
  ip: string;
  /** Every table, behind its repository (storage/index.ts). */
  store: Store;
  /** Size of the request body as received (0 for GET). */
  bodyBytes: number;
  /** DATA_DIR: files a request leaves behind (upload chunks, assembled files) go under it, never in memory. */
  dataDir: string;
  /** Who mails come from and go to, in which language (mail/config.ts); mails are enqueued in `store.mailOutbox`. */
  mail: MailSettings;
}

export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  /** Bytes (a file), sent as they are; `text` and `json` are then ignored. */
  body?: Uint8Array;
  contentType?: string;
  headers?: Record<string, string | string[]>;
}

export type Handler = (ctx: Ctx) => Reply | Promise<Reply>;

/** Largest body of a route that sets no `maxBody`: ample for any form-encoded or JSON call. */
export const DEFAULT_MAX_BODY = 64 * 1024;

export interface RouteOptions {
  /** Largest request body accepted, in bytes (default DEFAULT_MAX_BODY); over it: 413. */
  maxBody?: number;
  /** A write anyone may send (consent, conversions, leads, stats, submissions): rate-limited per IP. */
  publicWrite?: boolean;
}

export interface Route {
  handler: Handler;
  maxBody: number;
  publicWrite: boolean;
}

interface RestRoute extends Route {
  method: string;
  pattern: RegExp;
  keys: string[];
}

const route = (handler: Handler, opts: RouteOptions = {}): Route => ({ handler, maxBody: opts.maxBody ?? DEFAULT_MAX_BODY, publicWrite: opts.publicWrite ?? false });

export class Router {
  readonly ajax = new Map<string, Route>();
  readonly pages = new Map<string, Route>();
  readonly paths = new Map<string, Route>();
  readonly rest: RestRoute[] = [];

  /** `POST /wp-admin/admin-ajax.php` with `action=name`. */
  onAjax(action: string, handler: Handler, opts?: RouteOptions): void {
    this.ajax.set(action, route(handler, opts));
  }

  /** A REST route such as `GET ct-ultimate-gdpr/v1/cookie-popup` or `PUT seoaic/v1/lead/:id`. */
  onRest(method: string, path: string, handler: Handler, opts?: RouteOptions): void {
    const keys: string[] = [];
    const source = path
      .replace(/^\/+/, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:(\w+)/g, (_m, k: string) => {
        keys.push(k);
        return '([^/]+)';
      });
    this.rest.push({ ...route(handler, opts), method, pattern: new RegExp(`^${source}/?$`), keys });
  }

  /** `/?gf_page=name` (Gravity Forms' upload page and friends). */
  onPage(name: string, handler: Handler, opts?: RouteOptions): void {
    this.pages.set(name, route(handler, opts));
  }

  /** A plain path, any method (e.g. `/health`). */
  onPath(path: string, handler: Handler, opts?: RouteOptions): void {
    this.paths.set(path, route(handler, opts));
  }

  /** The largest body any ajax action accepts (the action is only known once the body is read). */
  maxAjaxBody(): number {
    return Math.max(DEFAULT_MAX_BODY, ...[...this.ajax.values()].map((r) => r.maxBody));
  }

  /** Finds the REST route and its params; 'method' when only the method differs; 'bad' for an undecodable param. */
  matchRest(method: string, path: string): { route: Route; params: Record<string, string> } | 'method' | 'bad' | undefined {
    let methodMismatch = false;
    for (const r of this.rest) {
      const m = r.pattern.exec(path.replace(/^\/+/, ''));
      if (!m) continue;
      if (r.method !== method) {
        methodMismatch = true;
        continue;
      }
      const params: Record<string, string> = {};
      try {
        r.keys.forEach((k, i) => (params[k] = decodeURIComponent(m[i + 1]!)));
      } catch {
        return 'bad';
      }
      return { route: r, params };
    }
    return methodMismatch ? 'method' : undefined;
  }
}
