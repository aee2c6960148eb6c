/**
 * The static demo's backend (site/assets/offline.js, scripts/build-demo.mjs): on a static host
 * (GitHub Pages, a bucket, `npx serve site`) there is no reference backend, so this classic script,
 * loaded before the loader, answers the widgets' calls in the browser with the reference backend's
 * own route modules (demo/server/routes: consent, popup, forms, seoaic, search) over an in-memory store. The page
 * says so in one line (OFFLINE_NOTICE). A postback or iframe form submission (a real form POST,
 * which a static server refuses) is answered here too: the iframe gets the answer as a blob, a
 * postback navigates to its page with GET and the answer's block is put back into the form.
 */
import { Fields, HttpError, parseCookies } from '../server/http';
import { Router, type Ctx, type Reply } from '../server/router';
import { consent } from '../server/routes/consent';
import { POSTBACK_BLOCK_TYPE, forms } from '../server/routes/forms';
import { popup } from '../server/routes/popup';
import { search } from '../server/routes/search';
import { seoaic } from '../server/routes/seoaic';
import type { MailSettings } from '../server/mail/config';
import type { Store } from '../server/storage';
import { memoryStore } from './memory-store';
import { OFFLINE_NOTICE } from './notice';


const router = new Router();
for (const m of [consent, popup, forms, seoaic, search]) m.register(router);
const store = memoryStore() as unknown as Store;
/** The routes enqueue mails; the memory store drops them (nothing leaves the browser). */
const OFFLINE_MAIL: MailSettings = { smtpUrl: undefined, from: 'noreply@localhost', adminEmail: 'admin@localhost', locale: 'nl', siteName: 'Bakkerij Zonneveld', siteUrl: '', pollMs: 1000, retrySeconds: 30, maxAttempts: 1, leaseSeconds: 300 };

/** A call of the reference backend's: admin-ajax.php, a REST route, a `?gf_page=` (uploads). */
function isBackendCall(url: URL): boolean {
  return url.origin === location.origin && (url.pathname.endsWith('/wp-admin/admin-ajax.php') || url.pathname.includes('/wp-json/') || url.searchParams.has('rest_route') || url.searchParams.has('gf_page'));
}

async function readFields(request: Request, url: URL): Promise<{ fields: Fields; json: unknown }> {
  const query = new FormData();
  for (const [k, v] of url.searchParams) query.append(k, v);
  if (request.method === 'GET' || request.method === 'HEAD') return { fields: new Fields(query), json: undefined };
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) return { fields: new Fields(query), json: await request.json().catch(() => undefined) };
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    const form = await request.formData();
    for (const [k, v] of query) if (!form.has(k)) form.append(k, v);
    return { fields: new Fields(form), json: undefined };
  }
  return { fields: new Fields(query), json: undefined };
}

/** Dispatches as demo/server/server.ts does (ajax action, then REST route). */
async function dispatch(request: Request, url: URL): Promise<Reply> {
  const method = request.method.toUpperCase();
  const { fields, json } = await readFields(request, url);
  const ctx: Ctx = { req: { headers: Object.fromEntries(request.headers) } as unknown as Ctx['req'], url, method, fields, json, params: {}, cookies: parseCookies(document.cookie), ip: '', store, bodyBytes: 0, dataDir: '', mail: OFFLINE_MAIL };
  if (url.pathname.endsWith('/wp-admin/admin-ajax.php')) {
    const action = fields.str('action', { max: 100 }) ?? '';
    const route = router.ajax.get(action);
    if (!route) throw new HttpError(400, 'unknown_action', action ? `Unknown action "${action}"` : 'Missing field "action"');
    return route.handler(ctx);
  }
  const page = url.searchParams.get('gf_page');
  if (page) {
    // Uploads need the backend's disk: not registered here, so answered as an unknown page.
    const route = router.pages.get(page);
    if (!route) throw new HttpError(404, 'not_found', `Unknown page "${page}"`);
    return route.handler(ctx);
  }
  const post = router.paths.get('POST *');
  // The server reads the page by its root path; a static site may live under a sub-path.
  if (method === 'POST' && post && !url.pathname.includes('/wp-json/')) return post.handler({ ...ctx, url: new URL(`/${url.pathname.split('/').pop() ?? ''}${url.search}`, url.origin) });
  const route = url.pathname.includes('/wp-json/') ? url.pathname.slice(url.pathname.indexOf('/wp-json/') + '/wp-json/'.length) : (url.searchParams.get('rest_route') ?? '');
  const match = router.matchRest(method, route);
  if (match === 'bad') throw new HttpError(400, 'rest_invalid_param', 'Invalid parameter.');
  if (!match || match === 'method') throw new HttpError(match ? 405 : 404, 'rest_no_route', 'No route was found matching the URL and request method.');
  return match.route.handler({ ...ctx, params: match.params });
}

