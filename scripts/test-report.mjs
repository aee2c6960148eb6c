/** What both test scripts (test.mjs, test-wordpress.mjs) print of a failed Playwright test. */
import path from 'node:path';

/**
 * A failed test's error beyond its first line, indented under it: the expected and received
 * lines of a diff and where in the spec it failed (a CI log is read from its tail, and a
 * "deep equality" line alone does not say which assertion or what differed).
 */
export const detail = (error) => {
  if (!error) return '';
  const strip = (t) => String(t ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const body = strip(error.message)
    .split('\n')
    .slice(1)
    .filter((l) => l.trim() && !/^\s+at /.test(l))
    .slice(0, 14)
    .map((l) => l.slice(0, 240));
  const loc = error.location ? `at ${path.relative(process.cwd(), error.location.file)}:${error.location.line}` : '';
  const arrow = strip(error.snippet)
    .split('\n')
    .find((l) => /^\s*>/.test(l));
  return [...body, loc, arrow?.trim().slice(0, 240)].filter(Boolean).map((l) => `\n      ${l}`).join('');
};
