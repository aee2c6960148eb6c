// Browser tests (tests/browser/*.test.ts) in Debian's Chromium through Playwright.
// @web/dev-server-esbuild cannot serve React's CommonJS, so each test file is bundled with
// esbuild here and served as one module.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import * as esbuild from 'esbuild';
import { launchOptions } from './scripts/chromium.mjs';
import { browserDefaults, LITE_ALIAS } from './scripts/esbuild-shared.mjs';

// SE_BUILD=lite runs the same browser tests against the lite build's aliases (React -> preact/compat).
const alias = process.env.SE_BUILD === 'lite' ? LITE_ALIAS : {};

const bundleTests = {
  name: 'bundle-tests',
  async serve(context) {
    if (!context.path.endsWith('.test.ts')) return undefined;
    const file = path.join(process.cwd(), context.path);
    const result = await esbuild.build({ ...browserDefaults, alias, entryPoints: [file], format: 'esm', write: false, sourcemap: 'inline' });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

/**
 * Test endpoints for src/platform/http: /test-api/status/<code>, /test-api/slow/<ms>,
 * /test-api/garbage, /test-api/echo (answers the method, headers and body it got).
 */
async function testApi(ctx, next) {
  const m = /^\/test-api\/(\w+)(?:\/(\d+))?/.exec(ctx.path);
  if (!m) return next();
  const [, kind, arg] = m;
  if (kind === 'status') {
    ctx.status = Number(arg);
    ctx.body = 'server says no';
  } else if (kind === 'slow') {
    await new Promise((r) => setTimeout(r, Number(arg)));
    ctx.body = { slow: true };
  } else if (kind === 'garbage') {
    ctx.type = 'application/json';
    ctx.body = '<html>not json';
  } else if (kind === 'echo') {
    const chunks = [];
    for await (const c of ctx.req) chunks.push(c);
    ctx.body = { method: ctx.method, headers: ctx.headers, body: Buffer.concat(chunks).toString('utf8') };
  } else return next();
}

/** Writes {passed, failed} to SE_SUMMARY_FILE for scripts/test.mjs. */
function summaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      const walk = (suite) => {
        for (const t of suite?.tests ?? []) {
          if (t.skipped) continue;
          if (t.passed) passed++;
          else failed++;
        }
        for (const s of suite?.suites ?? []) walk(s);
      };
      for (const s of sessions) {
        walk(s.testResults);
        if (!s.passed && (s.errors?.length ?? 0) > 0) failed++; // a file that failed to load
      }
      if (process.env.SE_SUMMARY_FILE) writeFileSync(process.env.SE_SUMMARY_FILE, JSON.stringify({ passed, failed }));
    },
  };
}

export default {
  files: ['tests/browser/**/*.test.ts'],
  nodeResolve: false,
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 5 * 60 * 1000,
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions })],
  plugins: [bundleTests],
  middleware: [testApi],
  reporters: [defaultReporter(), summaryReporter()],
};
