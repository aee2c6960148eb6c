/**
 * The reference backend: serves the demo pages and dist/, and answers the calls of CONTRACT
 * section 3 at WordPress paths. Configuration by environment:
 *   PORT (8080), HOST (default all interfaces), DATA_DIR (./data), DATABASE_PATH (DATA_DIR/site.db),
 *   DATABASE_URL (postgres://… runs on PostgreSQL instead of the SQLite file), PG_POOL (10),
 *   SQLITE_SYNCHRONOUS (NORMAL, or FULL to sync the WAL on every commit),
 *   RATE_LIMIT (public writes per IP per RATE_WINDOW seconds: 120 per 60; 0 turns it off),
 *   TRUST_PROXY (how many proxies in front add X-Forwarded-For: 0, or 1 behind one balancer),
 *   RETENTION_DAYS (entries, leads and consents older than this many days are deleted; admin/retention.ts),
 *   SMTP_URL, MAIL_FROM, ADMIN_EMAIL, SITE_LOCALE, SITE_NAME and the sender's MAIL_* timings (mail/config.ts:
 *   with no SMTP_URL each mail is written as an .eml file under DATA_DIR/mail/),
 *   DIST_DIR (the folder this file was built into), DEMO_DIR (./demo), DOCS_DIR (./site/docs, the
 *   docs site of `npm run build:docs`, served at /docs/), LOG (on|off), ALLOWED_ORIGINS
 *   (pages on other origins that may call the API, comma-separated; /dist/ is public to any origin).
 * Every process keeps its state in the database (and DATA_DIR), so several behind a balancer act as one.
 */
import * as crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDemoPages, readDemoPage } from './layout';
import { CSP, Fields, HttpError, SECURITY_HEADERS, clientIp, parseCookies, readBody, tooLarge, type Body } from './http';
import { Router, type Ctx, type Reply, type Route } from './router';
import { consent } from './routes/consent';
import { forms } from './routes/forms';
import { health } from './routes/health';
import { blog } from './routes/blog';
import { loop } from './routes/loop';
import type { RouteModule } from './routes/module';
import { popup } from './routes/popup';
import { product } from './routes/product';
import { ebform } from './routes/ebform';
import { search, SEARCH_PAGE_KEY } from './routes/search';
import { seoaic } from './routes/seoaic';
import { shopRoutes } from './routes/shop';
import { checkoutRoutes } from './routes/checkout';
import { uploads } from './routes/uploads';
import { account } from './routes/account';
import { adminArea } from './routes/admin';
import { envRetentionDays, startRetention } from './admin/retention';
import { nowSeconds, openStore, type Store } from './storage';
import { mailSettings, type MailSettings } from './mail/config';
import { startSender } from './mail/sender';
import { fileTransport, smtpTransport } from './mail/transport';

export { CSP } from './http';
/** The product pages' slugs (scripts/build-demo.mjs writes each page for the static demo). */
export { productSlugs } from './shop/product-page';

const here = path.dirname(fileURLToPath(import.meta.url));
const MODULES: RouteModule[] = [health, consent, popup, forms, uploads, loop, seoaic, search, shopRoutes, checkoutRoutes, product, blog, ebform, account, adminArea];

/** Every route the server answers (the personal-data route walk in tests/backend reads them all). */
export function buildRouter(): Router {
  const router = new Router();
  for (const m of MODULES) m.register(router);
  return router;
}

/** Public writes one address may send per window before a 429 (not in the spec; chosen here). */
export const DEFAULT_RATE_LIMIT = 120;
export const DEFAULT_RATE_WINDOW_SECONDS = 60;

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
  /** The docs site built by `npm run build:docs` (site/docs), served at /docs/. */
  docsDir?: string;
  log?: boolean;
  /** Public writes per address per window; 0 = no limit. */
  rateLimit?: number;
  rateWindowSeconds?: number;
  /** Proxies in front that append to X-Forwarded-For (0: use the socket's address). */
  trustProxy?: number;
  /**
   * Origins whose pages may call the API from the browser (CORS): a site whose pages live on
   * another origin than this backend, e.g. `https://www.bakkerij.nl`. Default none (same origin only).
   */
  allowedOrigins?: string[];
  /** Mail settings over those of the environment (mail/config.ts). */
  mail?: Partial<MailSettings>;
}

