// The lazy loader's chunks, laid out for the first paint: a page with one tag loads the loader,
// that tag's file and one runtime file, nothing else (esbuild's own code splitting made a shared
// chunk for every set of tags that share a module: 9 to 13 files on the consent page, and the
// imports and exports between them cost about 5 KB gzip).
//
//   runtime-<hash>.js   React (or preact/compat in the lite build), r2wc, the element base and the
//                       platform and core modules most widgets use (RUNTIME below), as one file
//   <tag>-<hash>.js     everything else one tag needs, self-contained (a module two tags use is in
//                       both; one with state must be in the runtime, see checkRuntimeOverlap)
//   <module>-<hash>.js  a module some code imports with import() (a widget's lazy part, or
//                       DOMPurify): a file of its own, loaded by URL wherever it is imported
// <hash> is the file's content hash: a file can be cached for good (a CDN's immutable URL); the
// loader (site-elements.js, not hashed) carries the names it loads (esbuild-shared.mjs, chunkGraph).
//
// Widget files reach the runtime through small generated modules ("shims") that take the names
// they import from the runtime's export arrays (only the names some file uses, see buildChunks),
// so widget code imports from 'react' and '../base/create-element' as usual.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';

const require = createRequire(import.meta.url);

/** Modules of the runtime file, by path from the project root. */
export const RUNTIME = [
  /^node_modules\/(react|react-dom|scheduler|preact|@r2wc\/[^/]+|js-cookie)\//,
  /^elements\/base\//,
  /^elements\/tags\.ts$/,
  /^src\/styles\//,
  /^src\/i18n\/index\.ts$/,
  /^src\/core\/shared\/(parsed|settings)\.ts$/,
  /^src\/platform\/(adopt-styles|emit|page-settings|cookies)\.ts$/,
  // The one machine runner of the stateful widgets (consent, both pop-ups, the forms, the lead form,
  // the article, the checkout): once per page instead of a copy in each of their files.
  /^src\/widgets\/shared\/use-machine\.ts$/,
];

const rel = (p) => path.relative(process.cwd(), p).split(path.sep).join('/');
const inRuntime = (k) => RUNTIME.some((r) => r.test(k));
/** A lazy module's name: its own (consent-modal.tsx -> consent-modal, the file consent-modal-<hash>.js). */
const ownName = (k) => path.basename(k).replace(/\.[^.]+$/, '');
const RUNTIME_NAME = 'runtime';

/** The export names of each runtime module that code outside the runtime imports. */
async function exportNames(keys, inputs, options) {
  const names = new Map();
  await Promise.all(
    keys.map(async (k) => {
      if (inputs[k].format === 'cjs') {
        names.set(k, ['default', ...Object.keys(require(path.resolve(k))).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default')]);
        return;
      }
      // A package is bundled, so that `export * from` (preact/compat re-exports its hooks) lists
      // every name; the project's own modules list their exports themselves.
      const own = !k.startsWith('node_modules/');
      const r = await esbuild.build({
        ...(own ? { plugins: options.plugins, jsx: options.jsx, logLevel: options.logLevel } : { ...options, bundle: true, minify: false }),
        entryPoints: [k],
        write: false,
        metafile: true,
        format: 'esm',
        outdir: 'x',
      });
      names.set(k, Object.values(r.metafile.outputs)[0].exports);
    }),
  );
  return names;
}

/** A shim's value in the probe build: the marker that survives minification where the name is used. */
const USED = '__se_used__:';
/** A shim's value for a name the runtime does not export (never left in a built file). */
const MISSING = '__se_missing__:';

/**
 * Resolves imports of runtime modules to shims and of lazy modules to their files. With `probe`,
 * each shim's value is a marker string instead (see buildChunks).
 */
function layoutPlugin({ shims, own, fileOf, self, probe = false }) {
  return {
    name: 'chunk-layout',
    setup(build) {
      build.onResolve({ filter: /^se:runtime$/ }, () => ({ path: `./${fileOf(RUNTIME_NAME)}`, external: true }));
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === 'resolving' || args.namespace === 'se-shim') return undefined;
        const r = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'resolving' });
        if (r.errors.length || r.external) return undefined;
        const k = rel(r.path);
        if (shims.has(k)) return { path: k, namespace: 'se-shim' };
        if (own.has(k) && k !== self) return { path: `./${fileOf(own.get(k))}`, external: true };
        return undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'se-shim' }, (args) => {
        // One pure call per name, so that the names a file does not use are dropped from it.
        const { index, names, slots } = shims.get(args.path);
        const lines = [`import { m${index} } from 'se:runtime';`, 'const get = (k) => m' + index + '[k];'];
        for (const n of names) {
          // The runtime exports each module's used names as an array: a name's slot is its index. A
          // name the probe did not see used has none: a marker, and the build fails if it stays.
          const slot = probe ? undefined : slots?.get(n);
          const value = `/* @__PURE__ */ get(${slot ?? JSON.stringify(`${probe ? USED : MISSING}${args.path}:${n}`)})`;
          lines.push(n === 'default' ? `export default ${value};` : `export const ${n} = ${value};`);
        }
        return { contents: lines.join('\n'), loader: 'js', resolveDir: process.cwd() };
      });
    },
  };
}

