// What the WordPress plugins' own front ends make a page download, beside ours: for a page with
// one AYS pop-up, one Gravity Forms form and the CT Ultimate GDPR cookie banner, the JS and CSS
// files the plugin enqueues there (read from the real plugin releases in shared/wordpress-plugins,
// unpacked into .cache/wordpress-plugins/), plus jQuery and jQuery Migrate as WordPress 6.x serves
// them (the `jquery` and `jquery-migrate` npm packages at the versions WordPress 6.9 bundles:
// script-loader.php registers `jquery` as an alias of `jquery-core` 3.7.1 and `jquery-migrate`
// 3.4.1, so a plugin's script that depends on 'jquery' brings both, on the front end too).
// Ours: the loader, the tag's chunk and everything it imports statically (dist/meta.json, as
// 00-sizes counts a tag's first paint), React build and lite build; our CSS is part of that JS
// (constructable stylesheets), so "ours" is JS and CSS together. Gzip is -9 per file, as a
// browser fetches them (the server's own level and brotli would shift both sides alike).
// With the WordPress release also there (shared/wordpress, SE_WP_DIR), a second table adds the
// WordPress core files the plugins enqueue (wp-a11y and its packages for Gravity Forms,
// dashicons for CT) and the date picker's jQuery UI. The last lines repeat the table in kB of
// 1000 bytes, the unit of the figures (issue: AYS 48.6, CT 69.0, GF 128.4 kB gzip).
//
// Which files, and why (read from each plugin's PHP; a file goes in when the plugin enqueues it
// for that page on the front end of a visitor who has not consented yet):
//
// Popup Box by AYS 6.3.8, a page with one pop-up (it enqueues these on every page, pop-up or not):
//   public/css/animate.css        `pb_animate`, enqueue_styles() on wp_enqueue_scripts
//                                 (public/class-ays-pb-public.php), unless the global setting
//                                 pb_exclude_animation_css is on (off by default)
//   public/css/ays-pb-public-min.css  enqueue_styles_footer() on wp_footer (includes/class-ays-pb.php)
//   public/js/ays-pb-public.js    enqueue_scripts(), deps ['jquery']; its pbLocalizeObj is inline
//   Left out: js/partials/ays-pb-public-facebook-type.js (the facebook template only); the
//   pop-up's own inline <style> and <script> blocks, printed with its markup in wp_footer (page
//   HTML, as our pop-up's options blob is).
//
// Gravity Forms 2.9.3 and 2.10.2 (the same enqueue code), a page with one form: ajax, three pages,
// a product field and a total, conditional logic on a field, placeholders, a paragraph field with
// a maximum length; the Orbital theme (the form block's default; theme framework). From
// GFFormDisplay::get_form_enqueue_assets() (form_display.php) and the gform_enqueue_scripts hooks:
//   assets/css/dist/gravity-forms-theme-reset.min.css, -theme-foundation.min.css,
//     -theme-framework.min.css, gravity-forms-orbital-theme.min.css (empty in 2.9.3)
//                                 the Orbital theme's style groups (form-display/block-styles/
//                                 block-styles-handler.php styles(), handles registered in
//                                 class-gf-form-display-service-provider.php)
//   js/gravityforms.min.js        gform_gravityforms (every form; pricing and totals live here)
//   js/jquery.json.min.js         gform_json, a dependency of gform_gravityforms (and has_pages)
//   js/conditional_logic.min.js   gform_conditional_logic (has_conditional_logic)
//   js/placeholders.jquery.min.js gform_placeholder (has_placeholder)
//   js/jquery.textareaCounter.plugin.min.js  gform_textarea_counter (has_character_counter)
//   assets/js/dist/utils.min.js, vendor-theme.min.js, scripts-theme.min.js
//                                 gform_gravityforms_theme and its dependencies, enqueued on
//                                 gform_enqueue_scripts (assets/theme-dependencies/)
//   assets/js/dist/gform-products.<hash>.min.js, gform-pagination.<hash>.min.js
//                                 webpack chunks scripts-theme.min.js fetches at DOM ready when
//                                 the form has a .gfield--type-product / a .gform_page
//   Later, not counted: vendor-theme-dompurify.<hash>.min.js (fetched on an ajax submission, to
//   sanitize the answer). Left out: page_conditional_logic (logic on a page), masked input,
//   chosen (enhanced UI), the date picker (jQuery UI, second table), reCAPTCHA, plupload; the
//   inline gform hooks and gform_theme_config scripts (page HTML).
//   WordPress core, second table: wp-a11y (a11y.min.js) and its packages dom-ready, i18n, hooks.
//
// CT Ultimate GDPR 1.7.4, a page with the cookie banner (cookie popup on, blocking off):
//   assets/css/style.min.css, assets/css/fonts/font-awesome/css/font-awesome.min.css
//                                 wp_enqueue_scripts_action() in ct-ultimate-gdpr.php, every page
//   assets/js/cookie-popup.min.js (deps jquery), assets/js/jquery.base64.min.js (deps jquery),
//   assets/css/cookie-popup.min.css (an empty file in 1.7.4)
//                                 controller-cookie.php wp_enqueue_scripts_action(), when
//                                 should_display_on_page()
//   Left out: assets/js/cookie-block.min.js (only with the option cookie_block on: 0.5 KB gzip),
//   the services' scripts (each only with its service set up); Font Awesome's web font (a font).
//   WordPress core, second table: dashicons.min.css (`wp_enqueue_style( 'dashicons' )`, same function).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUILDS } from '../scripts/esbuild-shared.mjs';

