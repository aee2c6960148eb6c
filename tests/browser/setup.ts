/**
 * Put into every browser test file (web-test-runner.config.mjs, esbuild's `inject`).
 *
 * A failed test's error is made cloneable. web-test-runner sends a file's results to the runner
 * through structuredClone. A chai error carries the values it compared (`actual`, `expected`),
 * and a DOM node there (`expect(part(el, 'modal')).to.equal(null)`) made the whole file's report
 * fail to send. The run then waited out its testsFinishTimeout (300 s) and reported that file as
 * "did not finish", without the failed test's name.
 */
function cloneable(value: unknown): unknown {
  try {
    structuredClone(value);
    return value;
  } catch {
    if (value instanceof Element) return `${value.outerHTML.slice(0, value.outerHTML.indexOf('>') + 1)} (${value.isConnected ? 'in the page' : 'detached'})`;
    if (value instanceof Node) return value.nodeName;
    try {
      return String(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
}

afterEach(function () {
  const err = this.currentTest?.err as { actual?: unknown; expected?: unknown } | undefined;
  if (!err) return;
  if ('actual' in err) err.actual = cloneable(err.actual);
  if ('expected' in err) err.expected = cloneable(err.expected);
});
