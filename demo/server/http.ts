/** Request parsing and replies for the reference backend. Nothing here throws past the router. */
import type { IncomingMessage } from 'node:http';

/** Largest request body any route accepts (uploads included); routes set their own, lower limits. */
export const MAX_BODY_BYTES = 20 * 1024 * 1024;

/** The demo pages' Content-Security-Policy (issue 14's strict policy; defined in ./csp.ts so tests can import it alone). */
export { CSP } from './csp';

/** Headers every response carries (pages, files, JSON, errors). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** The client's address: the socket's, or with `trustProxies` = N the Nth X-Forwarded-For entry from the right. */
export function clientIp(req: IncomingMessage, trustProxies: number): string {
  const socket = req.socket.remoteAddress ?? '';
  if (trustProxies < 1) return socket;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((s) => s.trim()).filter(Boolean);
  return hops[hops.length - trustProxies] ?? hops[0] ?? socket;
}

/** A client error: answered 400 (or `status`) with `{ success: false, data: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds, sent as Retry-After (429, 503). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'invalid_request') => new HttpError(400, code, message);

/** Form fields (urlencoded or multipart) with a few typed getters that validate. */
export class Fields {
  /** Name/value pairs in order (a plain list: FormData's per-call checks cost the hot path CPU). */
  private readonly list: [string, FormDataEntryValue][];

  constructor(data: FormData | Iterable<[string, FormDataEntryValue]>) {
    this.list = [...(data instanceof FormData ? data.entries() : data)];
  }

  static empty(): Fields {
    return new Fields([]);
  }

  has(name: string): boolean {
    return this.list.some(([k]) => k === name);
  }

  /** All string values of a field (`level_id[]` style arrays included). */
  all(name: string): string[] {
    return this.list.filter(([k, v]) => k === name && typeof v === 'string').map(([, v]) => v as string);
  }

  files(name: string): File[] {
    return this.list.filter(([k, v]) => k === name && typeof v !== 'string').map(([, v]) => v as File);
  }

  entries(): [string, FormDataEntryValue][] {
    return [...this.list];
  }

  /** The first value of a field, as FormData.get. */
  private get(name: string): FormDataEntryValue | null {
    for (const [k, v] of this.list) if (k === name) return v;
    return null;
  }

  /** An optional string field. */
  str(name: string, opts: { max?: number } = {}): string | undefined {
    const v = this.get(name);
    if (v === null) return undefined;
    if (typeof v !== 'string') throw badRequest(`Field "${name}" must be text`);
    if (v.length > (opts.max ?? 100_000)) throw badRequest(`Field "${name}" is too long`);
    return v;
  }

  /** A required string field. */
  requireStr(name: string, opts: { max?: number; pattern?: RegExp } = {}): string {
    const v = this.str(name, opts);
    if (v === undefined || v === '') throw badRequest(`Field "${name}" is required`);
    if (opts.pattern && !opts.pattern.test(v)) throw badRequest(`Field "${name}" is malformed`);
    return v;
  }

  /** An integer field within bounds; `required` decides whether absence is an error. */
  int(name: string, opts: { min?: number; max?: number; required?: boolean } = {}): number | undefined {
    const raw = this.str(name);
    if (raw === undefined || raw === '') {
      if (opts.required) throw badRequest(`Field "${name}" is required`);
      return undefined;
    }
    if (!/^-?\d+$/.test(raw.trim())) throw badRequest(`Field "${name}" must be a whole number`);
    const n = Number(raw);
    if ((opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max))
      throw badRequest(`Field "${name}" must be between ${opts.min ?? '-∞'} and ${opts.max ?? '∞'}`);
    return n;
  }
}

export interface Body {
  fields: Fields;
  json: unknown;
  raw: Buffer;
}

/** The 413 for a body over `max` bytes. */
export const tooLarge = (max: number) => new HttpError(413, 'too_large', `Request body over ${max} bytes`);

/** Reads and parses the request body by content type; malformed bodies are a 400, ones over `max` bytes a 413. */
export async function readBody(req: IncomingMessage, url: URL, max = MAX_BODY_BYTES): Promise<Body> {
  const declared = Number(req.headers['content-length']);
  if (declared > max) throw tooLarge(max);
  const chunks: Buffer[] = [];
  let size = 0;
  // Plain listeners: the async iterator costs a stream pipeline per request.
  await new Promise<void>((resolve, reject) => {
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.removeAllListeners('data');
        req.pause();
        reject(tooLarge(max));
      } else chunks.push(chunk);
    });
    req.once('end', resolve);
    req.once('error', reject);
  });
  const raw = Buffer.concat(chunks);
  // The multipart boundary is case-sensitive (Chromium's has capitals): lowercase only for matching.
  const rawType = req.headers['content-type'] ?? '';
  const type = rawType.toLowerCase();
  // url.searchParams parses the query on first use: skipped when there is none (most POSTs).
  const query: [string, string][] = url.search ? [...url.searchParams] : [];
  const withQuery = (form: [string, FormDataEntryValue][]) => {
    for (const [k, v] of query) if (!form.some(([n]) => n === k)) form.push([k, v]);
    return new Fields(form);
  };

  if (raw.length === 0) return { fields: new Fields(query), json: undefined, raw };
  if (type.startsWith('application/json')) {
    try {
      return { fields: new Fields(query), json: JSON.parse(raw.toString('utf8')), raw };
    } catch {
      throw badRequest('Body is not valid JSON', 'invalid_json');
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded')) {
    // URLSearchParams directly: the Request/formData route costs several times the CPU per call.
    return { fields: withQuery([...new URLSearchParams(raw.toString('utf8'))]), json: undefined, raw };
  }
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Request('http://localhost/', { method: 'POST', headers: { 'content-type': rawType }, body: raw }).formData();
    } catch {
      throw badRequest('Body is not valid form data', 'invalid_form');
    }
    return { fields: withQuery([...form.entries()]), json: undefined, raw };
  }
  return { fields: new Fields(query), json: undefined, raw };
}

/** Cookies sent by the browser. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    try {
      out[k] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      out[k] = part.slice(i + 1).trim();
    }
  }
  return out;
}

/** Keeps the network part of an address (IPv4 /24, IPv6 /48) so no full visitor IP is stored. */
export function truncateIp(ip: string | undefined): string {
  if (!ip) return '';
  const v4 = ip.replace(/^::ffff:/, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return v4.replace(/\.\d+$/, '.0');
  const groups = ip.split(':').filter(Boolean).slice(0, 3);
  return `${groups.join(':')}::`;
}
