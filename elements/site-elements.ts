/**
 * The loader (dist/site-elements.js). It defines every tag of the contract at once with a light
 * placeholder class (./placeholder.ts); the first time a tag is connected it imports that
 * widget's chunk from ./chunks/<tag>.js and upgrades the element. No React and no widget code here.
 */
import { pageBehaviours } from './base/page-check';
import { definePlaceholder, type Upgrader } from './placeholder';
import { TAGS } from './tags';

/** Spec section 9, "Chunk load timeout": 120000 ms. */
export const CHUNK_LOAD_TIMEOUT = 120_000;

class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

const base = new URL('./chunks/', import.meta.url);
const loads = new Map<string, Promise<Upgrader>>();

function importChunk(tag: string, attempt: number): Promise<Upgrader> {
  // A failed module import is cached by URL, so the retry asks for a distinct URL.
  const url = new URL(`${tag}.js${attempt ? `?retry=${attempt}` : ''}`, base).href;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk ${tag} timed out`)), CHUNK_LOAD_TIMEOUT);
  });
  return Promise.race([import(url) as Promise<Upgrader>, timeout]).finally(() => clearTimeout(timer));
}

function load(tag: string): Promise<Upgrader> {
  let p = loads.get(tag);
  if (!p) {
    p = importChunk(tag, 0)
      .catch(() => importChunk(tag, 1))
      .catch((e: unknown) => {
        console.error(`[site-elements] Loading chunk failed: ${tag}`, e);
        throw new ChunkLoadError(`Loading chunk failed: ${tag}`);
      });
    loads.set(tag, p);
  }
  return p;
}

for (const [tag, def] of Object.entries(TAGS)) definePlaceholder(tag, def, load);

// Page behaviours (theme template scroll, inline SVG, reCAPTCHA v3, ad-block test) need no tag:
// their chunk is imported only when the page's markup or settings ask for one (./base/page-check.ts).
const page = () => {
  if (Object.values(pageBehaviours(document)).some(Boolean))
    load('page-behaviours')
      .then((m) => (m as unknown as { run(doc: Document): Promise<void> }).run(document))
      .catch(() => undefined);
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', page, { once: true });
else page();
