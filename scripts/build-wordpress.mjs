// `npm run build:wordpress`: dist/site-elements-wordpress.zip, the plugin as a site owner uploads it
// (Plugins → Add New → Upload Plugin): the folder site-elements/ with the plugin's PHP, readme.txt,
// uninstall.php, languages/ (the .mo compiled here from the .po) and assets/ holding only the
// files a browser loads (scripts/wordpress/plugin-files.mjs, the list the test stacks copy).
//
//   node scripts/build-wordpress.mjs [--no-build]   (--no-build: use dist/ as it is)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compilePoFile } from './wordpress/mo.mjs';
import { PLUGIN_SRC, REPO, pluginFiles } from './wordpress/plugin-files.mjs';
import { zip } from './wordpress/zip.mjs';

export const ZIP = path.join(REPO, 'dist', 'site-elements-wordpress.zip');

/** Builds the zip from dist/ as it is (the .mo files first); returns its entries. */
export function buildZip(out = ZIP) {
  const languages = path.join(PLUGIN_SRC, 'languages');
  for (const f of existsSync(languages) ? readdirSync(languages) : []) if (f.endsWith('.po')) compilePoFile(path.join(languages, f));
  const files = pluginFiles();
  const dirs = new Set();
  for (const f of files) {
    const parts = f.name.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(`${parts.slice(0, i).join('/')}/`);
  }
  const entries = [
    ...[...dirs].sort().map((name) => ({ name })),
    ...files.map((f) => ({ name: f.name, data: readFileSync(f.abs), mtime: statSync(f.abs).mtime })),
  ];
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, zip(entries));
  return files;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  if (!process.argv.includes('--no-build')) {
    const r = spawnSync(process.execPath, ['esbuild.config.mjs'], { cwd: REPO, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const files = buildZip();
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const total = files.reduce((s, f) => s + statSync(f.abs).size, 0);
  console.log(`${path.relative(REPO, ZIP)}: ${files.length} files, ${kb(total)} unpacked, ${kb(statSync(ZIP).size)} zipped`);
}