const require = createRequire(import.meta.url);
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLUGINS_DIR = path.resolve(process.env.SE_WP_PLUGINS_DIR || path.join(REPO, '..', 'shared', 'wordpress-plugins'));
const WP_DIR = path.resolve(process.env.SE_WP_DIR || path.join(REPO, '..', 'shared', 'wordpress'));
const CACHE = path.join(REPO, '.cache', 'wordpress-plugins');

const JQUERY = { version: '3.7.1', migrate: '3.4.1' };

/** The three pages (GF twice: 2.9.3 and 2.10.2). `later`: what the plugin fetches only on an action. */
const PAGES = [
  {
    name: 'AYS pop-up',
    tag: 'ays-popup',
    tarball: 'ays-popup-box-6.3.8.tar.xz',
    root: 'ays-popup-box',
    files: ['public/css/animate.css', 'public/css/ays-pb-public-min.css', 'public/js/ays-pb-public.js'],
  },
  ...['2.9.3', '2.10.2'].map((v) => ({
    name: `Gravity Forms ${v}`,
    tag: 'gform-form',
    tarball: `gravityforms-${v}.tar.xz`,
    root: 'gravityforms',
    files: [
      'assets/css/dist/gravity-forms-theme-reset.min.css',
      'assets/css/dist/gravity-forms-theme-foundation.min.css',
      'assets/css/dist/gravity-forms-theme-framework.min.css',
      'assets/css/dist/gravity-forms-orbital-theme.min.css',
      'js/gravityforms.min.js',
      'js/jquery.json.min.js',
      'js/conditional_logic.min.js',
      'js/placeholders.jquery.min.js',
      'js/jquery.textareaCounter.plugin.min.js',
      'assets/js/dist/utils.min.js',
      'assets/js/dist/vendor-theme.min.js',
      'assets/js/dist/scripts-theme.min.js',
      { dir: 'assets/js/dist', match: /^gform-products\.[0-9a-f]+\.min\.js$/ },
      { dir: 'assets/js/dist', match: /^gform-pagination\.[0-9a-f]+\.min\.js$/ },
    ],
    later: [[{ dir: 'assets/js/dist', match: /^vendor-theme-dompurify\.[0-9a-f]+\.min\.js$/ }, 'on an ajax submission']],
    core: [
      ['wp-a11y and its packages (dom-ready, i18n, hooks)', ['wp-includes/js/dist/a11y.min.js', 'wp-includes/js/dist/dom-ready.min.js', 'wp-includes/js/dist/i18n.min.js', 'wp-includes/js/dist/hooks.min.js']],
    ],
    // A date field with the date picker: gform_datepicker_init and gform_datepicker_legacy (the
    // plugin's) on jQuery UI core and datepicker (WordPress's).
    datepicker: { plugin: ['js/datepicker.min.js', 'js/datepicker-legacy.min.js'], core: ['wp-includes/js/jquery/ui/core.min.js', 'wp-includes/js/jquery/ui/datepicker.min.js'] },
  })),
  {
    name: 'CT Ultimate GDPR',
    tag: 'gdpr-consent',
    tarball: 'ct-ultimate-gdpr-1.7.4.tar.xz',
    root: 'ct-ultimate-gdpr',
    files: [
      'assets/css/style.min.css',
      'assets/css/fonts/font-awesome/css/font-awesome.min.css',
      'assets/js/cookie-popup.min.js',
      'assets/js/jquery.base64.min.js',
      'assets/css/cookie-popup.min.css',
    ],
    core: [['dashicons', ['wp-includes/css/dashicons.min.css']]],
  },
];

