/**
 * The few Node APIs the reference backend's route modules use, for the static demo's in-browser
 * copy of them (scripts/build-demo.mjs maps node:crypto, node:fs/promises, node:path and
 * ../storage here; Buffer comes from ./buffer.ts).
 */

/** node:crypto randomBytes (save-and-continue tokens), from the Web Crypto API. */
export function randomBytes(n: number) {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  return { toString: () => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('') };
}

/** node:fs/promises readFile of a demo page (a postback's answer): the page from the static server. */
export async function readFile(file: string): Promise<string> {
  const res = await fetch(file);
  if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
  return res.text();
}

/** node:path join, enough for the routes' file names. */
export function join(...parts: string[]): string {
  return parts.filter(Boolean).join('/');
}
export default { join };

/** demo/server/storage's clock. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
