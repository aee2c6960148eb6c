// Sizes from the built dist/: the loader, each widget chunk, the shared chunks, and the total
// JS a page with only one given tag downloads (loader + that tag's chunk closure). Goal: loader <= 2 KB gzip.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const LOADER_GOAL_GZIP = 2048;

export default async function sizes({ distDir, print }) {
  const size = (file) => {
    const buf = readFileSync(path.join(distDir, file));
    return { min: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  };
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const row = (name, s) => print(`${name.padEnd(34)} ${kb(s.min).padStart(9)} min ${kb(s.gzip).padStart(9)} gzip`);

  const loader = size('site-elements.js');
  row('site-elements.js (loader)', loader);
  print(`loader goal <= ${kb(LOADER_GOAL_GZIP)} gzip: ${loader.gzip <= LOADER_GOAL_GZIP ? 'met' : 'NOT met'} (${(loader.gzip / LOADER_GOAL_GZIP).toFixed(2)} of goal)`);
  row('site-elements.iife.js (classic)', size('site-elements.iife.js'));

  const meta = JSON.parse(readFileSync(path.join(distDir, 'meta.json'), 'utf8'));
  const outputs = new Map(Object.entries(meta.outputs).map(([k, v]) => [path.basename(k), v]));
  const names = [...outputs.keys()].filter((n) => n.endsWith('.js')).sort();
  print('\nchunks:');
  for (const n of names) row(`chunks/${n}`, size(`chunks/${n}`));

  const closure = (name, seen = new Set()) => {
    if (seen.has(name)) return seen;
    seen.add(name);
    for (const i of outputs.get(name)?.imports ?? []) if (i.kind === 'import-statement') closure(path.basename(i.path), seen);
    return seen;
  };
  print('\nJS downloaded by a page with only this tag (loader + chunks):');
  for (const n of names.filter((x) => !x.startsWith('shared-') && !x.startsWith('light-'))) {
    const files = [...closure(n)];
    const total = files.reduce((acc, f) => {
      const s = size(`chunks/${f}`);
      return { min: acc.min + s.min, gzip: acc.gzip + s.gzip };
    }, loader);
    row(`<${n.replace('.js', '')}>`, total);
  }
}
