/**
 * The reference backend: serves the demo pages and dist/, and answers the calls of CONTRACT
 * section 3 at WordPress paths. Configuration by environment:
 *   PORT (8080), HOST (default all interfaces), DATA_DIR (./data), DATABASE_PATH (DATA_DIR/site.db),
 *   DATABASE_URL (postgres://… runs on PostgreSQL instead of the SQLite file),
 *   DIST_DIR (the folder this file was built into), DEMO_DIR (./demo), LOG (on|off).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Fields, HttpError, parseCookies, readBody } from './http';
import { Router, type Ctx, type Handler, type Reply } from './router';
import { consent } from './routes/consent';
import { forms } from './routes/forms';
import { health } from './routes/health';
import type { RouteModule } from './routes/module';
import { popup } from './routes/popup';
import { openStore } from './storage';

const here = path.dirname(fileURLToPath(import.meta.url));
const MODULES: RouteModule[] = [health, consent, popup, forms];

/** The demo pages' Content-Security-Policy: what a strict site would send. */
export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; media-src 'self' data:; " +
  "connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.ts': 'text/plain; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.gif': 'image/gif',
};

export interface ServerOptions {
  port?: number;
  host?: string;
  /** SQLite file (or `:memory:`); ignored when `databaseUrl` is set. */
  databasePath?: string;
  /** `postgres://…`: PostgreSQL instead of SQLite. */
  databaseUrl?: string;
  /** Where files live (SQLite file by default, uploads). */
  dataDir?: string;
  distDir?: string;
  demoDir?: string;
  log?: boolean;
}

