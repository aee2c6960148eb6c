// `npm run build:demo`: writes site/ (or --outdir), the demo for any static file server (GitHub
// Pages, a bucket, `npx serve site`): the demo pages with their links made relative (so the site
// works under a sub-path), demo/assets, both builds in site/dist (no reference backend), and
// site/assets/offline.js: the reference backend's route modules running in the browser over an
// in-memory store (demo/static/offline.ts), loaded by every page before the loader; and the docs
// site in site/docs/ (scripts/build-docs.mjs). The Node
// server (npm start) keeps serving the full demo from demo/ with its backend.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { browserDefaults } from './esbuild-shared.mjs';

const argOut = process.argv.indexOf('--outdir');
const site = path.resolve(argOut > 0 ? process.argv[argOut + 1] : 'site');
// --dist <dir>: copy a build made already (the e2e suite's) instead of building again.
const argDist = process.argv.indexOf('--dist');
const started = Date.now();
await rm(site, { recursive: true, force: true });
await mkdir(site, { recursive: true });

// The backend that renders the pages below, imported from where its node_modules resolve.
const distSource = argDist > 0 ? path.resolve(process.argv[argDist + 1]) : path.join(site, 'dist');
if (argDist > 0) await cp(path.resolve(process.argv[argDist + 1]), path.join(site, 'dist'), { recursive: true, filter: (f) => !f.endsWith('.db') });
else execFileSync(process.execPath, ['esbuild.config.mjs', '--outdir', path.join(site, 'dist')], { stdio: 'inherit' });
await cp('demo/assets', path.join(site, 'assets'), { recursive: true });

// The demo's form files, baked into offline.js (a static host lists no folders).
const forms = {};
for (const f of (await readdir('demo/forms')).filter((n) => /^\d+\.json$/.test(n))) forms[f.replace(/\.json$/, '')] = JSON.parse(await readFile(path.join('demo/forms', f), 'utf8'));

const here = (p) => path.resolve(p);
/** The route modules' server-only imports, replaced by their browser stand-ins (demo/static/). */
const staticBackend = {
  name: 'static-backend',
  setup(build) {
    build.onResolve({ filter: /^se:demo-forms$/ }, () => ({ path: 'forms', namespace: 'se-demo-forms' }));
    build.onLoad({ filter: /.*/, namespace: 'se-demo-forms' }, () => ({ contents: `export default ${JSON.stringify(forms)};`, loader: 'js' }));
    build.onResolve({ filter: /^node:(crypto|fs|fs\/promises|path)$/ }, () => ({ path: here('demo/static/shims.ts') }));
    build.onResolve({ filter: /^\.\.\/storage$/ }, (args) => (args.importer.includes(`${path.sep}demo${path.sep}server${path.sep}`) ? { path: here('demo/static/shims.ts') } : undefined));
    build.onResolve({ filter: /catalog$/ }, (args) =>
      path.resolve(args.resolveDir, args.path) === here('demo/server/forms/catalog') ? { path: here('demo/static/catalog.ts') } : undefined,
    );
  },
};
await esbuild.build({
  ...browserDefaults,
  entryPoints: ['demo/static/offline.ts'],
  outfile: path.join(site, 'assets/offline.js'),
  format: 'iife',
  minify: true,
  inject: ['demo/static/buffer.ts'],
  // The route modules read a few settings from the environment: none is set in a browser.
  define: { ...browserDefaults.define, 'process.env': '{}' },
  plugins: [...browserDefaults.plugins, staticBackend],
  logLevel: 'warning',
});

/**
 * A page for a static host: root-relative links made relative, offline.js before the loader, a
 * favicon link. `up` is the way from the page's folder to the site's root (`../../` for
 * product/{slug}/index.html).
 */
export function staticPage(html, up = '') {
  return html
    .replace(/(["'(])\/(dist|assets)\//g, `$1${up}$2/`)
    .replace(/href="\/"/g, `href="${up || './'}"`)
    .replace(/href="\/([\w-]+\.html)/g, `href="${up}$1`)
    .replace(/href="\/product\//g, `href="${up}product/`)
    .replace(/href="\/docs\//g, `href="${up}docs/`)
    .replace('</title>', `</title>\n  <link rel="icon" href="${up}assets/favicon.svg">\n  <script src="${up}assets/offline.js"></script>`);
}
// Each page as the reference backend serves it (the loop grid's page is rendered by the server
// from its catalogue): started once on a throwaway in-memory database, asked, stopped.
const pages = (await readdir('demo')).filter((f) => f.endsWith('.html'));
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'se-demo-data-'));
const { startServer, productSlugs } = await import(pathToFileURL(path.join(distSource, 'server/server.mjs')).href);
const server = await startServer({ port: 0, host: '127.0.0.1', databasePath: ':memory:', dataDir, distDir: path.join(site, 'dist'), demoDir: 'demo', log: false, rateLimit: 0 });
try {
  for (const page of pages) {
    const res = await fetch(`http://127.0.0.1:${server.port}/${page}`);
    if (!res.ok) throw new Error(`${page}: HTTP ${res.status} from the reference backend`);
    await writeFile(path.join(site, page), staticPage(await res.text()));
  }
  // The shop's product pages (/product/{slug}/), as folders with an index.html, as a static host serves them.
  for (const slug of productSlugs()) {
    const res = await fetch(`http://127.0.0.1:${server.port}/product/${slug}/`);
    if (!res.ok) throw new Error(`/product/${slug}/: HTTP ${res.status} from the reference backend`);
    await mkdir(path.join(site, 'product', slug), { recursive: true });
    await writeFile(path.join(site, 'product', slug, 'index.html'), staticPage(await res.text(), '../../'));
  }
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
// The docs site beside the demo (site/docs/), with the same in-browser backend for its live examples.
execFileSync(process.execPath, ['scripts/build-docs.mjs', '--outdir', path.join(site, 'docs')], { stdio: 'inherit', env: { ...process.env, DOCS_STATIC: '1' } });
// Nothing in dist/ runs without Node there: no backend.
await rm(path.join(site, 'dist/server'), { recursive: true, force: true });
console.log(`built ${path.relative(process.cwd(), site) || '.'} (${pages.length} pages, static backend in assets/offline.js) in ${Date.now() - started} ms`);
