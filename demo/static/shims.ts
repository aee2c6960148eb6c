/**
 * The few Node APIs the reference backend's route modules use, for the static demo's in-browser
 * copy of them (scripts/build-demo.mjs maps node:crypto, node:fs, node:fs/promises, node:path and
 * ../storage here; Buffer comes from ./buffer.ts). Nothing here is secret or durable: the
 * "server" and the page are the same tab.
 */
import type { DemoBuffer } from './buffer';

/** node:crypto randomBytes (save-and-continue tokens, the config secret), from the Web Crypto API. */
export function randomBytes(n: number) {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  return { toString: () => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('') };
}

/**
 * node:crypto createHmac, for the product config's signature: the in-tab backend signs and checks
 * its own configs, so a stable digest of key and text (FNV-1a, eight rounds) stands in for SHA-256.
 */
export function createHmac(_algorithm: string, key: string) {
  let text = '';
  const hasher = {
    update(data: string) {
      text += data;
      return hasher;
    },
    digest() {
      let out = '';
      for (let round = 0; round < 8; round++) {
        let h = 0x811c9dc5 ^ round;
        for (const ch of `${key}\u0000${text}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
        out += h.toString(16).padStart(8, '0');
      }
      return out;
    },
  };
  return hasher;
}

/**
 * node:crypto createHash: the in-tab backend has no accounts (no login cookie ever reaches it), so
 * the session code that hashes a login token never runs here; a call says so instead of hashing.
 */
export function createHash(algorithm: string): never {
  throw new Error(`createHash(${algorithm}) is not available in the static demo (it has no accounts)`);
}

/** node:crypto timingSafeEqual of two Buffer.from(text) values. */
export function timingSafeEqual(a: DemoBuffer, b: DemoBuffer): boolean {
  return a.toString() === b.toString();
}

/** node:fs/promises readFile of a demo page (a postback's answer): the page from the static server. */
export async function readFile(file: string): Promise<string> {
  const res = await fetch(file);
  if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
  return res.text();
}

/** node:fs/promises readdir: a static host lists no folders (demo/server/layout.ts checks the pages at the server's start only). */
export const readdir = async (): Promise<string[]> => [];

/** node:fs for uploads: no file system here, so no uploaded file is found to move. */
export const existsSync = () => false;
export const mkdirSync = () => undefined;
export const renameSync = () => undefined;
/** A single file input's file is not kept in a tab. */
export const writeFileSync = () => undefined;

/** node:path, enough for the routes' file names. */
export const sep = '/';
export function join(...parts: string[]): string {
  return parts.filter(Boolean).join('/').replace(/\/+/g, '/');
}
export const resolve = join;
export function relative(from: string, to: string): string {
  return to.startsWith(`${from}/`) ? to.slice(from.length + 1) : to;
}
export default { join, resolve, relative, sep };

/** demo/server/storage's clock. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
