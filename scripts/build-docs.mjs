// `npm run build:docs`: the docs site (docs/*.md through Eleventy, see scripts/docs/eleventy.config.mjs)
// into site/docs/ (or --outdir <dir>). `npm run build:demo` and `npm start` run it too; the Node
// server serves the folder at /docs/. DOCS_STATIC=1 builds it for the static demo (offline backend).
import path from 'node:path';
import Eleventy from '@11ty/eleventy';

const argOut = process.argv.indexOf('--outdir');
const output = path.resolve(argOut > 0 ? process.argv[argOut + 1] : 'site/docs');
const started = Date.now();
/**
 * Table cells wrap between words only: in a table's `<code>` (attribute names such as `rest-nonce`,
 * types such as `'top-panel' | 'modern'`) each run without a space is kept on one line (a
 * `span.nobr`, docs.css), so the browser breaks at the spaces between them, never after a hyphen
 * or a slash inside a name. A table wider than its box scrolls sideways in its focusable region.
 */
function keepCodeWordsWhole(html) {
  return html.replace(/<div class="table-wrap"[\s\S]*?<\/table><\/div>/g, (table) =>
    table.replace(/<code>([^<]*)<\/code>/g, (m, text) => `<code>${text.replace(/[^\s]+/g, (w) => `<span class="nobr">${w}</span>`)}</code>`));
}

const elev = new Eleventy('docs', output, {
  configPath: 'scripts/docs/eleventy.config.mjs',
  quietMode: true,
  config: (cfg) => cfg.addTransform('table-code-words', (content, outputPath) => (outputPath?.endsWith('.html') ? keepCodeWordsWhole(content) : content)),
});
const written = await elev.write();
const pages = (Array.isArray(written) ? written.flat() : []).filter((r) => r?.outputPath?.endsWith('.html')).length;
console.log(`docs: ${pages} pages into ${path.relative(process.cwd(), output) || '.'} in ${Date.now() - started} ms`);
