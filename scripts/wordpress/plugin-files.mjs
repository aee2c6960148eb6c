// The files of the WordPress plugin as a site gets them: its PHP, readme.txt, uninstall.php and
// languages/ from wordpress/site-elements/, and under assets/ only what a browser loads from dist/.
// One list for the test stacks' copy (stack.mjs copyAssets) and the zip (scripts/build-wordpress.mjs),
// so the zip a site owner uploads holds what the interop suite ran against.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PLUGIN_SRC = path.join(REPO, 'wordpress', 'site-elements');

/**
 * What the plugin serves from dist/ (names inside dist/): the four loaders, the chunks each module
 * loader imports, the layout sheets, the licences of the bundled code and the SRI hashes. Not
 * dist/server/ (the reference backend), the .d.ts files, the metafiles or custom-elements.json.
 */
export const PLUGIN_ASSETS = [
  'site-elements.js',
  'site-elements.lite.js',
  'site-elements.iife.js',
  'site-elements.lite.iife.js',
  'chunks',
  'chunks-lite',
  'eb-carousel.css',
  'eb-form.css',
  'header-menu.css',
  'eb-search.css',
  'THIRD-PARTY-LICENSES.txt',
  'integrity.json',
];

/** Files inside an asset folder that a browser never asks for (source maps are not served). */
export const isServed = (name) => !/\.(d\.ts|map)$/.test(name) && !/^meta(\..+)?\.json$/.test(name);

/** Folders and files of wordpress/site-elements/ that stay out of the zip. */
const PLUGIN_SKIP = new Set(['tests', 'assets', 'node_modules']);

function walk(dir, rel, out, keep) {
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.')) continue;
    const abs = path.join(dir, name);
    const r = rel ? `${rel}/${name}` : name;
    if (statSync(abs).isDirectory()) walk(abs, r, out, keep);
    else if (keep(name)) out.push({ name: r, abs });
  }
  return out;
}

/**
 * The served files of dist/: [{ name (path inside assets/), abs }]. Throws when a loader is missing.
 *
 * @param {string} dist The dist/ folder.
 */
export function assetFiles(dist = path.join(REPO, 'dist')) {
  const out = [];
  for (const w of PLUGIN_ASSETS) {
    const abs = path.join(dist, w);
    if (!existsSync(abs)) {
      if (w.endsWith('.js')) throw new Error(`${abs} is missing: run node esbuild.config.mjs`);
      continue;
    }
    if (statSync(abs).isDirectory()) walk(abs, w, out, isServed);
    else out.push({ name: w, abs });
  }
  return out;
}

/**
 * Every file of the plugin as installed: [{ name (path inside the zip, under site-elements/), abs }].
 *
 * @param {string} dist The dist/ folder.
 */
export function pluginFiles(dist = path.join(REPO, 'dist')) {
  const own = [];
  for (const name of readdirSync(PLUGIN_SRC).sort()) {
    if (name.startsWith('.') || PLUGIN_SKIP.has(name)) continue;
    const abs = path.join(PLUGIN_SRC, name);
    if (statSync(abs).isDirectory()) walk(abs, name, own, () => true);
    else own.push({ name, abs });
  }
  const assets = assetFiles(dist).map((f) => ({ name: `assets/${f.name}`, abs: f.abs }));
  return [...own, ...assets].map((f) => ({ name: `site-elements/${f.name}`, abs: f.abs }));
}
