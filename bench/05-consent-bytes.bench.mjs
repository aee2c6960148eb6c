// Where the consent page's first-paint JS goes, both builds side by side: the files a page with
// one <gdpr-consent> loads before the banner's first paint (the loader, gdpr-consent.js, the
// runtime), split by module group. Minified bytes are esbuild's (metafile, bytesInOutput) scaled to the file after
// swc's pass; a group's gzip is its share of its file's gzip (-9) in proportion to those bytes, so the gzip
// column adds up to the page's figure in 00-sizes but is an estimate per group.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILDS } from '../scripts/esbuild-shared.mjs';

const TAG = 'gdpr-consent';

/** Module groups, first match wins (paths from the project root, as in the metafile). */
const GROUPS = [
  ['react-dom (client, index)', /^node_modules\/react-dom\//],
  ['react, jsx-runtime', /^node_modules\/react\//],
  ['scheduler', /^node_modules\/scheduler\//],
  ['preact', /^node_modules\/preact\/(dist|jsx-runtime)\//],
  ['preact/hooks', /^node_modules\/preact\/hooks\//],
  ['preact/compat', /^node_modules\/preact\/compat\//],
  ['r2wc', /^(node_modules\/@r2wc\/|se-r2wc-react:)/],
  ['js-cookie', /^node_modules\/js-cookie\//],
  ['element base (elements/base, tags.ts)', /^elements\/(base\/|tags\.ts)/],
  ['shared core (schema, parsed, settings, url)', /^src\/core\/shared\//],
  ['platform (http, cookies, page settings, styles, lazy)', /^src\/platform\//],
  ['reset.css', /^src\/styles\//],
  ['consent.css (banner styles)', /^src\/widgets\/consent\/.*\.css$/],
  ['consent widget (gdpr-consent.tsx, page-effects, config, calls)', /^src\/widgets\/(consent|context)/],
  ['consent core (cookie, machine, levels, rules, ...)', /^src\/core\/consent\//],
  ['consent strings (en, nl)', /^src\/i18n\//],
  ['chunk glue (runtime exports, shims)', /^(runtime\.js|se-shim:)/],
  ['tag entry (elements/gdpr-consent.ts)', /^elements\/[a-z-]+\.ts$/],
];

export default async function consentBytes({ distDir, print }) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const tables = BUILDS.map((b) => {
    const meta = JSON.parse(readFileSync(path.join(distDir, b.meta), 'utf8'));
    const outputs = new Map(Object.entries(meta.outputs).map(([k, v]) => [path.basename(k), v]));
    const entry = [...outputs.keys()].find((n) => outputs.get(n).entryPoint === `elements/${TAG}.ts`);
    const files = new Set();
    const visit = (n) => {
      if (files.has(n)) return;
      files.add(n);
      for (const i of outputs.get(n)?.imports ?? []) if (i.kind === 'import-statement') visit(path.basename(i.path));
    };
    visit(entry);
    const groups = new Map();
    const add = (group, min, gzip) => {
      const g = groups.get(group) ?? { min: 0, gzip: 0 };
      groups.set(group, { min: g.min + min, gzip: g.gzip + gzip });
    };
    const loader = readFileSync(path.join(distDir, `${b.loader}.js`));
    add('loader (site-elements.js)', loader.length, gzipSync(loader, { level: 9 }).length);
    for (const f of files) {
      const buf = readFileSync(path.join(distDir, b.chunkDir, f));
      const gzip = gzipSync(buf, { level: 9 }).length;
      const inputs = Object.entries(outputs.get(f).inputs);
      // Bytes esbuild does not attribute to a module (its wrappers, import/export lines) go to the glue.
      const attributed = inputs.reduce((a, [, v]) => a + v.bytesInOutput, 0);
      const parts = [...inputs.map(([k, v]) => [k, v.bytesInOutput]), ['runtime.js', Math.max(0, buf.length - attributed)]];
      // The metafile counts esbuild's bytes; swc's second pass (scripts/minify.mjs) shrank the file
      // after it, so each module gets its share of the file's real size and gzip.
      const counted = parts.reduce((a, [, bytes]) => a + bytes, 0);
      for (const [k, bytes] of parts) add(GROUPS.find(([, re]) => re.test(k))?.[0] ?? `other: ${k}`, (buf.length * bytes) / counted, (gzip * bytes) / counted);
    }
    return groups;
  });
  const names = [...new Set(tables.flatMap((t) => [...t.keys()]))];
  const gz = (t, n) => t.get(n)?.gzip ?? 0;
  names.sort((a, b) => gz(tables[0], b) + gz(tables[1], b) - gz(tables[0], a) - gz(tables[1], a));
  const cell = (g) => (g ? `${kb(g.min).padStart(9)} min ${kb(g.gzip).padStart(8)} gzip` : '—'.padStart(27));
  print(`the <${TAG}> page's first-paint JS by module group (gzip: share of its file's gzip)`);
  print(`${''.padEnd(62)} ${BUILDS.map((b) => `${b.name} build`.padStart(27)).join(' ')}`);
  for (const n of names) print(`${n.padEnd(62)} ${tables.map((t) => cell(t.get(n))).join(' ')}`);
  const total = (t) => [...t.values()].reduce((a, g) => ({ min: a.min + g.min, gzip: a.gzip + g.gzip }), { min: 0, gzip: 0 });
  print(`${'total'.padEnd(62)} ${tables.map((t) => cell(total(t))).join(' ')}`);
}