/** The reply as a Response; its Set-Cookie headers are set on the page (a fetch answer cannot). */
function toResponse(reply: Reply): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const [k, v] of Object.entries(reply.headers ?? {})) {
    if (k.toLowerCase() === 'set-cookie') for (const c of Array.isArray(v) ? v : [v]) document.cookie = c;
    else headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  }
  if (reply.json !== undefined) {
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return new Response(JSON.stringify(reply.json), { status: reply.status ?? 200, headers });
  }
  headers.set('Content-Type', reply.contentType ?? 'text/plain; charset=utf-8');
  return new Response(reply.text ?? '', { status: reply.status ?? 200, headers });
}

async function answer(request: Request, url: URL): Promise<Response> {
  try {
    return toResponse(await dispatch(request, url));
  } catch (e) {
    const err = e instanceof HttpError ? e : new HttpError(500, 'internal_error', 'Internal server error');
    if (!(e instanceof HttpError)) console.warn('[static demo]', e);
    return toResponse({ status: err.status, json: { success: false, data: { code: err.code, message: err.message } } });
  }
}

const realFetch = window.fetch.bind(window);
window.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  return isBackendCall(url) ? answer(request, url) : realFetch(input, init);
};

/** Where a postback's answer waits for the page it navigates to (sessionStorage). */
const POSTBACK_KEY = 'se-static-demo-postback';
interface PendingPostback {
  path: string;
  formId: string;
  block: string;
}

/** A form POST to this site (gform-form's postback and iframe methods), answered in the page. */
async function submitInPage(form: HTMLFormElement, action: URL): Promise<void> {
  const frame = form.target ? (form.getRootNode() as ParentNode).querySelector<HTMLIFrameElement>(`iframe[name="${CSS.escape(form.target)}"]`) : null;
  const response = await answer(new Request(action, { method: 'POST', body: new FormData(form) }), action);
  const text = await response.text();
  if (frame) {
    frame.src = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    return;
  }
  const location_ = response.headers.get('Location');
  if (response.status === 303 && location_) return void location.assign(location_);
  const doc = new DOMParser().parseFromString(text, 'text/html');
  const block = doc.querySelector(`gform-form > script[type="${POSTBACK_BLOCK_TYPE}"]`);
  const formId = block?.parentElement?.getAttribute('form-id');
  if (block && formId) sessionStorage.setItem(POSTBACK_KEY, JSON.stringify({ path: action.pathname, formId, block: block.textContent ?? '' } satisfies PendingPostback));
  else console.warn('[static demo] the form post was not answered', response.status, text.slice(0, 200));
  location.assign(action.href);
}

const nativeSubmit = HTMLFormElement.prototype.submit;
HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement) {
  const action = new URL(this.action || location.href, location.href);
  if (this.method.toLowerCase() !== 'post' || action.origin !== location.origin) return nativeSubmit.call(this);
  void submitInPage(this, action);
};

/** Puts a waiting postback answer into its form as the server does, before the form reads it. */
function restorePostback(): void {
  let pending: PendingPostback | undefined;
  try {
    pending = JSON.parse(sessionStorage.getItem(POSTBACK_KEY) ?? 'null') ?? undefined;
  } catch {
    pending = undefined;
  }
  if (!pending || pending.path !== location.pathname) return;
  sessionStorage.removeItem(POSTBACK_KEY);
  const { formId, block } = pending;
  const place = (): boolean => {
    const host = [...document.querySelectorAll('gform-form')].find((el) => el.getAttribute('form-id') === formId);
    if (!host) return false;
    const script = document.createElement('script');
    script.type = POSTBACK_BLOCK_TYPE;
    script.textContent = block;
    host.prepend(script);
    return true;
  };
  if (place()) return;
  const observer = new MutationObserver(() => {
    if (place()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
}
restorePostback();

function showNotice(): void {
  const note = document.createElement('p');
  note.className = 'static-demo-notice';
  note.setAttribute('role', 'note');
  note.textContent = OFFLINE_NOTICE;
  document.body.prepend(note);
}
console.info(`[static demo] ${OFFLINE_NOTICE}`);
if (document.body) showNotice();
else document.addEventListener('DOMContentLoaded', showNotice, { once: true });
