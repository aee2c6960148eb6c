// `npm run build:docs`: the docs site (docs/*.md through Eleventy, see scripts/docs/eleventy.config.mjs)
// into site/docs/ (or --outdir <dir>). `npm run build:demo` and `npm start` run it too; the Node
// server serves the folder at /docs/. DOCS_STATIC=1 builds it for the static demo (offline backend).
import path from 'node:path';
import Eleventy from '@11ty/eleventy';

const argOut = process.argv.indexOf('--outdir');
const output = path.resolve(argOut > 0 ? process.argv[argOut + 1] : 'site/docs');
const started = Date.now();
const elev = new Eleventy('docs', output, { configPath: 'scripts/docs/eleventy.config.mjs', quietMode: true });
const written = await elev.write();
const pages = (Array.isArray(written) ? written.flat() : []).filter((r) => r?.outputPath?.endsWith('.html')).length;
console.log(`docs: ${pages} pages into ${path.relative(process.cwd(), output) || '.'} in ${Date.now() - started} ms`);
