/**
 * The reference backend's router: WordPress ajax actions (`admin-ajax.php` + `action`), REST
 * routes under `/wp-json/` (also reachable as `/?rest_route=`), `/?gf_page=` pages and plain paths.
 */
import type { IncomingMessage } from 'node:http';
import type { Fields } from './http';
import type { Store } from './storage';

export interface Ctx {
  req: IncomingMessage;
  url: URL;
  method: string;
  fields: Fields;
  json: unknown;
  params: Record<string, string>;
  cookies: Record<string, string>;
  ip: string;
  /** Every table, behind its repository (storage/index.ts). */
  store: Store;
}

export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  contentType?: string;
  headers?: Record<string, string | string[]>;
}

export type Handler = (ctx: Ctx) => Reply | Promise<Reply>;

interface RestRoute {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

export class Router {
  readonly ajax = new Map<string, Handler>();
  readonly pages = new Map<string, Handler>();
  readonly paths = new Map<string, Handler>();
  readonly rest: RestRoute[] = [];

  /** `POST /wp-admin/admin-ajax.php` with `action=name`. */
  onAjax(action: string, handler: Handler): void {
    this.ajax.set(action, handler);
  }

  /** A REST route such as `GET ct-ultimate-gdpr/v1/cookie-popup` or `PUT seoaic/v1/lead/:id`. */
  onRest(method: string, route: string, handler: Handler): void {
    const keys: string[] = [];
    const source = route
      .replace(/^\/+/, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:(\w+)/g, (_m, k: string) => {
        keys.push(k);
        return '([^/]+)';
      });
    this.rest.push({ method, pattern: new RegExp(`^${source}/?$`), keys, handler });
  }

  /** `/?gf_page=name` (Gravity Forms' upload page and friends). */
  onPage(name: string, handler: Handler): void {
    this.pages.set(name, handler);
  }

  /** A plain path, any method (e.g. `/health`). */
  onPath(path: string, handler: Handler): void {
    this.paths.set(path, handler);
  }

  /** Finds the handler for a REST route; sets ctx.params. */
  matchRest(method: string, route: string): { handler: Handler; params: Record<string, string> } | 'method' | undefined {
    let methodMismatch = false;
    for (const r of this.rest) {
      const m = r.pattern.exec(route.replace(/^\/+/, ''));
      if (!m) continue;
      if (r.method !== method) {
        methodMismatch = true;
        continue;
      }
      const params: Record<string, string> = {};
      r.keys.forEach((k, i) => (params[k] = decodeURIComponent(m[i + 1]!)));
      return { handler: r.handler, params };
    }
    return methodMismatch ? 'method' : undefined;
  }
}
