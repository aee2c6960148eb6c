// Builds everything into dist/ (or DIST_DIR / --outdir), two builds from the same source:
//   site-elements.js             the ES-module loader (no React): on a tag's first use it preloads
//                                that tag's chunk graph (<link rel=modulepreload>) and imports its chunk
//   chunks/<tag>-<hash>.js       one file per tag, chunks/runtime-<hash>.js (React, r2wc, the element base),
//                                the light tags (no React) split among themselves (light-<hash>.js),
//                                a file per lazily imported module (scripts/build-chunks.mjs)
//   site-elements.iife.js        one classic script with everything
//   meta.json                    esbuild's metafile of the chunk build (tests and bench read it)
//   site-elements.lite.js, chunks-lite/, site-elements.lite.iife.js, meta.lite.json
//                                the lite build: the same source with react, react-dom and the JSX
//                                runtime aliased to preact/compat
//   site-elements.d.ts, site-elements.lite.d.ts, custom-elements.json   public types and manifest (one API)
//   eb-carousel.css              <eb-carousel>'s layout (scroll snap, slides per view), linked in <head> for a final first paint
//   eb-form.css                  <eb-form>'s page sheet (Elementor's printed form without Elementor Pro's widget sheet), linked in <head>
//   header-menu.css              <header-menu>'s page sheet (the phone's menu folded from the first paint), linked in <head>
//   eb-search.css                <eb-search>'s page CSS (the field visible before any script), linked in <head>
//   THIRD-PARTY-LICENSES.txt     the licences of the libraries the files above bundle
//   integrity.json               sha384 SRI of the loaders and classic scripts
//   server/server.mjs            the reference backend
// SE_UNMINIFIED=1 leaves the browser files unminified (function names in a CPU profile; not for release).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { buildChunks } from './scripts/build-chunks.mjs';
import { minifyDirs } from './scripts/minify.mjs';
import { BUILDS, browserDefaults, chunkGraph, thirdPartyLicenses } from './scripts/esbuild-shared.mjs';

const argOut = process.argv.indexOf('--outdir');
const outdir = path.resolve(argOut > 0 ? process.argv[argOut + 1] : process.env.DIST_DIR || 'dist');
const NOT_CHUNKS = new Set(['site-elements.ts']);

const started = Date.now();
await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

// A chunk per tag: elements/<tag>.ts (custom element names always hold a hyphen).
const tagFiles = (await readdir('elements')).filter((f) => /^[a-z]+(-[a-z]+)+\.ts$/.test(f) && !NOT_CHUNKS.has(f));
// The light elements (no React) are split among themselves only, so a page with just a header
// menu downloads nothing of the React runtime, and their common code is one file. The page
// behaviours (no React either) are split apart from them: in the same split, the settings they
// share with the tags cut the tags' common file in two, and every light tag paid ~0.4 KB gzip
// more for the extra files (issue 12's 8 KB goal is per tag).
const LIGHT_SPLITS = [['header-menu.ts', 'eb-loop-grid.ts', 'eb-sticky.ts', 'eb-carousel.ts', 'eb-search.ts', 'eb-posts.ts', 'wc-my-account.ts'], ['page-behaviours.ts']];
const LIGHT = new Set(LIGHT_SPLITS.flat());
/** The light chunks in `dir`: each group split among itself (content-hashed names), no runtime. */
const lightChunks = async (options, dir) => {
  const metas = await Promise.all(
    LIGHT_SPLITS.map(async (group) =>
      (
        await esbuild.build({
          ...options,
          entryPoints: group.filter((f) => tagFiles.includes(f)).map((f) => ({ in: `elements/${f}`, out: f.replace(/\.ts$/, '') })),
          format: 'esm',
          splitting: true,
          entryNames: '[name]-[hash]',
          chunkNames: 'light-[hash]',
          metafile: true,
          outdir: dir,
        })
      ).metafile,
    ),
  );
  return { inputs: Object.assign({}, ...metas.map((m) => m.inputs)), outputs: Object.assign({}, ...metas.map((m) => m.outputs)) };
};

/** Every module the builds bundle (for the third-party licences). */
const bundled = [];