export async function startServer(opts: ServerOptions = {}): Promise<{ port: number; close: () => Promise<void> }> {
  const distDir = path.resolve(opts.distDir ?? process.env.DIST_DIR ?? path.join(here, '..'));
  const demoDir = path.resolve(opts.demoDir ?? process.env.DEMO_DIR ?? 'demo');
  const dataDir = path.resolve(opts.dataDir ?? process.env.DATA_DIR ?? 'data');
  const databasePath = opts.databasePath ?? process.env.DATABASE_PATH ?? path.join(dataDir, 'site.db');
  const databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  const log = opts.log ?? process.env.LOG !== 'off';
  const store = await openStore({ databaseUrl, databasePath });
  const router = new Router();
  for (const m of MODULES) m.register(router);

  const server = createServer((req, res) => {
    const started = Date.now();
    let label = '';
    handle(req, res, (l) => (label = l))
      .catch((e: unknown) => {
        const err = e instanceof HttpError ? e : new HttpError(500, 'internal_error', 'Internal server error');
        if (!(e instanceof HttpError)) console.error('[server]', e);
        if (!res.headersSent) send(res, { status: err.status, json: { success: false, data: { code: err.code, message: err.message } } });
        else res.end();
      })
      .finally(() => {
        if (log) console.log(`${new Date().toISOString()} ${req.method} ${req.url}${label ? ` [${label}]` : ''} ${res.statusCode} ${Date.now() - started}ms`);
      });
  });

  async function handle(req: IncomingMessage, res: ServerResponse, setLabel: (l: string) => void): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();
    const base = { req, url, method, cookies: parseCookies(req.headers.cookie), ip: req.socket.remoteAddress ?? '', store, params: {} };
    const run = async (handler: Handler, params: Record<string, string> = {}) => {
      const body = method === 'GET' || method === 'HEAD' ? { fields: queryFields(url), json: undefined } : await readBody(req, url);
      const ctx: Ctx = { ...base, fields: body.fields, json: body.json, params };
      send(res, await handler(ctx));
    };

    if (url.pathname === '/wp-admin/admin-ajax.php') {
      if (method !== 'POST' && method !== 'GET') throw new HttpError(405, 'method_not_allowed', 'Use POST');
      const body = method === 'POST' ? await readBody(req, url) : { fields: queryFields(url), json: undefined };
      const action = body.fields.str('action', { max: 100 }) ?? '';
      setLabel(action);
      const handler = router.ajax.get(action);
      if (!handler) throw new HttpError(400, 'unknown_action', action ? `Unknown action "${action}"` : 'Missing field "action"');
      send(res, await handler({ ...base, fields: body.fields, json: body.json }));
      return;
    }

    const restRoute = url.pathname.startsWith('/wp-json/') ? url.pathname.slice('/wp-json/'.length) : url.pathname === '/' ? url.searchParams.get('rest_route') : null;
    if (restRoute !== null) {
      setLabel(`rest ${restRoute}`);
      const match = router.matchRest(method, restRoute);
      if (match === 'method') throw new HttpError(405, 'rest_no_route', 'No route was found matching the URL and request method.');
      if (!match) throw new HttpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
      return run(match.handler, match.params);
    }

    const page = url.pathname === '/' ? url.searchParams.get('gf_page') : null;
    if (page) {
      const handler = router.pages.get(page);
      if (!handler) throw new HttpError(404, 'not_found', `Unknown page "${page}"`);
      setLabel(`gf_page ${page}`);
      return run(handler);
    }

    const pathHandler = router.paths.get(url.pathname);
    if (pathHandler) return run(pathHandler);

    if (method !== 'GET' && method !== 'HEAD') {
      // A postback form submission to a demo page: the form widget issue answers these.
      const post = router.paths.get('POST *');
      if (post) return run(post);
      throw new HttpError(405, 'method_not_allowed', 'Method not allowed');
    }
    return serveStatic(liteScript(req, url.pathname) ?? url.pathname, res);
  }

  async function serveStatic(pathname: string, res: ServerResponse): Promise<void> {
    let file: string | undefined;
    const decoded = safeDecode(pathname);
    if (decoded === '/' || decoded === '/index.html') file = path.join(demoDir, 'index.html');
    else if (decoded.startsWith('/dist/')) file = inside(distDir, decoded.slice('/dist/'.length));
    else if (/^\/[\w-]+\.html$/.test(decoded)) file = path.join(demoDir, decoded);
    // Browsers ask for /favicon.ico on every page; a 404 there is a console error in every e2e test.
    else if (decoded === '/favicon.ico') file = path.join(demoDir, 'assets', 'favicon.svg');
    else if (decoded.startsWith('/assets/')) file = inside(path.join(demoDir, 'assets'), decoded.slice('/assets/'.length));
    if (!file) throw new HttpError(404, 'not_found', 'Not found');
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) throw new HttpError(404, 'not_found', 'Not found');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string | number> = { 'Content-Type': type, 'Content-Length': info.size, 'Cache-Control': 'no-cache' };
    if (type.startsWith('text/html')) headers['Content-Security-Policy'] = CSP;
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  }

  return new Promise<{ port: number; close: () => Promise<void> }>((resolve, reject) => {
    const port = opts.port ?? Number(process.env.PORT ?? 8080);
    server.once('error', (e: NodeJS.ErrnoException) => {
      void store.close();
      reject(e.code === 'EADDRINUSE' ? new Error(`port ${port} is already in use (set PORT to another one)`) : e);
    });
    server.listen(port, opts.host ?? process.env.HOST, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      if (log) console.log(`site-elements demo on http://localhost:${actual}/ (database ${store.description})`);
      resolve({
        port: actual,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => void store.close().then(done, done));
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** The lite build's scripts, served in place of the React build's (same URLs, so the demo pages stay as they are). */
const LITE_SCRIPTS: Record<string, string> = {
  '/dist/site-elements.js': '/dist/site-elements.lite.js',
  '/dist/site-elements.iife.js': '/dist/site-elements.lite.iife.js',
};

/**
 * The demo pages load `/dist/site-elements.js`; a request that asks for the lite build gets
 * `site-elements.lite.js` there instead (its chunks resolve from its own folder, chunks-lite/).
 * Asking: the header `X-Site-Elements-Build: lite` (the e2e suite's lite project) or a page opened
 * with `?lite` (the script request's Referer), e.g. `/gdpr-consent.html?style=modern&lite`.
 */
export function liteScript(req: IncomingMessage, pathname: string): string | undefined {
  const lite = LITE_SCRIPTS[pathname];
  if (!lite) return undefined;
  if (req.headers['x-site-elements-build'] === 'lite') return lite;
  const referer = req.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).searchParams.has('lite') ? lite : undefined;
  } catch {
    return undefined;
  }
}

function queryFields(url: URL): Fields {
  const form = new FormData();
  for (const [k, v] of url.searchParams) form.append(k, v);
  return new Fields(form);
}

function safeDecode(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return '';
  }
}

/** Resolves `rel` under `dir`, refusing anything that escapes it. */
function inside(dir: string, rel: string): string | undefined {
  const full = path.resolve(dir, rel);
  return full.startsWith(dir + path.sep) ? full : undefined;
}

function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string | string[]> = { 'Cache-Control': 'no-store', ...(reply.headers ?? {}) };
  let body: string;
  if (reply.json !== undefined) {
    headers['Content-Type'] = 'application/json; charset=utf-8';
    body = JSON.stringify(reply.json);
  } else {
    headers['Content-Type'] = reply.contentType ?? 'text/plain; charset=utf-8';
    body = reply.text ?? '';
  }
  res.writeHead(reply.status ?? 200, headers);
  res.end(body);
}

// Started directly (npm start, tests): listen. Imported (tests, bench): the caller starts it.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const stop = await startServer().catch((e: unknown) => {
    console.error(`[server] could not start: ${(e as Error).message ?? e}`);
    process.exit(1);
  });
  const shutdown = () => void stop.close().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