const kb = (n) => (n / 1024).toFixed(1);
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
/** `file`'s sizes; `name` is what the list shows (the path, or the path and where it comes from). */
const measure = (file, buf, name = file) => ({ name, kind: path.extname(file).slice(1), raw: buf.length, gzip: gz(buf) });
const sum = (files) => files.reduce((a, f) => ({ raw: a.raw + f.raw, gzip: a.gzip + f.gzip }), { raw: 0, gzip: 0 });

/** Unpacks `tarball` once into .cache/wordpress-plugins/<name>/ (a marker file says it finished). */
function unpack(tarball, members = []) {
  const dir = path.join(CACHE, path.basename(tarball).replace(/\.tar\.xz$/, ''));
  const done = path.join(dir, '.unpacked');
  if (!existsSync(done) || readFileSync(done, 'utf8') !== members.join('\n')) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync('tar', ['-xJf', tarball, '-C', dir, ...members]);
    writeFileSync(done, members.join('\n'));
  }
  return dir;
}

/** A file of the plugin by path, or `{ dir, match }`: the one file in dir whose name matches (hashed webpack chunks). */
function pluginFile(root, spec) {
  if (typeof spec === 'string') return spec;
  const hits = readdirSync(path.join(root, spec.dir)).filter((f) => spec.match.test(f));
  if (hits.length !== 1) throw new Error(`${spec.dir}/${spec.match}: ${hits.length} files match in ${root}`);
  return `${spec.dir}/${hits[0]}`;
}

