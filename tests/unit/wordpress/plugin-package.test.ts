// The WordPress plugin as it ships (npm run build:wordpress): which files go into the zip, the zip
// writer and the .mo compiler, the translations of the settings page, and the per-tag shortcodes'
// table against elements/tags.ts. The zip's install through WordPress itself is
// wordpress/site-elements/tests/test-package.php.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { TAGS, toAttribute } from '../../../elements/tags';
// @ts-expect-error: a plain .mjs build script, no types
import { compileMo, parsePo } from '../../../scripts/wordpress/mo.mjs';
// @ts-expect-error: a plain .mjs build script, no types
import { PLUGIN_SRC, pluginFiles } from '../../../scripts/wordpress/plugin-files.mjs';
// @ts-expect-error: a plain .mjs build script, no types
import { crc32, listZip, zip } from '../../../scripts/wordpress/zip.mjs';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'se-wpzip-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A dist/ with what esbuild.config.mjs writes, served or not (names only; contents are stand-ins). */
function fakeDist(): string {
  const dist = path.join(tmp, 'dist');
  const files = [
    'site-elements.js', 'site-elements.lite.js', 'site-elements.iife.js', 'site-elements.lite.iife.js',
    'site-elements.d.ts', 'site-elements.lite.d.ts', 'meta.json', 'meta.lite.json', 'custom-elements.json',
    'chunks/runtime-abc.js', 'chunks/runtime-abc.js.map', 'chunks-lite/runtime-def.js', 'server/server.mjs',
    'eb-carousel.css', 'eb-form.css', 'header-menu.css', 'eb-search.css', 'THIRD-PARTY-LICENSES.txt', 'integrity.json',
  ];
  for (const f of files) {
    mkdirSync(path.dirname(path.join(dist, f)), { recursive: true });
    writeFileSync(path.join(dist, f), `/* ${f} */`);
  }
  return dist;
}

describe('the plugin zip: its files', () => {
  const names = pluginFiles(fakeDist()).map((f: { name: string }) => f.name);

  it.each([
    'site-elements/site-elements.php', 'site-elements/uninstall.php', 'site-elements/readme.txt',
    'site-elements/includes/class-shortcodes.php', 'site-elements/languages/site-elements-nl_NL.mo',
    'site-elements/assets/site-elements.js', 'site-elements/assets/site-elements.lite.iife.js',
    'site-elements/assets/chunks/runtime-abc.js', 'site-elements/assets/chunks-lite/runtime-def.js',
    'site-elements/assets/eb-carousel.css', 'site-elements/assets/eb-form.css', 'site-elements/assets/header-menu.css', 'site-elements/assets/THIRD-PARTY-LICENSES.txt',
    'site-elements/assets/integrity.json',
  ])('has %s', (name) => expect(names).toContain(name));

  it('has no tests, no dist/server, no types, maps, metafiles or dotfiles', () => {
    expect(names.filter((n: string) => /\/tests\/|\/server\/|\.d\.ts$|\.map$|meta(\.lite)?\.json$|custom-elements\.json$|\/\./.test(n))).toEqual([]);
  });

  it('everything is under the one folder site-elements/', () => {
    expect(names.every((n: string) => n.startsWith('site-elements/'))).toBe(true);
  });
});

