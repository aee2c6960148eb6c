// The light tags' size goal (issue 12: each tag's chunk graph under 8 KB gzip, no React), shared
// by the size bench (00-sizes) and the light bench (50-light). Gzip is summed per file, as a
// browser fetches them; the graph is the tag's chunk and every chunk it imports statically (from
// dist/meta.json); what it imports dynamically comes later and is counted apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const LIGHT_GOAL_GZIP = 8 * 1024;
export const LIGHT_TAGS = ['header-menu', 'eb-loop-grid', 'eb-sticky', 'eb-carousel', 'eb-search', 'eb-posts'];

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Gzip sizes of the chunk build: `graph(tag)` the tag's static chunk graph, `later(tag)` its lazy chunks. */
export function chunkSizes(distDir) {
  const gz = (file) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  const meta = JSON.parse(readFileSync(path.join(distDir, 'meta.json'), 'utf8'));
  const outputs = new Map(Object.entries(meta.outputs).map(([k, v]) => [path.basename(k), v]));
  const closure = (name, seen = new Set()) => {
    if (seen.has(name)) return seen;
    seen.add(name);
    for (const i of outputs.get(name)?.imports ?? []) if (i.kind === 'import-statement') closure(path.basename(i.path), seen);
    return seen;
  };
  const sum = (files) => [...files].reduce((a, f) => a + gz(`chunks/${f}`), 0);
  // Chunk names carry a content hash: a tag's file is the output whose entry point is the tag's.
  const fileOf = (tag) => [...outputs].find(([, o]) => o.entryPoint === `elements/${tag}.ts`)?.[0] ?? `${tag}.js`;
  const graph = (tag) => {
    const files = closure(fileOf(tag));
    return { files, gzip: sum(files) };
  };
  const later = (tag) => {
    const files = graph(tag).files;
    const lazy = [...files].flatMap((c) => (outputs.get(c)?.imports ?? []).filter((i) => i.kind === 'dynamic-import').map((i) => path.basename(i.path)));
    const names = [...new Set(lazy)].filter((f) => !files.has(f));
    const extra = new Set(names.flatMap((f) => [...closure(f)]).filter((f) => !files.has(f)));
    return { names, gzip: sum(extra) };
  };
  return { loader: gz('site-elements.js'), graph, later, outputs };
}

/** One line: the goal met or not, and how far from it. */
export function goalCheck(gzip) {
  const met = gzip < LIGHT_GOAL_GZIP;
  return `${met ? 'met' : 'NOT met'} (${(gzip / LIGHT_GOAL_GZIP).toFixed(2)} of goal${met ? '' : `, ${kb(gzip - LIGHT_GOAL_GZIP)} over`})`;
}
