/**
 * The loader (dist/site-elements.js, dist/site-elements.lite.js). It defines every tag of the
 * contract at once with a light placeholder class (./placeholder.ts); the first time a tag is
 * connected it preloads that tag's chunk graph (one round trip instead of one per import level)
 * and imports its chunk, then upgrades the element. No React and no widget code here.
 * The build defines the chunk folder and graph (scripts/esbuild-shared.mjs, chunkGraph).
 */
import { pageBehaviours } from './base/page-check';
import { definePlaceholder, type Upgrader } from './placeholder';
import { TAGS } from './tags';

/** Spec section 9, "Chunk load timeout": 120000 ms. */
export const CHUNK_LOAD_TIMEOUT = 120_000;

class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

declare const SE_CHUNK_DIR: string;
/** Chunk file names, and per tag the indexes of its chunk (first) and of all it imports statically. */
declare const SE_CHUNK_FILES: string[];
declare const SE_CHUNK_GRAPH: Record<string, number[]>;

const base = new URL(SE_CHUNK_DIR, import.meta.url);
const loads = new Map<string, Promise<Upgrader>>();

/** `<link rel="modulepreload">` for each chunk the tag's chunk imports: fetched in parallel with it. */
function preload(files: string[]): void {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the import() that follows asks (the loader's own CORS mode, e.g. from a CDN): one fetch, not two.
    link.crossOrigin = 'anonymous';
    link.href = new URL(file, base).href;
    document.head.append(link);
  }
}

function importChunk(tag: string, attempt: number): Promise<Upgrader> {
  const [own = `${tag}.js`, ...deps] = (SE_CHUNK_GRAPH[tag] ?? []).map((i) => SE_CHUNK_FILES[i]!);
  if (!attempt) preload(deps);
  // A failed module import is cached by URL, so the retry asks for a distinct URL.
  const url = new URL(`${own}${attempt ? `?retry=${attempt}` : ''}`, base).href;
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
