/**
 * The network layer: WordPress ajax POSTs (form-encoded or multipart) and REST JSON calls
 * (X-WP-Nonce, JSON content type). Every call has a timeout and resolves to a typed result;
 * nothing here throws, so a widget can never leak a rejected promise to the page.
 */

/** Default time a request may take before it counts as failed. Not in the spec; chosen here. */
export const REQUEST_TIMEOUT_MS = 20_000;

export type HttpFailure =
  | { ok: false; kind: 'http'; status: number; text: string; message: string }
  | { ok: false; kind: 'network'; message: string }
  | { ok: false; kind: 'timeout'; message: string }
  | { ok: false; kind: 'unparseable'; status: number; text: string; message: string };

export type HttpResult<T> = { ok: true; status: number; data: T; text: string } | HttpFailure;

export type FieldValue = string | number | boolean | Blob;
export type Fields = Record<string, FieldValue | FieldValue[] | null | undefined> | FormData | URLSearchParams;

export interface RequestOptions {
  timeout?: number;
  signal?: AbortSignal;
  /** Let the request outlive the page (a click on a link that navigates away). Bodies up to 64 KB. */
  keepalive?: boolean;
}

export interface AjaxOptions extends RequestOptions {
  /** Send multipart/form-data (required when files travel). Default: form-encoded. */
  multipart?: boolean;
  /** How to read the answer: 'json' (default) or 'text'. */
  parse?: 'json' | 'text';
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
}

function toBody(fields: Fields, multipart: boolean): FormData | URLSearchParams {
  if (fields instanceof FormData) return fields;
  if (fields instanceof URLSearchParams) return multipart ? toForm([...fields.entries()]) : fields;
  const entries: [string, FieldValue][] = [];
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const item of v) entries.push([k, item]);
    else entries.push([k, v]);
  }
  if (multipart || entries.some(([, v]) => v instanceof Blob)) return toForm(entries);
  const params = new URLSearchParams();
  for (const [k, v] of entries) params.append(k, String(v));
  return params;
}

function toForm(entries: [string, FieldValue][]): FormData {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v instanceof Blob ? v : String(v));
  return form;
}

async function send<T>(url: string, init: RequestInit, parse: 'json' | 'text', opts: RequestOptions): Promise<HttpResult<T>> {
  const timeout = opts.timeout ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, { credentials: 'same-origin', ...init, keepalive: opts.keepalive ?? false, signal: controller.signal });
    text = await res.text();
  } catch (e) {
    if (timedOut) return { ok: false, kind: 'timeout', message: `Request to ${url} timed out after ${timeout} ms` };
    return { ok: false, kind: 'network', message: `Request to ${url} failed: ${(e as Error)?.message ?? e}` };
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
  if (!res.ok) return { ok: false, kind: 'http', status: res.status, text, message: `Request to ${url} answered HTTP ${res.status}` };
  if (parse === 'text') return { ok: true, status: res.status, data: text as T, text };
  try {
    return { ok: true, status: res.status, data: JSON.parse(text) as T, text };
  } catch {
    return { ok: false, kind: 'unparseable', status: res.status, text, message: `Request to ${url} answered something that is not JSON` };
  }
}

/** POSTs to the WordPress ajax endpoint. `fields` usually holds `action`. */
export function ajaxPost<T = unknown>(url: string, fields: Fields, opts: AjaxOptions = {}): Promise<HttpResult<T>> {
  const init: RequestInit = { method: 'POST', body: toBody(fields, opts.multipart ?? false) };
  if (opts.headers) init.headers = opts.headers;
  return send<T>(url, init, opts.parse ?? 'json', opts);
}

export interface RestOptions extends RequestOptions {
  nonce?: string | undefined;
  parse?: 'json' | 'text';
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** Calls a WordPress REST route with a JSON body, the nonce header and a JSON content type. */
export function restJson<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, opts: RestOptions = {}): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (method !== 'GET') headers['Content-Type'] = 'application/json';
  if (opts.nonce) headers['X-WP-Nonce'] = opts.nonce;
  const init: RequestInit = { method, headers };
  if (body !== undefined && method !== 'GET') init.body = JSON.stringify(body);
  return send<T>(url, init, opts.parse ?? 'json', opts);
}

/** GETs a text resource (an SVG file to inline), with the same timeout and typed result. */
export function getText(url: string, opts: RequestOptions = {}): Promise<HttpResult<string>> {
  return send<string>(url, { method: 'GET' }, 'text', opts);
}