const envNumber = (name: string): number | undefined => {
  const v = process.env[name];
  if (v === undefined || v === '') return undefined;
  if (v === 'true') return 1;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number (got "${v}")`);
  return n;
};

export async function startServer(opts: ServerOptions = {}): Promise<{ port: number; store: Store; close: () => Promise<void> }> {
  const distDir = path.resolve(opts.distDir ?? process.env.DIST_DIR ?? path.join(here, '..'));
  const demoDir = path.resolve(opts.demoDir ?? process.env.DEMO_DIR ?? 'demo');
  const docsDir = path.resolve(opts.docsDir ?? process.env.DOCS_DIR ?? path.join('site', 'docs'));
  const dataDir = path.resolve(opts.dataDir ?? process.env.DATA_DIR ?? 'data');
  const databasePath = opts.databasePath ?? process.env.DATABASE_PATH ?? path.join(dataDir, 'site.db');
  const databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  const log = opts.log ?? process.env.LOG !== 'off';
  const rateLimit = opts.rateLimit ?? envNumber('RATE_LIMIT') ?? DEFAULT_RATE_LIMIT;
  const rateWindow = Math.max(1, opts.rateWindowSeconds ?? envNumber('RATE_WINDOW') ?? DEFAULT_RATE_WINDOW_SECONDS);
  const trustProxy = opts.trustProxy ?? envNumber('TRUST_PROXY') ?? 0;
  const allowedOrigins = new Set(opts.allowedOrigins ?? parseOrigins(process.env.ALLOWED_ORIGINS ?? ''));
  const mail: MailSettings = { ...mailSettings(), ...opts.mail };
  // A demo page whose includes (layout.ts) name no partial, or a partial that is missing, stops the start.
  await checkDemoPages(demoDir);
  // A RETENTION_DAYS that is no number of days stops the start, as the other settings do.
  envRetentionDays();
  const store = await openStore({ databaseUrl, databasePath });
  const transport = mail.smtpUrl ? smtpTransport(mail.smtpUrl) : fileTransport(path.join(dataDir, 'mail'));
  const router = buildRouter();
  let lastPrune = 0;

  const server = createServer((req, res) => {
    const started = Date.now();
    let label = '';
    handle(req, res, (l) => (label = l))
      .catch((e: unknown) => {
        const err = e instanceof HttpError ? e : new HttpError(500, 'internal_error', 'Internal server error');
        // The details go to the log, never to the client.
        if (!(e instanceof HttpError)) console.error('[server]', e);
        if (res.headersSent) return void res.end();
        const headers: Record<string, string> = err.status === 413 ? { Connection: 'close' } : {};
        if (err.retryAfter !== undefined) headers['Retry-After'] = String(err.retryAfter);
        send(res, { status: err.status, json: { success: false, data: { code: err.code, message: err.message } }, headers });
      })
      .finally(() => {
        if (log) console.log(`${new Date().toISOString()} ${req.method} ${req.url}${label ? ` [${label}]` : ''} ${res.statusCode} ${Date.now() - started}ms`);
      });
  });

  // Behind a balancer that keeps connections open (60 s idle is common), the backend must not close
  // an idle keep-alive socket first: a request sent on it as it closes fails with ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  /** Counts a public write of `ip`; over the limit: 429 with Retry-After. */
  async function rateCheck(ip: string): Promise<void> {
    if (rateLimit <= 0) return;
    const now = nowSeconds();
    const windowStart = now - (now % rateWindow);
    const key = `write:${sha256Hex(ip).slice(0, 32)}`;
    if (windowStart - lastPrune >= rateWindow) {
      lastPrune = windowStart;
      void store.rateLimits.prune(windowStart - rateWindow, 'write:').catch((e: unknown) => console.error('[server] pruning rate limits failed', e));
    }
    const hits = await store.rateLimits.hit(key, windowStart);
    if (hits > rateLimit) {
      const wait = windowStart + rateWindow - now;
      throw new HttpError(429, 'rate_limited', `Te veel verzoeken. Probeer het over ${wait} seconden opnieuw.`, wait);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse, setLabel: (l: string) => void): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();
    // dist/ is public: a preflight for it (a page whose requests carry a custom header) is allowed.
    if (method === 'OPTIONS' && url.pathname.startsWith('/dist/')) {
      res.writeHead(204, { ...SECURITY_HEADERS, ...DIST_HEADERS, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': String(req.headers['access-control-request-headers'] ?? '').slice(0, 500), 'Access-Control-Max-Age': '600', 'Content-Length': 0 });
      res.end();
      return;
    }
    // A page of an allowed origin calling the API (ALLOWED_ORIGINS): CORS, with its preflight.
    const origin = req.headers.origin;
    if (origin && allowedOrigins.has(origin) && isApi(url)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Expose-Headers', CORS_EXPOSED);
      if (method === 'OPTIONS' && req.headers['access-control-request-method']) {
        res.writeHead(204, { ...SECURITY_HEADERS, 'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE', 'Access-Control-Allow-Headers': CORS_ALLOWED, 'Access-Control-Max-Age': '600', 'Content-Length': 0 });
        res.end();
        return;
      }
    }
    const ip = clientIp(req, trustProxy);
    const base = { req, url, method, cookies: parseCookies(req.headers.cookie), ip, store, dataDir, mail, params: {} };
    const readFor = (max: number): Promise<Body> =>
      method === 'GET' || method === 'HEAD' ? Promise.resolve({ fields: queryFields(url), json: undefined, raw: Buffer.alloc(0) }) : readBody(req, url, max);
    const run = async (route: Route, params: Record<string, string> = {}, body?: Body) => {
      body ??= await readFor(route.maxBody);
      if (body.raw.length > route.maxBody) throw tooLarge(route.maxBody);
      if (route.publicWrite) await rateCheck(ip);
      const ctx: Ctx = { ...base, fields: body.fields, json: body.json, params, bodyBytes: body.raw.length };
      send(res, await route.handler(ctx));
    };

    if (url.pathname === '/wp-admin/admin-ajax.php') {
      if (method !== 'POST' && method !== 'GET') throw new HttpError(405, 'method_not_allowed', 'Use POST');
      // The action is inside the body: read up to the largest ajax limit, then hold it to the action's.
      const body = await readFor(router.maxAjaxBody());
      const action = body.fields.str('action', { max: 100 }) ?? '';
      setLabel(action);
      const route = router.ajax.get(action);
      if (!route) throw new HttpError(400, 'unknown_action', action ? `Unknown action "${action}"` : 'Missing field "action"');
      return run(route, {}, body);
    }

    const restRoute = url.pathname.startsWith('/wp-json/') ? url.pathname.slice('/wp-json/'.length) : url.pathname === '/' ? url.searchParams.get('rest_route') : null;
    if (restRoute !== null) {
      setLabel(`rest ${restRoute}`);
      const match = router.matchRest(method, restRoute);
      if (match === 'method') throw new HttpError(405, 'rest_no_route', 'No route was found matching the URL and request method.');
      if (match === 'bad') throw new HttpError(400, 'rest_invalid_param', 'A parameter in the URL is not valid percent-encoding.');
      if (!match) throw new HttpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
      return run(match.route, match.params);
    }

    const page = url.pathname === '/' ? url.searchParams.get('gf_page') : null;
    if (page) {
      const route = router.pages.get(page);
      if (!route) throw new HttpError(404, 'not_found', `Unknown page "${page}"`);
      setLabel(`gf_page ${page}`);
      return run(route);
    }

    // WooCommerce's no-script add-to-cart link on any page (`?add-to-cart=ID`, routes/shop.ts).
    if ((method === 'GET' || method === 'HEAD') && url.searchParams.has('add-to-cart') && !url.pathname.startsWith('/dist/') && !url.pathname.startsWith('/assets/')) {
      const add = router.paths.get('GET ?add-to-cart');
      if (add) return run(add);
    }

    // The site's own search, `/?s=term` (WordPress' search results page).
    // A path, else the same path with its last segment as `*` (`/blog/page/*/`, `/blog/*/`).
    const pathRoute =
      router.paths.get(url.pathname === '/' && url.searchParams.has('s') ? SEARCH_PAGE_KEY : url.pathname) ?? router.paths.get(url.pathname.replace(/[^/]+\/$/, '*/'));
    if (pathRoute) return run(pathRoute);

    if (method !== 'GET' && method !== 'HEAD') {
      // A postback form submission to a demo page.
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
    else if (decoded === '/docs') {
      res.writeHead(301, { ...SECURITY_HEADERS, Location: '/docs/', 'Content-Length': 0 });
      res.end();
      return;
    } else if (decoded.startsWith('/docs/')) {
      const rel = decoded.slice('/docs/'.length);
      file = rel === '' || rel.endsWith('/') ? inside(docsDir, `${rel}index.html`) : inside(docsDir, rel);
    }
    if (!file) throw new HttpError(404, 'not_found', 'Not found');
    const info = await stat(file).catch(() => undefined);
    if (info?.isDirectory() && decoded.startsWith('/docs/')) {
      res.writeHead(301, { ...SECURITY_HEADERS, Location: `${encodeURI(decoded)}/`, 'Content-Length': 0 });
      res.end();
      return;
    }
    if (!info?.isFile()) throw new HttpError(404, 'not_found', 'Not found');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string | number> = { ...SECURITY_HEADERS, 'Content-Type': type, 'Content-Length': info.size, 'Cache-Control': 'no-cache' };
    if (type.startsWith('text/html')) headers['Content-Security-Policy'] = CSP;
    // A demo page: its header, footer and consent from demo/partials (layout.ts).
    if (type.startsWith('text/html') && path.dirname(file) === demoDir) {
      const html = Buffer.from(await readDemoPage(demoDir, path.basename(file)));
      res.writeHead(200, { ...headers, 'Content-Length': html.byteLength });
      res.end(html);
      return;
    }
    // The tags' files are public, as on a CDN: a page on another origin or port loads the module
    // loader and its chunks (module scripts are fetched in CORS mode) and the sheets.
    if (decoded.startsWith('/dist/')) Object.assign(headers, DIST_HEADERS);
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  }

  return new Promise((resolve, reject) => {
    const port = opts.port ?? Number(process.env.PORT ?? 8080);
    server.once('error', (e: NodeJS.ErrnoException) => {
      void store.close();
      reject(e.code === 'EADDRINUSE' ? new Error(`port ${port} is already in use (set PORT to another one)`) : e);
    });
    server.listen(port, opts.host ?? process.env.HOST, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      if (log) console.log(`site-elements demo on http://localhost:${actual}/ (database ${store.description}, pid ${process.pid})`);
      // Said once: with no SMTP_URL nothing leaves the machine.
      if (log) console.log(mail.smtpUrl ? `[mail] mails are sent by ${transport.description}` : `[mail] no SMTP_URL: mails are written as .eml files to ${path.join(dataDir, 'mail')}`);
      const sender = startSender(store, transport, mail);
      // The retention setting (admin/retention.ts): entries, leads and consents older than N days go.
      const retention = startRetention(store, dataDir, log);
      resolve({
        port: actual,
        store,
        close: () =>
          new Promise<void>((done) => {
            retention.stop();
            server.close(() => void sender.stop().then(() => store.close()).then(done, done));
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** SHA-256 of a string, hex: the one-shot crypto.hash where Node has it (20.12+; no Hash object per call). */
const sha256Hex: (s: string) => string =
  typeof (crypto as { hash?: unknown }).hash === 'function' ? (s) => crypto.hash('sha256', s, 'hex') : (s) => crypto.createHash('sha256').update(s).digest('hex');

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

/** The request headers the tags send on API calls, allowed in a preflight. */
const CORS_ALLOWED = 'Content-Type, Nonce, X-WP-Nonce, Cart-Token, Idempotency-Key, X-Site-Elements-Build';
/** The answer headers the tags read. */
const CORS_EXPOSED = 'Nonce, Cart-Token, Idempotent-Replayed, Retry-After';

/** ALLOWED_ORIGINS: a comma- or space-separated list of origins (scheme://host[:port]); anything else is refused at start. */
export function parseOrigins(text: string): string[] {
  const out: string[] = [];
  for (const one of text.split(/[\s,]+/).filter(Boolean)) {
    let u: URL;
    try {
      u = new URL(one);
    } catch {
      throw new Error(`ALLOWED_ORIGINS: "${one}" is not an origin such as https://www.example.nl`);
    }
    if (!/^https?:$/.test(u.protocol) || u.origin !== one.replace(/\/$/, '')) throw new Error(`ALLOWED_ORIGINS: "${one}" is not an origin such as https://www.example.nl`);
    out.push(u.origin);
  }
  return out;
}

/** The API's paths: ajax, REST (both ways), the gf pages. */
const isApi = (url: URL): boolean =>
  url.pathname === '/wp-admin/admin-ajax.php' || url.pathname.startsWith('/wp-json/') || (url.pathname === '/' && (url.searchParams.has('rest_route') || url.searchParams.has('gf_page')));

/** What `/dist/` adds: readable from any origin (CORS, CORP), as a CDN serves public files. */
export const DIST_HEADERS: Readonly<Record<string, string>> = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };

/** The headers of every API answer, as a flat [name, value, …] list (built once, not per request). */
const API_HEADERS: readonly string[] = Object.entries({ ...SECURITY_HEADERS, 'Cache-Control': 'no-store' }).flat();
const API_HEADER_NAMES = API_HEADERS.filter((_, i) => i % 2 === 0).map((k) => k.toLowerCase());
const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';

/**
 * Writes a reply with a Content-Length (one write on the socket; without it Node sends the body
 * chunked, in three). A header the reply sets replaces the default of the same name.
 */
function send(res: ServerResponse, reply: Reply): void {
  let body: string | Uint8Array;
  let type: string;
  if (reply.body !== undefined) {
    type = reply.contentType ?? 'application/octet-stream';
    body = reply.body;
  } else if (reply.json !== undefined) {
    type = JSON_TYPE;
    body = JSON.stringify(reply.json);
  } else {
    type = reply.contentType ?? TEXT_TYPE;
    body = reply.text ?? '';
  }
  const own = reply.headers;
  const headers: string[] = [];
  if (own) {
    const names = new Set(Object.keys(own).map((k) => k.toLowerCase()));
    for (let i = 0; i < API_HEADERS.length; i += 2) if (!names.has(API_HEADER_NAMES[i / 2]!)) headers.push(API_HEADERS[i]!, API_HEADERS[i + 1]!);
    for (const [k, v] of Object.entries(own)) {
      if (Array.isArray(v)) for (const one of v) headers.push(k, one);
      else headers.push(k, v);
    }
  } else headers.push(...API_HEADERS);
  headers.push('Content-Type', type, 'Content-Length', String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength));
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