/** jQuery and jQuery Migrate byte for byte as WordPress 6.9 ships them (wp-includes/js/jquery/). */
function jquery() {
  const pkg = (name) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
  if (pkg('jquery') !== JQUERY.version || pkg('jquery-migrate') !== JQUERY.migrate) throw new Error(`jquery ${JQUERY.version} and jquery-migrate ${JQUERY.migrate} expected (package.json)`);
  // WordPress appends `jQuery.noConflict();` to jquery.min.js and drops migrate's source map comment.
  const core = Buffer.concat([readFileSync(require.resolve('jquery/dist/jquery.min.js')), Buffer.from('jQuery.noConflict();')]);
  const migrate = Buffer.from(readFileSync(require.resolve('jquery-migrate/dist/jquery-migrate.min.js'), 'utf8').replace(/\/\/# sourceMappingURL=\S+\s*$/, ''));
  return [
    measure('jquery.min.js', core, `wp-includes/js/jquery/jquery.min.js ${JQUERY.version} (npm jquery, as WordPress ships it)`),
    measure('jquery-migrate.min.js', migrate, `wp-includes/js/jquery/jquery-migrate.min.js ${JQUERY.migrate} (npm jquery-migrate, as WordPress ships it)`),
  ];
}

/** Ours, per build: the loader, the tag's chunk and its static imports; `later`: its dynamic imports' files. */
function ours(distDir, tag) {
  return BUILDS.map((b) => {
    const meta = JSON.parse(readFileSync(path.join(distDir, b.meta), 'utf8'));
    const outputs = new Map(Object.entries(meta.outputs).map(([k, v]) => [path.basename(k), v]));
    const entry = [...outputs].find(([, o]) => o.entryPoint === `elements/${tag}.ts`)?.[0];
    if (!entry) throw new Error(`no chunk for <${tag}> in ${b.meta}`);
    const closure = (name, kinds, seen = new Set()) => {
      if (seen.has(name)) return seen;
      seen.add(name);
      for (const i of outputs.get(name)?.imports ?? []) if (kinds.includes(i.kind)) closure(path.basename(i.path), kinds, seen);
      return seen;
    };
    const now = closure(entry, ['import-statement']);
    const all = closure(entry, ['import-statement', 'dynamic-import']);
    const file = (n) => measure(n, readFileSync(path.join(distDir, b.chunkDir, n)));
    const logical = (n) => n.replace(/-[0-9A-Za-z]{8,10}\.js$/, '.js');
    const later = [...all].filter((n) => !now.has(n));
    return {
      build: b.name,
      first: sum([measure(`${b.loader}.js`, readFileSync(path.join(distDir, `${b.loader}.js`))), ...[...now].map(file)]),
      later: { names: later.map(logical), ...sum(later.map(file)) },
    };
  });
}

export default async function pluginWeight({ distDir, print }) {
  if (!existsSync(PLUGINS_DIR)) {
    print(`skipped: no WordPress plugin releases at ${PLUGINS_DIR} (set SE_WP_PLUGINS_DIR to the folder of ${PAGES.map((p) => p.tarball).join(', ')})`);
    return;
  }
  const missing = PAGES.filter((p) => !existsSync(path.join(PLUGINS_DIR, p.tarball)));
  if (missing.length) print(`skipped: ${missing.map((p) => p.tarball).join(', ')} not in ${PLUGINS_DIR}`);
  const pages = PAGES.filter((p) => !missing.includes(p));
  if (!pages.length) return;
  const wpTarball = existsSync(WP_DIR) ? readdirSync(WP_DIR).find((f) => /^wordpress-[\d.]+\.tar\.xz$/.test(f)) : undefined;
  const jq = jquery();

  const rows = pages.map((p) => {
    const root = path.join(unpack(path.join(PLUGINS_DIR, p.tarball)), p.root);
    const read = (spec) => {
      const rel = pluginFile(root, spec);
      return measure(rel, readFileSync(path.join(root, rel)));
    };
    const own = p.files.map(read);
    const files = [...own, ...jq];
    return {
      p,
      root,
      read,
      files,
      total: sum(files),
      later: (p.later ?? []).map(([spec, when]) => ({ ...read(spec), when })),
      ours: ours(distDir, p.tag),
    };
  });

  const NAME = 44;
  const ratio = (r, total) => r.ours.map((o) => (o.first.gzip / total.gzip).toFixed(2)).join(' / ');
  const COLS = ['plugin JS', 'plugin CSS', 'plugin total', 'ours React', 'ours lite', 'ratio React / lite'];
  const cell = (s) => `${kb(s.raw).padStart(6)} ${kb(s.gzip).padStart(5)}`.padEnd(14);
  const head = () => print(`${'page'.padEnd(NAME)} ${COLS.map((c) => c.padEnd(14)).join(' ')}`);
  const line = (name, r, files) => {
    const total = sum(files);
    const kind = (k) => sum(files.filter((f) => f.kind === k));
    print(`${name.padEnd(NAME)} ${[kind('js'), kind('css'), total, r.ours[0].first, r.ours[1].first].map(cell).join(' ')} ${ratio(r, total)}`);
  };
  print(`KB = 1024 bytes; each cell "raw gzip" (gzip -9 per file). Ours: loader + the tag's chunk graph at first paint; its CSS is inside that JS.`);
  print(`plugin: its own files + jQuery ${JQUERY.version} + jQuery Migrate ${JQUERY.migrate}; ratio: ours ÷ plugin total, gzip, React / lite`);
  head();
  for (const r of rows) line(`${r.p.name} <${r.p.tag}>`, r, r.files);

  print('\nlater, not in the table:');
  for (const r of rows) {
    for (const l of r.later) print(`  ${r.p.name}: ${l.name} (${kb(l.raw)} ${kb(l.gzip)} KB), ${l.when}`);
    const o = r.ours;
    if (o[0].later.names.length) print(`  ours <${r.p.tag}>: ${o[0].later.names.join(', ')} (React ${kb(o[0].later.raw)} ${kb(o[0].later.gzip)} KB, lite ${kb(o[1].later.raw)} ${kb(o[1].later.gzip)} KB), idle or on demand`);
  }

  if (wpTarball) {
    const coreFiles = pages.flatMap((p) => [...(p.core ?? []).flatMap(([, fs]) => fs), ...(p.datepicker?.core ?? [])]);
    const members = [...new Set(coreFiles)].map((f) => `wordpress/${f}`);
    const wpRoot = path.join(unpack(path.join(WP_DIR, wpTarball), members), 'wordpress');
    const core = (f) => measure(f, readFileSync(path.join(wpRoot, f)), `${f} (WordPress core)`);
    print(`\nwith the WordPress core files the plugin enqueues too (${wpTarball}):`);
    head();
    for (const r of rows) {
      const coreOf = (r.p.core ?? []).flatMap(([, fs]) => fs).map(core);
      if (coreOf.length) {
        r.coreFiles = coreOf;
        line(`${r.p.name} + WordPress core files`, r, [...r.files, ...coreOf]);
      }
      if (r.p.datepicker) {
        r.pickerFiles = [...r.p.datepicker.plugin.map(r.read), ...r.p.datepicker.core.map(core)];
        line(`${r.p.name} + those + a date picker`, r, [...r.files, ...coreOf, ...r.pickerFiles]);
      }
    }
    const named = new Set(pages.filter((p) => p.core).map((p) => `${p.name.replace(/ [\d.]+$/, '')}: ${p.core.map(([n]) => n).join(', ')}`));
    print(`  WordPress core files: ${[...named].join('; ')}`);
    print("  a date picker: a date field with it, the plugin's datepicker.min.js and datepicker-legacy.min.js on jQuery UI core and datepicker");
  } else {
    print(`\nskipped: WordPress core files (no wordpress-*.tar.xz in ${WP_DIR}; set SE_WP_DIR)`);
  }

  print('\nfiles (raw gzip KB):');
  for (const r of rows) {
    print(`${r.p.name} (${r.p.tarball}):`);
    for (const f of [...r.files, ...(r.coreFiles ?? []), ...(r.pickerFiles ?? [])]) print(`  ${f.kind.padEnd(3)} ${kb(f.raw).padStart(6)} ${kb(f.gzip).padStart(5)}  ${f.name}`);
  }
  print('\nthe table in kB of 1000 bytes, gzip: plugin total / ours React / ours lite');
  for (const r of rows) print(`  ${r.p.name.padEnd(22)} ${[r.total, ...r.ours.map((o) => o.first)].map((s) => (s.gzip / 1000).toFixed(1).padStart(5)).join(' / ')}`);
}