describe('the zip writer', () => {
  const big = Buffer.from('<?php echo "hallo";\n'.repeat(200));
  const bytes = zip([
    { name: 'site-elements/' },
    { name: 'site-elements/a.php', data: big, mtime: new Date(2026, 10, 29, 10, 0, 0) },
    { name: 'site-elements/é.txt', data: Buffer.from('x') },
  ]);

  it('lists its entries: folders stored, a compressible file deflated, a tiny one stored', () => {
    const list = listZip(bytes);
    expect(list.map((e: { name: string }) => e.name)).toEqual(['site-elements/', 'site-elements/a.php', 'site-elements/é.txt']);
    expect(list[1]).toMatchObject({ method: 8, size: big.length, crc: crc32(big) });
    expect(list[2]).toMatchObject({ method: 0, size: 1 });
  });

  it('each local entry inflates back to the file', () => {
    const at = bytes.indexOf('site-elements/a.php') + 'site-elements/a.php'.length;
    const size = listZip(bytes)[1].compressed;
    expect(inflateRawSync(bytes.subarray(at, at + size)).equals(big)).toBe(true);
  });

  it('crc32 is the zip polynomial ("123456789" -> cbf43926)', () => {
    expect(crc32(Buffer.from('123456789')).toString(16)).toBe('cbf43926');
  });

  const unzip = spawnSync('unzip', ['-v'], { encoding: 'utf8' });
  it.skipIf(unzip.status !== 0)('unzip -t accepts it', () => {
    const file = path.join(tmp, 't.zip');
    writeFileSync(file, bytes);
    const r = spawnSync('unzip', ['-t', file], { encoding: 'utf8' });
    expect(r.stdout).toContain('No errors detected');
  });
});

describe('the settings page in Dutch', () => {
  const poFile = path.join(PLUGIN_SRC, 'languages', 'site-elements-nl_NL.po');
  const entries = parsePo(readFileSync(poFile, 'utf8'));

  it('the committed .mo is the .po compiled', () => {
    expect(compileMo(entries).equals(readFileSync(poFile.replace(/\.po$/, '.mo')))).toBe(true);
  });

  it('every string of class-settings.php has a Dutch translation', () => {
    const php = readFileSync(path.join(PLUGIN_SRC, 'includes', 'class-settings.php'), 'utf8');
    const ids = [...php.matchAll(/\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\(\s*'((?:[^'\\]|\\.)*)',\s*'site-elements'\s*\)/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
    expect(ids.length).toBeGreaterThan(20);
    const translated = new Map(entries.map((e: { id: string; strs: string[] }) => [e.id, e.strs[0]]));
    expect(ids.filter((id) => !translated.get(id))).toEqual([]);
  });

  it('parses escapes, continuation lines and plurals ("a\\"b" "c" -> a"bc)', () => {
    const [, e, p] = parsePo('msgid ""\nmsgstr "X: y\\n"\n\nmsgid "a\\"b"\n"c"\nmsgstr "d"\n\nmsgid "one"\nmsgid_plural "many"\nmsgstr[0] "een"\nmsgstr[1] "veel"\n');
    expect(e).toMatchObject({ id: 'a"bc', strs: ['d'] });
    expect(p).toMatchObject({ id: 'one', plural: 'many', strs: ['een', 'veel'] });
  });
});

describe('a shortcode for every tag', () => {
  const php = readFileSync(path.join(PLUGIN_SRC, 'includes', 'class-shortcodes.php'), 'utf8');
  const table = /public const TAGS = array\(([\s\S]*?)\n\t\);/.exec(php)?.[1] ?? '';
  const common = /public const COMMON = array\(([^;]*)\);/.exec(php)?.[1] ?? '';
  const pairs = (s: string) => Object.fromEntries([...s.matchAll(/'([a-z-]+)' => '(string|number|boolean)'/g)].map((m) => [m[1], m[2]]));
  const rows = Object.fromEntries([...table.matchAll(/'([a-z-]+)'\s*=> array\(([^)]*)\)/g)].map((m) => [m[1], pairs(m[2]!)]));

  it.each(Object.keys(TAGS))('%s: the attributes of elements/tags.ts', (tag) => {
    const props = TAGS[tag as keyof typeof TAGS].props as Record<string, string>;
    const want = Object.fromEntries(Object.entries(props).map(([k, v]) => [toAttribute(k), v]));
    expect({ ...rows[tag], ...pairs(common) }).toEqual(want);
  });

  it('no tag in the PHP table that elements/tags.ts lacks', () => {
    expect(Object.keys(rows).sort()).toEqual(Object.keys(TAGS).sort());
  });
});
