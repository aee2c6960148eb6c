// Shared esbuild settings for the builds (esbuild.config.mjs) and the browser tests (web-test-runner.config.mjs).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

/** `import css from './x.css'` gives the minified CSS text (adopted as a constructable stylesheet). */
export const cssTextPlugin = {
  name: 'css-text',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const { code } = await esbuild.transform(source, { loader: 'css', minify: true });
      return { contents: `export default ${JSON.stringify(code.trim())};`, loader: 'js' };
    });
  },
};

const R2WC_REACT_ADAPTER = /node_modules\/@r2wc\/react-to-web-component\//;

/**
 * The lite build only (react aliased to preact/compat): r2wc's React adapter imports React's
 * default export for `React.createElement` alone, and preact/compat's default export is an object
 * holding all of compat (Suspense, lazy, portals, Children, ...), so none of it could be dropped
 * (1.2 KB gzip). Its `import React from "react"` gets `{ createElement }` from preact/compat
 * instead; r2wc's code is unchanged, and the build fails if it ever uses more of that default.
 */
export const liteR2wcPlugin = {
  name: 'lite-r2wc-react',
  setup(build) {
    if (build.initialOptions.alias?.react !== LITE_ALIAS.react) return;
    build.onResolve({ filter: /^react$/ }, (args) =>
      R2WC_REACT_ADAPTER.test(args.importer.split(path.sep).join('/')) ? { path: args.importer, namespace: 'se-r2wc-react' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'se-r2wc-react' }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const name = /import\s+(\w+)\s+from\s*["']react["']/.exec(source)?.[1];
      const uses = name ? [...source.matchAll(new RegExp(`\\b${name}\\b(\\.\\w+)?`, 'g'))].slice(1) : [];
      if (!name || uses.some((m) => m[1] !== '.createElement')) throw new Error(`${args.path}: r2wc uses more of React's default export than createElement: see liteR2wcPlugin`);
      return { contents: "import { createElement } from 'preact/compat';\nexport default { createElement };", loader: 'js', resolveDir: process.cwd() };
    });
  },
};

export const browserDefaults = {
  bundle: true,
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [cssTextPlugin, liteR2wcPlugin],
  legalComments: 'none',
  logLevel: 'warning',
  jsx: 'automatic',
};

/** The lite build: the same source with React aliased to preact/compat (r2wc included, unchanged). */
export const LITE_ALIAS = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
};

/** The two builds of esbuild.config.mjs: file names in dist/ and the aliases each uses. */
export const BUILDS = [
  { name: 'react', loader: 'site-elements', iife: 'site-elements.iife', chunkDir: 'chunks', meta: 'meta.json', alias: {} },
  { name: 'lite', loader: 'site-elements.lite', iife: 'site-elements.lite.iife', chunkDir: 'chunks-lite', meta: 'meta.lite.json', alias: LITE_ALIAS },
];

/**
 * The chunk graph the loader preloads from: `files` (chunk file names) and, per tag, the indexes of
 * its own chunk (first) and of every chunk it imports statically, directly or not. Dynamic imports
 * (code a widget loads later, on demand) are left out.
 */
export function chunkGraph(metafile) {
  const outputs = new Map(Object.entries(metafile.outputs).map(([k, v]) => [path.basename(k), v]));
  const files = [];
  const index = (name) => {
    let i = files.indexOf(name);
    if (i < 0) i = files.push(name) - 1;
    return i;
  };
  const tags = {};
  for (const [name, out] of outputs) {
    // Tag chunks only (elements/<tag>.ts); a dynamic import's chunk has an entryPoint too.
    const tag = /^elements\/([a-z]+(?:-[a-z]+)+)\.ts$/.exec(out.entryPoint ?? '')?.[1];
    if (!tag) continue;
    const seen = new Set([name]);
    const visit = (n) => {
      for (const i of outputs.get(n)?.imports ?? []) {
        const dep = path.basename(i.path);
        if (i.kind !== 'import-statement' || seen.has(dep)) continue;
        seen.add(dep);
        visit(dep);
      }
    };
    visit(name);
    tags[tag] = [...seen].map(index);
  }
  return { files, tags };
}

/**
 * The licence texts of the packages a build bundles (every node_modules input of the metafiles),
 * for dist/THIRD-PARTY-LICENSES.txt: the bundles are minified without their licence comments.
 */
export async function thirdPartyLicenses(inputKeys) {
  const { readdir: list } = await import('node:fs/promises');
  const names = new Set();
  for (const k of inputKeys) {
    const m = /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(k);
    if (m) names.add(m[1]);
  }
  const parts = [];
  for (const name of [...names].sort()) {
    const dir = path.join('node_modules', name);
    const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
    const file = (await list(dir)).find((f) => /^licen[cs]e/i.test(f));
    const text = file ? (await readFile(path.join(dir, file), 'utf8')).trim() : `${pkg.license} (no licence file in the package)`;
    parts.push(`${'='.repeat(78)}\n${pkg.name} ${pkg.version} (${pkg.license})${pkg.homepage ? `\n${pkg.homepage}` : ''}\n${'='.repeat(78)}\n\n${text}\n`);
  }
  return `Third-party software bundled in site-elements' dist/ files, with their licences.\n\n${parts.join('\n')}`;
}
