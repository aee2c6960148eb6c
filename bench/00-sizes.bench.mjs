// Sizes from the built dist/, both builds side by side (gzip -9, as a server would send them): the
// loader, the runtime, each chunk, and the JS a page with only one given tag downloads before that
// tag's first paint (loader + the tag's chunk + what it imports), plus what it may fetch later
// (import(): the consent modal once the page is idle or on demand, DOMPurify in ajax popup mode and
// for an <ays-popup> whose description or custom HTML holds markup).
// Goals: loader <= 2 KB gzip; consent page <= 80 KB (React build) and <= 25 KB (lite build).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILDS } from '../scripts/esbuild-shared.mjs';
import { verdict } from './lib.mjs';
import { LIGHT_GOAL_GZIP, LIGHT_TAGS, chunkSizes, goalCheck } from './light-sizes.mjs';

const LOADER_GOAL_GZIP = 2048;
const CONSENT_PAGE_GOAL = { react: 80 * 1024, lite: 25 * 1024 };

export default async function sizes({ distDir, print }) {
  const size = (file) => {
    const buf = readFileSync(path.join(distDir, file));
    return { min: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  };
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const pair = (s) => `${kb(s.min).padStart(9)} min ${kb(s.gzip).padStart(8)} gzip`;
  const sum = (files) => files.reduce((a, s) => ({ min: a.min + s.min, gzip: a.gzip + s.gzip }), { min: 0, gzip: 0 });
  const row = (name, cells, note = '') => print(`${name.padEnd(34)} ${cells.map((c) => c.padStart(28)).join(' ')}${note ? `   ${note}` : ''}`);

  const info = BUILDS.map((b) => {
    const meta = JSON.parse(readFileSync(path.join(distDir, b.meta), 'utf8'));
    const outputs = new Map(Object.entries(meta.outputs).map(([k, v]) => [path.basename(k), v]));
    const closure = (name, kinds = ['import-statement'], seen = new Set()) => {
      if (seen.has(name)) return seen;
      seen.add(name);
      for (const i of outputs.get(name)?.imports ?? []) if (kinds.includes(i.kind)) closure(path.basename(i.path), kinds, seen);
      return seen;
    };
    const chunk = (n) => size(path.join(b.chunkDir, n));
    // File names carry a content hash (runtime-<hash>.js; esbuild's [hash] for the light tags');
    // rows go by the name without it, except the light tags' shared chunks (light-<hash>.js).
    const logical = (n) => (n.startsWith('light-') ? n : n.replace(/-[0-9A-Za-z]{8,10}\.js$/, '.js'));
    const byLogical = new Map([...outputs.keys()].map((n) => [logical(n), n]));
    const tags = [...outputs.entries()].filter(([, o]) => /^elements\//.test(o.entryPoint ?? '')).map(([n]) => n).sort();
    const page = (n) => sum([size(`${b.loader}.js`), ...[...closure(n)].map(chunk)]);
    const later = (n) => {
      const all = closure(n, ['import-statement', 'dynamic-import']);
      const now = closure(n);
      return [...all].filter((f) => !now.has(f));
    };
    return { b, byLogical, logical, chunk, tags, page, later, loader: size(`${b.loader}.js`), iife: size(`${b.iife}.js`) };
  });

  row('', info.map((x) => `${x.b.name} build`));
  row('loader', info.map((x) => pair(x.loader)), `goal <= ${kb(LOADER_GOAL_GZIP)} gzip: ${verdict(Math.max(...info.map((x) => x.loader.gzip)), LOADER_GOAL_GZIP)}`);
  row('runtime (React / preact, base)', info.map((x) => pair(x.chunk(x.byLogical.get('runtime.js')))));
  row('classic script (everything)', info.map((x) => pair(x.iife)));

  print('\nJS a page with only this tag loads before its first paint (loader + its chunk + runtime):');
  for (const tagFile of info[0].tags) {
    const tag = info[0].logical(tagFile);
    const name = `<${tag.replace(/\.js$/, '')}>`;
    const files = info.map((x) => x.byLogical.get(tag));
    const pages = info.map((x, i) => x.page(files[i]));
    const note =
      tag === 'gdpr-consent.js'
        ? info.map((x, i) => `${x.b.name} <= ${kb(CONSENT_PAGE_GOAL[x.b.name])}: ${verdict(pages[i].gzip, CONSENT_PAGE_GOAL[x.b.name])}`).join('; ')
        : '';
    row(name, pages.map(pair), note);
    const later = info[0].later(files[0]).map(info[0].logical);
    if (later.length) row(`  later, idle or on demand: ${later.join(', ')}`, info.map((x, i) => pair(sum(x.later(files[i]).map(x.chunk)))));
  }

  print('\nchunks:');
  const names = [...new Set(info.flatMap((x) => [...x.byLogical.keys()]))].filter((n) => n.endsWith('.js')).sort();
  for (const n of names) row(n, info.map((x) => (x.byLogical.has(n) ? pair(x.chunk(x.byLogical.get(n))) : '—')));

  const light = chunkSizes(distDir);
  print(`\nlight tags, chunk graph without the loader (goal < ${kb(LIGHT_GOAL_GZIP)} gzip each):`);
  for (const tag of LIGHT_TAGS) print(`<${tag}>`.padEnd(34) + ` ${kb(light.graph(tag).gzip).padStart(9)} gzip  goal ${goalCheck(light.graph(tag).gzip)}`);
}
