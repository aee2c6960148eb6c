// Shared esbuild settings for the builds (esbuild.config.mjs) and the browser tests (web-test-runner.config.mjs).
import { readFile } from 'node:fs/promises';
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

export const browserDefaults = {
  bundle: true,
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [cssTextPlugin],
  legalComments: 'none',
  logLevel: 'warning',
  jsx: 'automatic',
};