/**
 * A module with state at module level (a cache, a registry, a stack) must exist once per page:
 * in the runtime, or used by one file only. Fails the build when the runtime bundles a module
 * that another file bundles too (a runtime module imports it: add it to RUNTIME).
 */
function checkRuntimeOverlap(outputs, runtimeFile) {
  const runtimeInputs = new Set(Object.keys(Object.entries(outputs).find(([k]) => path.basename(k) === runtimeFile)[1].inputs));
  for (const [file, out] of Object.entries(outputs)) {
    if (path.basename(file) === runtimeFile) continue;
    const both = Object.keys(out.inputs).filter((k) => runtimeInputs.has(k));
    if (both.length) throw new Error(`${path.basename(file)} and ${runtimeFile} both bundle ${both.join(', ')}: add them to RUNTIME in scripts/build-chunks.mjs`);
  }
}

/**
 * Builds the chunks of one build (react or lite) into `dir`: the runtime, one file per tag
 * (`tags`: { tag: entry path }) and one per lazily imported module. `inputs` is the metafile's
 * inputs of a bundle of every tag (the classic script's): what these tags reach from it, and which
 * modules they import with import(). Returns a metafile with every output (imports of the runtime and
 * lazy files listed as import-statement / dynamic-import).
 */
export async function buildChunks({ tags, dir, options, inputs: allTagsInputs }) {
  // Only what these tags reach (the classic script also holds tags built without the runtime).
  const reached = new Set();
  const visit = (k) => {
    if (reached.has(k) || !allTagsInputs[k]) return;
    reached.add(k);
    for (const i of allTagsInputs[k].imports) visit(i.path);
  };
  for (const entry of Object.values(tags)) visit(entry);
  const inputs = Object.fromEntries(Object.entries(allTagsInputs).filter(([k]) => reached.has(k)));
  const lazy = new Set();
  const importedFromOutside = new Set();
  for (const [k, input] of Object.entries(inputs)) {
    for (const i of input.imports) {
      if (i.kind === 'dynamic-import' && !inRuntime(i.path)) lazy.add(i.path);
      if (!inRuntime(k) && inRuntime(i.path)) importedFromOutside.add(i.path);
    }
  }
  const shimKeys = [...importedFromOutside].sort();
  const names = await exportNames(shimKeys, inputs, options);
  const shims = new Map(shimKeys.map((k, index) => [k, { index, names: names.get(k) }]));
  const own = new Map([...lazy].map((k) => [k, ownName(k)]));
  const files = new Map(); // logical name (runtime, a tag, a lazy module's name) -> file name
  const fileOf = (logical) => {
    const file = files.get(logical);
    if (!file) throw new Error(`${logical} is not built yet: a lazily imported module may import the runtime only`);
    return file;
  };

  await mkdir(dir, { recursive: true });
  const outputs = {};
  const allInputs = {};
  const common = { ...options, bundle: true, format: 'esm', metafile: true, write: false, outdir: dir };
  /** Writes a build's one JS file as `<logical>-<hash of its content>.js` and records its metafile entry. */
  async function emit(result, logical) {
    const out = result.outputFiles.find((f) => f.path.endsWith('.js'));
    const missing = out.text.match(new RegExp(`${MISSING}[^"']+`));
    if (missing) throw new Error(`${logical}: uses ${missing[0].slice(MISSING.length)}, which the runtime does not export (scripts/build-chunks.mjs, probe build)`);
    const name = `${logical}-${createHash('sha256').update(out.contents).digest('hex').slice(0, 10)}.js`;
    await writeFile(path.join(dir, name), out.contents);
    outputs[rel(path.join(dir, name))] = Object.entries(result.metafile.outputs).find(([k]) => k.endsWith('.js'))[1];
    Object.assign(allInputs, result.metafile.inputs);
    files.set(logical, name);
  }
  const fileBuild = (entry, logical, probe = false) =>
    esbuild.build({
      ...common,
      entryPoints: [{ in: entry, out: logical }],
      plugins: [
        ...(options.plugins ?? []),
        layoutPlugin({ shims, own, fileOf: probe ? (l) => `${l}.js` : fileOf, self: rel(path.resolve(entry)), probe }),
      ],
    });

  // Which of the runtime modules' exports the other files really use (after tree shaking): a
  // probe build of every file marks each one used. The runtime exports those only, so what no
  // file uses (most of preact/compat, the shared modules' other helpers) is dropped from it.
  const used = new Map(shimKeys.map((k) => [k, new Set()]));
  const probes = await Promise.all([...[...own].map(([k, l]) => fileBuild(k, l, true)), ...Object.entries(tags).map(([t, e]) => fileBuild(e, t, true))]);
  const marker = new RegExp(`${USED}([^"':]+):([\\w$]+)`, 'g');
  for (const r of probes) for (const f of r.outputFiles) for (const [, k, n] of f.text.matchAll(marker)) used.get(k).add(n);

  // The runtime first, then the lazily imported modules (they import the runtime), then the tags
  // (they import both): each file's name holds its content's hash, so a file that imports another
  // changes name when that one does.
  const runtime = await esbuild.build({
    ...common,
    stdin: {
      contents: shimKeys
        .map((k, i) => {
          const names = [...used.get(k)].sort();
          shims.get(k).slots = new Map(names.map((n, j) => [n, j]));
          return `import { ${names.map((n, j) => `${n} as m${i}_${j}`).join(', ')} } from './${k}';\nexport const m${i} = [${names.map((_, j) => `m${i}_${j}`).join(', ')}];`;
        })
        .join('\n'),
      resolveDir: process.cwd(),
      sourcefile: 'runtime.js',
      loader: 'js',
    },
    outfile: path.join(dir, 'runtime.js'),
    outdir: undefined,
  });
  await emit(runtime, RUNTIME_NAME);
  await Promise.all([...own].map(async ([k, logical]) => emit(await fileBuild(k, logical), logical)));
  await Promise.all(Object.entries(tags).map(async ([tag, entry]) => emit(await fileBuild(entry, tag), tag)));

  checkRuntimeOverlap(outputs, fileOf(RUNTIME_NAME));
  // External imports name the file as written ('./runtime-<hash>.js'); list them by the output's key.
  const keyOf = new Map(Object.keys(outputs).map((k) => [path.basename(k), k]));
  for (const out of Object.values(outputs)) {
    out.imports = out.imports.map((i) => (i.external && keyOf.has(path.basename(i.path)) ? { path: keyOf.get(path.basename(i.path)), kind: i.kind } : i));
  }
  return { inputs: allInputs, outputs };
}
