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

const SETUP = path.resolve('tests/browser/setup.ts');

const bundleTests = {
  name: 'bundle-tests',
  async serve(context) {
    if (!context.path.endsWith('.test.ts')) return undefined;
    const file = path.join(process.cwd(), context.path);
    // Property tests read SE_DEEP / SE_SEED (tests/unit/shared/property.ts): hand them to the bundle.
    const define = { ...browserDefaults.define, 'process.env.SE_DEEP': JSON.stringify(process.env.SE_DEEP ?? ''), 'process.env.SE_SEED': JSON.stringify(process.env.SE_SEED ?? '') };
    // tests/browser/setup.ts goes into every file (a failed test's error made cloneable for the report).
    const result = await esbuild.build({ ...browserDefaults, alias, define, entryPoints: [file], inject: [SETUP], format: 'esm', write: false, sourcemap: 'inline' });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

/**
 * Test endpoints for src/platform/http: /test-api/status/<code>, /test-api/slow/<ms>,
 * /test-api/garbage, /test-api/echo (answers the method, headers and body it got).
 * For src/platform/forms/upload: POST /test-api/upload/<key>?fail=N&refuse=1&delay=ms answers as
 * Gravity Forms' upload call (the first N requests of a key get a 500; refuse: 413 with its error
 * shape) and logs each request's fields and file size; GET /test-api/uploadlog/<key> reads the log.
 */
const uploadLogs = new Map();
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
  } else if (kind === 'upload') {
    const log = uploadLogs.get(arg) ?? [];
    uploadLogs.set(arg, log);
    const chunks = [];
    for await (const c of ctx.req) chunks.push(c);
    const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': ctx.get('content-type') } }).formData();
    const fields = {};
    let size = -1;
    for (const [k, v] of form) {
      if (typeof v === 'string') fields[k] = v;
      else size = v.size;
    }
    log.push({ fields, size });
    const q = new URLSearchParams(ctx.querystring);
    if (Number(q.get('delay') ?? 0)) await new Promise((r) => setTimeout(r, Number(q.get('delay'))));
    if (log.length <= Number(q.get('fail') ?? 0)) {
      ctx.status = 500;
      ctx.body = 'broken';
    } else if (q.get('refuse')) {
      ctx.status = 413;
      ctx.body = { status: 'error', error: { code: 104, message: 'te groot' } };
    } else ctx.body = { status: 'ok', data: { temp_filename: `${fields.gform_unique_id}_input_${fields.field_id}_${fields.original_filename}`, uploaded_filename: fields.original_filename } };
  } else if (kind === 'uploadlog') {
    ctx.body = uploadLogs.get(arg) ?? [];
  } else return next();
}

/**
 * Writes {passed, failed, cases, failures} to SE_SUMMARY_FILE for scripts/test.mjs, which prints
 * the failures' names again at the very end (a CI log is often read from its tail only).
 */
function summaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      let cases = 0; // property cases: test names ending in "(N cases)"
      const failures = [];
      const walk = (suite, file, names) => {
        for (const t of suite?.tests ?? []) {
          if (t.skipped) continue;
          if (t.passed) {
            passed++;
            cases += Number(/\(([\d,]+) cases\)$/.exec(t.name)?.[1]?.replace(/,/g, '') ?? 0);
          } else {
            failed++;
            failures.push(`${file} › ${[...names, t.name].join(' › ')}: ${String(t.error?.message ?? 'failed').split('\n')[0].slice(0, 300)}`);
          }
        }
        for (const s of suite?.suites ?? []) walk(s, file, [...names, s.name]);
      };
      for (const s of sessions) {
        const file = path.isAbsolute(s.testFile) ? path.relative(process.cwd(), s.testFile) : s.testFile;
        walk(s.testResults, file, []);
        // A file that failed to load, or never reported (testsFinishTimeout): its errors.
        if (!s.passed && (s.errors?.length ?? 0) > 0) {
          failed++;
          failures.push(`${file}: ${s.errors.map((e) => String(e.message ?? e).split('\n')[0].slice(0, 300)).join('; ')}`);
        }
      }
      if (process.env.SE_SUMMARY_FILE) writeFileSync(process.env.SE_SUMMARY_FILE, JSON.stringify({ passed, failed, cases, failures }));
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
