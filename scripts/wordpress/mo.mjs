// Gettext: reads a .po file and writes the .mo WordPress loads (load_plugin_textdomain). Only what
// the plugin's catalogues use: msgctxt, msgid, msgid_plural, msgstr / msgstr[n], multi-line
// strings with C escapes; fuzzy entries and entries without a translation are left out, as
// msgfmt does. The .mo layout is GNU gettext's: header, two tables of (length, offset), strings.
//
//   node scripts/wordpress/mo.mjs <file.po> [<file.mo>]   (default: beside the .po)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ESCAPES = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\', a: '\x07', b: '\b', f: '\f', v: '\v' };
const unquote = (s, line) => {
  const m = /^"((?:[^"\\]|\\.)*)"$/.exec(s.trim());
  if (!m) throw new Error(`po line ${line}: expected a quoted string, got ${s}`);
  return m[1].replace(/\\(.)/g, (_x, c) => ESCAPES[c] ?? c);
};

/**
 * The entries of a .po text: [{ context?, id, plural?, strs: string[], fuzzy }].
 *
 * @param {string} text The .po file's text.
 */
export function parsePo(text) {
  const entries = [];
  let cur = null;
  let field = null;
  let fuzzy = false;
  const flush = () => {
    if (cur && cur.id !== undefined) entries.push({ ...cur, fuzzy });
    cur = null;
    field = null;
    fuzzy = false;
  };
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return flush();
    if (line.startsWith('#')) {
      if (cur?.id !== undefined && cur.strs.length) flush();
      if (/^#,.*\bfuzzy\b/.test(line)) fuzzy = true;
      return;
    }
    const m = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$/.exec(line);
    if (m) {
      if (m[1] === 'msgctxt' || (m[1] === 'msgid' && cur?.strs.length)) {
        const keepFuzzy = fuzzy;
        flush();
        fuzzy = keepFuzzy;
      }
      cur ??= { strs: [] };
      const value = unquote(m[3], i + 1);
      if (m[1] === 'msgctxt') cur.context = value;
      else if (m[1] === 'msgid') cur.id = value;
      else if (m[1] === 'msgid_plural') cur.plural = value;
      else cur.strs[Number(m[2] ?? 0)] = value;
      field = m[1] === 'msgctxt' ? 'context' : m[1] === 'msgid' ? 'id' : m[1] === 'msgid_plural' ? 'plural' : Number(m[2] ?? 0);
      return;
    }
    if (line.startsWith('"') && cur && field !== null) {
      const value = unquote(line, i + 1);
      if (typeof field === 'number') cur.strs[field] += value;
      else cur[field] += value;
      return;
    }
    throw new Error(`po line ${i + 1}: cannot read ${line}`);
  });
  flush();
  return entries;
}

/**
 * The .mo bytes (little-endian, no hash table) for the translated, non-fuzzy entries of `entries`.
 *
 * @param {ReturnType<typeof parsePo>} entries
 */
export function compileMo(entries) {
  const pairs = entries
    .filter((e) => (e.id === '' || !e.fuzzy) && e.strs.length && e.strs.every((s) => s !== undefined && s !== ''))
    .map((e) => ({
      key: Buffer.from((e.context !== undefined ? `${e.context}\x04` : '') + e.id + (e.plural !== undefined ? `\0${e.plural}` : ''), 'utf8'),
      value: Buffer.from(e.strs.join('\0'), 'utf8'),
    }))
    .sort((a, b) => Buffer.compare(a.key, b.key));
  const n = pairs.length;
  const origAt = 28;
  const transAt = origAt + n * 8;
  let at = transAt + n * 8;
  const head = Buffer.alloc(at);
  head.writeUInt32LE(0x950412de, 0);
  head.writeUInt32LE(0, 4);
  head.writeUInt32LE(n, 8);
  head.writeUInt32LE(origAt, 12);
  head.writeUInt32LE(transAt, 16);
  head.writeUInt32LE(0, 20); // hash table size: none (readers then search the sorted table)
  head.writeUInt32LE(at, 24);
  const strings = [];
  for (const [table, pick] of [[origAt, 'key'], [transAt, 'value']]) {
    pairs.forEach((p, i) => {
      head.writeUInt32LE(p[pick].length, table + i * 8);
      head.writeUInt32LE(at, table + i * 8 + 4);
      strings.push(p[pick], Buffer.from([0]));
      at += p[pick].length + 1;
    });
  }
  return Buffer.concat([head, ...strings]);
}

/** Compiles `po` into `mo` (beside it when not given); returns the .mo path. */
export function compilePoFile(po, mo = po.replace(/\.po$/, '.mo')) {
  writeFileSync(mo, compileMo(parsePo(readFileSync(po, 'utf8'))));
  return mo;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [po, mo] = process.argv.slice(2);
  if (!po) {
    process.stderr.write('usage: node scripts/wordpress/mo.mjs <file.po> [<file.mo>]\n');
    process.exit(2);
  }
  process.stdout.write(`${compilePoFile(po, mo)}\n`);
}