/** One build (react or lite): the classic script, the chunks, then the loader that carries their graph. */
async function buildOne(b) {
  const options = { ...browserDefaults, alias: b.alias, minify: !process.env.SE_UNMINIFIED };
  // The classic script bundles every tag: its metafile tells the chunk layout what the tags reach.
  const iife = await esbuild.build({ ...options, entryPoints: { [b.iife]: 'elements/iife.ts' }, format: 'iife', metafile: true, outdir });
  const tags = Object.fromEntries(tagFiles.filter((f) => !LIGHT.has(f)).map((f) => [f.replace(/\.ts$/, ''), `elements/${f}`]));
  const dir = path.join(outdir, b.chunkDir);
  const [react, light] = await Promise.all([buildChunks({ tags, dir, options, inputs: iife.metafile.inputs }), lightChunks(options, dir)]);
  const metafile = { inputs: { ...react.inputs, ...light.inputs }, outputs: { ...react.outputs, ...light.outputs } };
  bundled.push(...Object.keys(iife.metafile.inputs), ...Object.keys(metafile.inputs));
  const graph = chunkGraph(metafile);
  await Promise.all([
    writeFile(path.join(outdir, b.meta), JSON.stringify(metafile)),
    esbuild.build({
      ...options,
      entryPoints: { [b.loader]: 'elements/site-elements.ts' },
      format: 'esm',
      define: { ...options.define, SE_CHUNK_DIR: JSON.stringify(`./${b.chunkDir}/`), SE_CHUNK_FILES: JSON.stringify(graph.files), SE_CHUNK_GRAPH: JSON.stringify(graph.tags) },
      outdir,
    }),
  ]);
}

await Promise.all([
  ...BUILDS.map(buildOne),
  esbuild.build({
    entryPoints: ['demo/server/server.ts'],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    outfile: path.join(outdir, 'server/server.mjs'),
    logLevel: 'warning',
  }),
]);
// swc's second pass over every browser file (scripts/minify.mjs), before the SRI hashes below.
if (!process.env.SE_UNMINIFIED) await minifyDirs([outdir, ...BUILDS.map((b) => path.join(outdir, b.chunkDir))], (name) => BUILDS.some((b) => name === `${b.iife}.js`));
await writeFile(path.join(outdir, 'THIRD-PARTY-LICENSES.txt'), await thirdPartyLicenses(bundled));
// <eb-carousel>'s layout as a stylesheet a page links in <head>: the first paint is the final layout (issue 31).
await copyFile('src/light/carousel/carousel-document.css', path.join(outdir, 'eb-carousel.css'));
// <header-menu>'s page sheet: the phone's first paint is the folded menu (no shift at upgrade).
await copyFile('src/widgets/ebform/eb-form-page.css', path.join(outdir, 'eb-form.css'));
await copyFile('src/light/header-menu/header-menu-page.css', path.join(outdir, 'header-menu.css'));
// <eb-search>'s page CSS: the search field shows and works before the script runs (issue 30).
await copyFile('src/light/search/search-document.css', path.join(outdir, 'eb-search.css'));
// Subresource Integrity of the files a page names in its <script> (the README's CDN snippet).
const integrity = {};
for (const b of BUILDS) {
  for (const name of [`${b.loader}.js`, `${b.iife}.js`]) integrity[name] = `sha384-${createHash('sha384').update(await readFile(path.join(outdir, name))).digest('base64')}`;
}
await writeFile(path.join(outdir, 'integrity.json'), `${JSON.stringify(integrity, null, 2)}\n`);
// Both builds have the same API: the lite types are the same declarations.
await copyFile('src/site-elements.d.ts', path.join(outdir, 'site-elements.d.ts'));
await writeFile(path.join(outdir, 'site-elements.lite.d.ts'), "export * from './site-elements';\n");

// custom-elements.json at the top level, from elements/tags.ts and elements/docs/ (scripts/manifest.ts).
const manifest = await esbuild.build({
  ...browserDefaults,
  stdin: {
    contents: "import { writeFileSync } from 'node:fs'; import { manifestText } from './scripts/manifest'; writeFileSync('custom-elements.json', manifestText());",
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  platform: 'node',
  format: 'esm',
  write: false,
  outfile: 'manifest.mjs',
});
const manifestFile = path.join(outdir, 'manifest.mjs');
await writeFile(manifestFile, manifest.outputFiles[0].text);
execFileSync(process.execPath, [manifestFile], { stdio: 'inherit' });
await rm(manifestFile);
await copyFile('custom-elements.json', path.join(outdir, 'custom-elements.json'));
console.log(`built ${path.relative(process.cwd(), outdir) || '.'} (${BUILDS.map((b) => b.name).join(' + ')}, ${tagFiles.length} chunks each) in ${Date.now() - started} ms`);
