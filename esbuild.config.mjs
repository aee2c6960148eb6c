// Builds everything into dist/ (or DIST_DIR / --outdir):
//   site-elements.js        the ES-module loader (no React; imports chunks/<tag>.js on first use)
//   chunks/<tag>.js          one code-split chunk per tag, plus shared-<hash>.js (React, the base)
//   site-elements.iife.js   one classic script with everything
//   site-elements.d.ts      public types
//   server/server.mjs       the reference backend
//   meta.json               esbuild's metafile of the chunk build (tests and bench read it)
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { browserDefaults } from './scripts/esbuild-shared.mjs';

const argOut = process.argv.indexOf('--outdir');
const outdir = path.resolve(argOut > 0 ? process.argv[argOut + 1] : process.env.DIST_DIR || 'dist');
const NOT_CHUNKS = new Set(['site-elements.ts']);

const started = Date.now();
await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

// A chunk per tag: elements/<tag>.ts (custom element names always hold a hyphen).
const tagFiles = (await readdir('elements')).filter((f) => /^[a-z]+(-[a-z]+)+\.ts$/.test(f) && !NOT_CHUNKS.has(f));
// The light elements (no React) are split among themselves only, so a page with just a header
// menu downloads nothing the React widgets' shared chunks carry, and their common code is one file.
const LIGHT = new Set(['header-menu.ts', 'eb-loop-grid.ts', 'eb-sticky.ts']);
const chunkBuild = (files, chunkNames) =>
  esbuild.build({
    ...browserDefaults,
    entryPoints: files.map((f) => ({ in: `elements/${f}`, out: f.replace(/\.ts$/, '') })),
    format: 'esm',
    splitting: true,
    minify: true,
    chunkNames,
    metafile: true,
    outdir: path.join(outdir, 'chunks'),
  });

const [loader, chunks, lightChunks] = await Promise.all([
  esbuild.build({
    ...browserDefaults,
    entryPoints: { 'site-elements': 'elements/site-elements.ts' },
    format: 'esm',
    minify: true,
    outdir,
  }),
  chunkBuild(tagFiles.filter((f) => !LIGHT.has(f)), 'shared-[hash]'),
  chunkBuild(tagFiles.filter((f) => LIGHT.has(f)), 'light-[hash]'),
  esbuild.build({
    ...browserDefaults,
    entryPoints: { 'site-elements.iife': 'elements/iife.ts' },
    format: 'iife',
    minify: true,
    outdir,
  }),
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
void loader;
const meta = { inputs: { ...chunks.metafile.inputs, ...lightChunks.metafile.inputs }, outputs: { ...chunks.metafile.outputs, ...lightChunks.metafile.outputs } };
await writeFile(path.join(outdir, 'meta.json'), JSON.stringify(meta));
await copyFile('src/site-elements.d.ts', path.join(outdir, 'site-elements.d.ts'));

// custom-elements.json at the top level, from elements/tags.ts and elements/docs/.
const manifest = await esbuild.build({
  ...browserDefaults,
  entryPoints: ['scripts/manifest.ts'],
  platform: 'node',
  format: 'esm',
  write: false,
  outfile: 'manifest.mjs',
});
const manifestFile = path.join(outdir, 'manifest.mjs');
await writeFile(manifestFile, manifest.outputFiles[0].text);
execFileSync(process.execPath, [manifestFile], { stdio: 'inherit' });
await rm(manifestFile);
console.log(`built ${path.relative(process.cwd(), outdir) || '.'} (${tagFiles.length} chunks) in ${Date.now() - started} ms`);
